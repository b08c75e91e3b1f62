/**
 * A call's turn: what the registry gives a tool's `run` beside the host's
 * call (the signal that ends its work, when its time is up, and a way to
 * report progress), and the deadline a tool or a registry sets.
 *
 * @module
 */

import type { ToolAttachment } from "./attachments.ts";

/**
 * How long a call may take, from the moment the host hands it to the
 * registry: a whole number of milliseconds from 1 to 2^31 - 1, and advice
 * the refusal adds for the model, as a sentence of its message.
 *
 * @example A deadline with advice
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolDeadline } from "@adecore/agents/context";
 *
 * const deadline: ToolDeadline = { ms: 5_000, advice: "Ask for fewer days at once." };
 * assert.equal(deadline.ms, 5_000);
 * ```
 */
export interface ToolDeadline {
  /** The milliseconds a call may take. */
  readonly ms: number;
  /** A sentence for the model when the time is up, such as what to ask for instead. */
  readonly advice?: string;
}

/**
 * Progress a tool reports, as the host's `call.onProgress` gets it (what
 * MCP sends as `notifications/progress`).
 *
 * @example Progress as an MCP notification's params
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolProgress } from "@adecore/agents/context";
 *
 * const progress: ToolProgress = { done: 2, total: 5, message: "two of five files" };
 * const params = { progressToken: "t1", progress: progress.done, total: progress.total, message: progress.message };
 * assert.equal(params.progress, 2);
 * ```
 */
export interface ToolProgress {
  /** How much is done: more than the last report of the call, never less than 0. */
  readonly done: number;
  /** How much there is in all, where the tool knows. */
  readonly total?: number;
  /** What is going on, at most 200 characters. */
  readonly message?: string;
}

/**
 * What the registry gives a tool's `run` as its third argument, made for
 * each call. A `run` of two parameters never reads it.
 *
 * @example A tool that stops on time and reports progress
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit, type ToolProgress } from "@adecore/agents/context";
 *
 * const count = defineTool("files", {
 *   name: "files_count",
 *   description: "Counts the files of a folder.",
 *   input: z.object({ folder: z.string() }),
 *   deadline: 5_000,
 *   annotations: { readOnly: true },
 *   async run(input, _call, turn) {
 *     turn.signal.throwIfAborted();
 *     turn.progress(1, 2, `reading ${input.folder}`);
 *     return [`files\t${input.folder}\t3`];
 *   },
 * });
 * const seen: ToolProgress[] = [];
 * const registry = createToolRegistry([defineToolkit("files", [count])]);
 * const rows = await registry.run("files_count", { folder: "docs" }, { onProgress: (p) => seen.push(p) });
 * assert.deepEqual(rows, ["files\tdocs\t3"]);
 * assert.deepEqual(seen, [{ done: 1, total: 2, message: "reading docs" }]);
 * ```
 */
export interface ToolTurn {
  /**
   * Aborts when the host's `call.signal` aborts or the deadline passes; at
   * the deadline its reason is the `timed-out` refusal the call ended with.
   * Made when first read.
   */
  readonly signal: AbortSignal;
  /** When the call's time is up, in milliseconds since the epoch; undefined without a deadline. */
  readonly deadlineAt: number | undefined;
  /**
   * Reports progress to the host's `call.onProgress`, where it set one.
   * Dropped: a report once `run` has settled, a `done` not greater than the
   * last, a `done` or `total` that is no finite number of 0 or more. A
   * message is cut to 200 characters.
   *
   * @param done How much is done.
   * @param total How much there is in all.
   * @param message What is going on.
   */
  progress(done: number, total?: number, message?: string): void;
  /**
   * Attaches an image, a recording or a link beside the answer's rows, made
   * with `image`, `audio` or `resourceLink`. Checked at once: what a client
   * should not be given throws a plain Error naming the tool. Dropped once
   * `run` has settled, and during a dry run's preview.
   *
   * @param attachment What to attach.
   */
  attach(attachment: ToolAttachment): void;
  /**
   * The approval that let this call run, for a tool that asks one; absent
   * otherwise, and during a dry run.
   */
  readonly approval?: ToolApproval | undefined;
}

/**
 * The approval that let a call run: its id, the same from the request a
 * person saw to the grant, fits an upstream API's idempotency key.
 *
 * @example Passing the approval on as an idempotency key
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolApproval } from "@adecore/agents/context";
 *
 * const approval: ToolApproval = { id: "9f2c0e6a1b7d4c3e8a5f0b1c2d3e4f5a", by: "user:42" };
 * const headers = { "Idempotency-Key": approval.id };
 * assert.equal(headers["Idempotency-Key"].length, 32);
 * ```
 */
export interface ToolApproval {
  /** 128 random bits as 32 hex digits. */
  readonly id: string;
  /** Who approved, as the host said when it granted. */
  readonly by: string;
}
