/**
 * The calls of tools: what every host can give a tool when it runs it, and
 * the call a tool, a toolkit or a registry needs.
 *
 * @module
 */

import type { ToolProgress } from "./turn.ts";

/**
 * What every host can give a tool when it runs it. A tool that needs more
 * (the caller's rights, a write function of the app) declares an interface
 * that extends this one as the type of `run`'s second parameter.
 *
 * @example A call with what a note tool needs
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolCallBase } from "@adecore/agents/context";
 *
 * interface NoteCall extends ToolCallBase {
 *   authorized: boolean;
 * }
 * const call: NoteCall = { authorized: true, signal: AbortSignal.timeout(5_000) };
 * assert.equal(call.signal?.aborted, false);
 * ```
 */
export interface ToolCallBase {
  /** Aborts the tool's work when the client cancels the call: the call then rejects with its reason at once. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Told each report of progress the tool makes for this call (under MCP,
   * sent as `notifications/progress` with this request's progress token).
   * Its own throw is caught; the call goes on.
   */
  readonly onProgress?: ((progress: ToolProgress) => void) | undefined;
  /**
   * The grant `approvals.grant` resolved to, for a call of a tool that asks
   * approval; the registry checks it against this call's arguments.
   */
  readonly approval?: string | undefined;
}

/**
 * The call type a tool's `run` takes.
 *
 * @example The call a tool needs
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type CallOf, defineTool, type ToolCallBase } from "@adecore/agents/context";
 *
 * interface Call extends ToolCallBase {
 *   user: string;
 * }
 * const whoami = defineTool("user", {
 *   name: "user_whoami",
 *   description: "Names the caller.",
 *   input: z.object({}),
 *   run: (_input, call: Call) => [`user\t${call.user}`],
 * });
 * const call: CallOf<typeof whoami> = { user: "ada" };
 * assert.deepEqual(await whoami.run({}, call), ["user\tada"]);
 * ```
 */
export type CallOf<T> = T extends { run(input: never, call: infer Call, turn: never): unknown }
  ? Call
  : never;

/**
 * Every call type of a union at once: what satisfies all of them, and
 * {@linkcode ToolCallBase} for none.
 *
 * @example The call two tools need
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AllOf, ToolCallBase } from "@adecore/agents/context";
 *
 * interface Reads extends ToolCallBase {
 *   read(): string;
 * }
 * interface Writes extends ToolCallBase {
 *   write(text: string): void;
 * }
 * const call: AllOf<Reads | Writes> = { read: () => "a", write: () => {} };
 * assert.equal(call.read(), "a");
 * ```
 */
export type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? (unknown extends I ? ToolCallBase : I & ToolCallBase)
  : never;
