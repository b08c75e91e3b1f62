// A private helper the adapters share: what a client is told of an error a
// tool threw that is no refusal (nothing of the host's), and the host's own
// hook told the details, whose own mistake changes nothing for the client.

import { ApprovalRequired } from "../approval.ts";
import { ToolRefusal } from "../refusal.ts";
import { refusalBody } from "../rows.ts";

/** What a call answers when its tool throws anything but a refusal. */
export const FAILED = "failed\tThe tool failed.";

/** Where a failure happened: the tool's name and its toolkit's (empty where no tool has the name). */
export interface Where {
  readonly tool: string;
  readonly toolkit: string;
}

/** A host's hook of failures: `console.error` unless the host gave one. */
export type OnError = (error: unknown, where: Where) => void;

/** The host's hook, or one that logs the failure. */
export function onErrorOf(given: OnError | undefined): OnError {
  return given ?? ((error, { tool }) => console.error(`tool ${tool} failed:`, error));
}

/** Tells the host of a failure; what its hook throws is swallowed. */
export function report(onError: OnError, error: unknown, where: Where): void {
  try {
    onError(error, where);
  } catch {
    // The host's own mistake changes nothing for the client.
  }
}

/**
 * What a model reads of a call that did not answer: a refusal's text (one
 * that waits for a person told to `asked` first), or {@linkcode FAILED}
 * with the details told to the host.
 *
 * @throws The error again where the call's signal aborted: nobody is answered.
 */
export function failureText(
  error: unknown,
  signal: AbortSignal | undefined,
  onError: OnError,
  where: Where,
  asked?: (error: ApprovalRequired) => void,
): string {
  if (signal?.aborted) throw error;
  if (error instanceof ApprovalRequired) asked?.(error);
  if (error instanceof ToolRefusal) return refusalBody(error);
  report(onError, error, where);
  return FAILED;
}
