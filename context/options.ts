/**
 * What a host may tell a registry when it makes one: a deadline for tools
 * without their own, what to do with a late outcome, what to learn of each
 * call, and the clock its deadlines are kept by.
 *
 * @module
 */

import type { ToolDeadline } from "./turn.ts";
import type { ToolApprovals } from "./approvals.ts";
import type { Tool } from "./tool.ts";
import type { ToolAttachmentOptions } from "./attachments.ts";

/**
 * The clock a registry keeps its deadlines by: `Date.now` and the
 * platform's timers unless a host (or a test) gives its own. A registry
 * keeps one timer, set while a call with a deadline waits on a promise;
 * a host's own clock has it cleared once no call waits.
 *
 * @example A clock a test moves by hand
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolClock } from "@adecore/agents/context";
 *
 * let now = 0;
 * const due: (() => void)[] = [];
 * const clock: ToolClock = {
 *   now: () => now,
 *   setTimeout: (callback) => due.push(callback),
 *   clearTimeout: () => {},
 * };
 * clock.setTimeout(() => (now = 5), 5);
 * due[0]!();
 * assert.equal(clock.now(), 5);
 * ```
 */
export interface ToolClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `callback` once, `ms` milliseconds from now; returns what `clearTimeout` takes. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels what `setTimeout` returned. */
  clearTimeout(timer: unknown): void;
}

/**
 * What a tool abandoned at its deadline, or when the host's signal aborted
 * it, answered or threw once it was no longer awaited. Nothing of it reaches
 * a model, and nothing in it is checked.
 *
 * @example Logging a late outcome
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolLate } from "@adecore/agents/context";
 *
 * const late: ToolLate = { tool: "mail_send", toolkit: "mail", outcome: "answered", value: ["sent"], lateByMs: 1_200 };
 * assert.equal(`${late.tool} answered ${late.lateByMs} ms late`, "mail_send answered 1200 ms late");
 * ```
 */
export interface ToolLate {
  /** The tool's name. */
  readonly tool: string;
  /** Its toolkit's name. */
  readonly toolkit: string;
  /** Whether `run` answered or threw. */
  readonly outcome: "answered" | "threw";
  /** What `run` answered, unchecked; absent where it threw. */
  readonly value?: unknown;
  /** What `run` threw; absent where it answered. */
  readonly error?: unknown;
  /** How long after the call ended it came, in milliseconds. */
  readonly lateByMs: number;
}

/**
 * How a call ended: with an answer, a refusal (the tool's or the
 * registry's), an error that is no refusal, at its deadline, or when the
 * host's signal aborted it.
 *
 * @example Counting failures
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolCallOutcome } from "@adecore/agents/context";
 *
 * const outcomes: ToolCallOutcome[] = ["answered", "refused", "failed", "timed-out", "aborted"];
 * assert.equal(outcomes.filter((outcome) => outcome === "failed").length, 1);
 * ```
 */
export type ToolCallOutcome = "answered" | "refused" | "failed" | "timed-out" | "aborted";

/**
 * What a registry tells `onCall` once each call has settled. It holds no
 * argument and no answer.
 *
 * @example A call as a log line
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ToolCallEvent } from "@adecore/agents/context";
 *
 * const event: ToolCallEvent = { tool: "note_write", toolkit: "note", outcome: "refused", code: "conflict", ms: 12 };
 * assert.equal(`${event.tool} ${event.outcome} ${event.code ?? ""}`, "note_write refused conflict");
 * ```
 */
export interface ToolCallEvent {
  /** The tool's name; undefined for a name no tool has (the name sent is the model's text). */
  readonly tool: string | undefined;
  /** Its toolkit's name; undefined where `tool` is. */
  readonly toolkit: string | undefined;
  /** How the call ended. */
  readonly outcome: ToolCallOutcome;
  /** The code of the refusal, or of a coded error; absent otherwise. */
  readonly code?: string;
  /** How long the call took, in milliseconds by the registry's clock. */
  readonly ms: number;
}

/**
 * What a host may tell `createToolRegistry`.
 *
 * @example A registry with a default deadline and a log of calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import {
 *   createToolRegistry,
 *   defineTool,
 *   defineToolkit,
 *   type ToolCallEvent,
 *   type ToolRegistryOptions,
 * } from "@adecore/agents/context";
 *
 * const events: ToolCallEvent[] = [];
 * const options: ToolRegistryOptions = { deadline: 10_000, onCall: (event) => events.push(event) };
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input: z.object({}), run: () => [] });
 * const registry = createToolRegistry([defineToolkit("note", [list])], options);
 * await registry.run("note_list", {}, {});
 * assert.deepEqual(events.map((event) => [event.tool, event.outcome]), [["note_list", "answered"]]);
 * ```
 */
export interface ToolRegistryOptions {
  /** The deadline of every tool that has none of its own. */
  readonly deadline?: number | ToolDeadline | undefined;
  /** Told what an abandoned tool answered or threw once it came; its own throw is caught. */
  readonly onLate?: ((late: ToolLate) => void) | undefined;
  /** Told once each call has settled how it ended; its own throw is caught. */
  readonly onCall?: ((event: ToolCallEvent) => void) | undefined;
  /** The clock deadlines are kept by; `Date.now` and the platform's timers unless given. */
  readonly clock?: ToolClock | undefined;
  /** The approvals `createApprovals` made: needed where a tool asks approval. */
  readonly approvals?: ToolApprovals<never> | undefined;
  /**
   * Gives the registry a search tool of its own, which a model calls to find
   * the tools that fit a task: `true`, or its `name` (`tool_search` unless
   * given) and `limit` (how many tools it names at most, 5 unless given,
   * from 1 to 20; a model may ask for fewer).
   */
  readonly search?: boolean | SearchToolOptions | undefined;
  /**
   * What tools may attach: images and recordings up to `maxBytes` (5 MiB
   * unless given), links `https` or of the `schemes` listed.
   */
  readonly attachments?: ToolAttachmentOptions | undefined;
}

/**
 * The search tool a registry gives itself.
 *
 * @example A search tool named for the host
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SearchToolOptions } from "@adecore/agents/context";
 *
 * const search: SearchToolOptions = { name: "find_tools", limit: 8 };
 * assert.equal(search.limit, 8);
 * ```
 */
export interface SearchToolOptions {
  /** The tool's name: `tool_search` unless given. */
  readonly name?: string | undefined;
  /** How many tools one search names at most: 5 unless given, from 1 to 20. */
  readonly limit?: number | undefined;
  /**
   * A ranking of the host's own (an embedding model's, say): the names of
   * the tools that fit the query, best first, of the tools given (those the
   * registry, or its selection, holds). Fused with the package's by their
   * places; names of other tools are left out. What it throws fails the call.
   */
  readonly rank?:
    | ((query: string, tools: readonly Tool[]) => readonly string[] | Promise<readonly string[]>)
    | undefined;
}
