/**
 * Retry classes: whether a model may send a refused call again, and how.
 * A refusal carries its class as an advice row, `retry<TAB>kind`, which
 * {@linkcode retryRow} writes and {@linkcode retryOf} reads back; a refusal
 * without one has the class its code implies.
 *
 * @module
 */

import type { ToolRefusal } from "./refusal.ts";

/**
 * What a model may do after a refusal:
 * - `same`: send the same call again, it is safe;
 * - `changed`: send a changed call;
 * - `later`: send the same call later, after some seconds where given;
 * - `check`: it may have happened, so look before sending it again;
 * - `approval`: it waits for a person to approve it;
 * - `never`: do not call it again for this.
 *
 * @example Telling a model to wait
 * ```ts
 * import assert from "node:assert/strict";
 * import type { RetryKind } from "@adecore/agents/context";
 *
 * const kind: RetryKind = "later";
 * assert.equal(kind, "later");
 * ```
 */
export type RetryKind = "same" | "changed" | "later" | "check" | "approval" | "never";

/**
 * A refusal's retry class, as {@linkcode retryOf} reads it.
 *
 * @example The class of a rate limit
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolRetry } from "@adecore/agents/context";
 *
 * const retry: ToolRetry = { kind: "later", afterSeconds: 30 };
 * assert.equal(retry.afterSeconds, 30);
 * ```
 */
export interface ToolRetry {
  /** What the model may do. */
  readonly kind: RetryKind;
  /** For `later`, the seconds to wait, where the refusal says; absent otherwise. */
  readonly afterSeconds?: number;
}

const KINDS: ReadonlySet<string> = new Set<RetryKind>([
  "same",
  "changed",
  "later",
  "check",
  "approval",
  "never",
]);

/** The class a refusal without a retry row has, by its code; any code not here is `changed`. */
const BY_CODE: ReadonlyMap<string, RetryKind> = new Map<string, RetryKind>([
  ["rate-limited", "later"],
  ["unavailable", "later"],
  ["not-permitted", "never"],
  ["timed-out", "check"],
  ["approval-required", "approval"],
  ["approval-expired", "approval"],
  ["approval-mismatch", "approval"],
  ["approval-invalid", "never"],
  ["approval-used", "never"],
  ["approval-denied", "never"],
]);

/** A whole number of seconds, as a row writes it: digits, no sign, no leading zero. */
const SECONDS = /^(?:0|[1-9][0-9]*)$/;

/**
 * Writes the advice row of a retry class, for a refusal's lines.
 *
 * @param kind What the model may do.
 * @param afterSeconds For `later` only: the whole seconds to wait.
 * @returns The row: `retry`, the kind and the seconds where given, tab-separated.
 * @throws {Error} For an unknown kind, for seconds with any kind but `later`,
 * or for seconds that are no whole number from 0 to `Number.MAX_SAFE_INTEGER`:
 * mistakes in code.
 *
 * @example A refusal that tells the model to wait a minute
 * ```ts
 * import assert from "node:assert/strict";
 * import { refusalBody, retryRow, ToolRefusal } from "@adecore/agents/context";
 *
 * const refusal = new ToolRefusal("rate-limited", "Too many notes this minute.", [retryRow("later", 60)]);
 * assert.equal(refusalBody(refusal), "refused\trate-limited\tToo many notes this minute.\nretry\tlater\t60");
 * assert.equal(retryRow("check"), "retry\tcheck");
 * ```
 */
export function retryRow(kind: RetryKind, afterSeconds?: number): string {
  if (!KINDS.has(kind)) {
    throw new Error(
      `retryRow: ${JSON.stringify(kind)} is no retry kind; give one of ${[...KINDS].join(", ")}`,
    );
  }
  if (afterSeconds === undefined) return `retry\t${kind}`;
  if (kind !== "later") {
    throw new Error(`retryRow: only "later" takes seconds to wait; leave them out for "${kind}"`);
  }
  if (!Number.isSafeInteger(afterSeconds) || afterSeconds < 0) {
    throw new Error(
      `retryRow: ${String(afterSeconds)} seconds is no whole number of 0 or more; ` +
        "round it up to whole seconds",
    );
  }
  return `retry\tlater\t${afterSeconds}`;
}

/**
 * Reads a refusal's retry class: from its first well-formed `retry` row (a
 * malformed one is passed over), else from its code. `bad-arguments`,
 * `unknown-tool`, `conflict` and `not-found` ask for a changed call;
 * `rate-limited` and `unavailable` for the same call later; `not-permitted`
 * for none; `timed-out` for a look first; `approval-required`, `-expired`
 * and `-mismatch` for a person's approval; `approval-invalid`, `-used` and
 * `-denied` for none; any other code for a changed call.
 *
 * @param refusal The refusal, as a tool threw it or `parseRefusalBody` read it.
 * @returns The class, with the seconds to wait where a `later` row gives them.
 *
 * @example Whether a model may send the call again
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRefusalBody, retryOf, ToolRefusal } from "@adecore/agents/context";
 *
 * const read = parseRefusalBody("refused\tunavailable\tThe notes store is down.\nretry\tlater\t30");
 * assert.deepEqual(retryOf(read!), { kind: "later", afterSeconds: 30 });
 * assert.deepEqual(retryOf(new ToolRefusal("not-permitted", "Read only.")), { kind: "never" });
 * assert.deepEqual(retryOf(new ToolRefusal("quota-exceeded", "No credit left.")), { kind: "changed" });
 * ```
 */
export function retryOf(refusal: ToolRefusal): ToolRetry {
  for (const line of refusal.lines) {
    if (!line.startsWith("retry\t")) continue;
    const [, kind, seconds, ...rest] = line.split("\t");
    if (!KINDS.has(kind!) || rest.length > 0) continue;
    if (seconds === undefined) return { kind: kind as RetryKind };
    const after = Number(seconds);
    if (kind === "later" && SECONDS.test(seconds) && Number.isSafeInteger(after)) {
      return { kind, afterSeconds: after };
    }
  }
  return { kind: BY_CODE.get(refusal.code) ?? "changed" };
}
