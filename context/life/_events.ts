// A private helper: what a registry tells the host's onCall once a call has
// settled: the tool, how the call ended, its code, how long it took. No
// argument and no answer is in it, and its own throw never changes the call.

import type { ZodObject } from "zod";
import type { ToolCallBase } from "../call.ts";
import type { ToolCallEvent, ToolCallOutcome, ToolClock } from "../options.ts";
import { CodedError, ToolRefusal } from "../refusal.ts";
import type { Tool } from "../tool.ts";

/** Tells `onCall` how a call ended once its promise settles; the promise itself is left as it is. */
export function tell(
  onCall: (event: ToolCallEvent) => void,
  outcome: Promise<unknown>,
  tool: Tool<ZodObject, never> | undefined,
  call: ToolCallBase | undefined,
  started: number,
  clock: ToolClock,
): void {
  const told = (what: ToolCallOutcome, code: string | undefined) => {
    const event: { -readonly [K in keyof ToolCallEvent]: ToolCallEvent[K] } = {
      tool: tool?.name,
      toolkit: tool?.toolkit,
      outcome: what,
      ms: clock.now() - started,
    };
    if (code !== undefined) event.code = code;
    try {
      onCall(event);
    } catch {
      // The host's own mistake never changes the call.
    }
  };
  outcome.then(
    () => told("answered", undefined),
    (error) => told(...outcomeOf(error, call)),
  );
}

/** How a call that rejected ended, and its code where it has one. */
export function outcomeOf(
  error: unknown,
  call: ToolCallBase | undefined,
): [ToolCallOutcome, string | undefined] {
  const signal = call?.signal;
  if (signal?.aborted === true && error === signal.reason) return ["aborted", undefined];
  if (error instanceof ToolRefusal) {
    return [error.code === "timed-out" ? "timed-out" : "refused", error.code];
  }
  return ["failed", error instanceof CodedError ? error.code : undefined];
}
