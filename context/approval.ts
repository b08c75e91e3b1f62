/**
 * What a model reads when a call waits for a person, or a person said no:
 * the `approval-required` refusal with the preview and the request a host
 * shows, and the `approval-denied` refusal.
 *
 * @module
 */

import { ToolRefusal } from "./refusal.ts";
import { retryRow } from "./retry.ts";

/**
 * The refusal of a call that waits for a person: its rows are what the
 * tool's dry run says it would do, and the class `approval`. For the host
 * alone, it holds the request to show a person and grant with
 * `approvals.grant`; the request is never in the rows a model reads. Its
 * code is `approval-required`, or `approval-expired` and
 * `approval-mismatch` where a grant came too late or for other arguments.
 *
 * @example Telling a call that waits for a person
 * ```ts
 * import assert from "node:assert/strict";
 * import { ApprovalRequired, refusalBody, retryRow } from "@adecore/agents/context";
 *
 * const waiting = new ApprovalRequired(
 *   "approval-required",
 *   "a person must approve this call before it runs; this is what it would do",
 *   ["pay\t120 EUR to ACME", retryRow("approval")],
 *   "v1.e30.c2ln",
 *   1_000,
 * );
 * assert.equal(waiting.request, "v1.e30.c2ln");
 * assert.ok(!refusalBody(waiting).includes(waiting.request));
 * ```
 */
export class ApprovalRequired extends ToolRefusal {
  /** The request to show a person and grant: an opaque token, for the host alone. */
  readonly request: string;
  /** When the request expires, in milliseconds since the epoch. */
  readonly expiresAt: number;

  /**
   * Makes the refusal of a call that waits for a person.
   *
   * @param code `approval-required`, `approval-expired` or `approval-mismatch`.
   * @param message What the model reads.
   * @param lines The preview's rows, then the retry row.
   * @param request The request token.
   * @param expiresAt When the request expires.
   */
  constructor(
    code: string,
    message: string,
    lines: readonly string[],
    request: string,
    expiresAt: number,
  ) {
    super(code, message, lines);
    this.name = "ApprovalRequired";
    this.request = request;
    this.expiresAt = expiresAt;
  }
}

/**
 * What a model reads when a person declined its call: code
 * `approval-denied`, and the class `never`.
 *
 * @param reason Why, as the person said it: it follows as a sentence.
 * @returns The refusal to answer the call with.
 *
 * @example A call a person declined
 * ```ts
 * import assert from "node:assert/strict";
 * import { approvalDenied, refusalBody } from "@adecore/agents/context";
 *
 * assert.equal(
 *   refusalBody(approvalDenied("Wrong account")),
 *   "refused\tapproval-denied\ta person declined this call; do not call it again unless the user asks. Wrong account.\nretry\tnever",
 * );
 * ```
 */
export function approvalDenied(reason?: string): ToolRefusal {
  const said = typeof reason === "string" ? reason.trim() : "";
  const message = "a person declined this call; do not call it again unless the user asks";
  return new ToolRefusal(
    "approval-denied",
    said === "" ? message : `${message}. ${/[.!?]$/.test(said) ? said : `${said}.`}`,
    [retryRow("never")],
  );
}
