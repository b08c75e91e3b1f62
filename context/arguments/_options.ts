// A private helper: how a host asks for a call's arguments to be read, and
// what the reading tells it; arguments.ts re-exports these types.

/**
 * A kind of text that is no JSON, which the package reads because it has one
 * reading: a markdown fence around the arguments, line and block comments
 * and lines starting with `#`, trailing commas, bare field names, texts in
 * single quotes, Python's `True`, `False` and `None`, and arguments sent as
 * a JSON string that holds the JSON object.
 *
 * @example The rewrites a model's text needed
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type ArgumentsRewrite, defineTool, parseToolArguments } from "@adecore/agents/context";
 *
 * const tool = defineTool("note", {
 *   name: "note_add",
 *   description: "Adds a note.",
 *   input: z.object({ text: z.string(), pinned: z.boolean().optional() }),
 *   run: () => [],
 * });
 * const seen: ArgumentsRewrite[] = [];
 * parseToolArguments(tool, "{text: 'a', pinned: True}", {
 *   onRead: (read) => seen.push(...read.rewrites),
 * });
 * assert.deepEqual(seen, ["bare-keys", "single-quotes", "python-literals"]);
 * ```
 */
export type ArgumentsRewrite =
  | "fence"
  | "comments"
  | "trailing-commas"
  | "bare-keys"
  | "single-quotes"
  | "python-literals"
  | "string-of-json";

/**
 * What reading a call's arguments took that JSON and the schema do not, for
 * a host's logs.
 *
 * @example A number in quotes, and a name in another case, read
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type ArgumentsRead, defineTool, parseToolArguments } from "@adecore/agents/context";
 *
 * const tool = defineTool("reminder", {
 *   name: "reminder_set",
 *   description: "Sets a reminder.",
 *   input: z.object({ in_minutes: z.int() }),
 *   run: () => [],
 * });
 * const reads: ArgumentsRead[] = [];
 * const input = parseToolArguments(tool, '{"inMinutes": "15"}', {
 *   rename: true,
 *   onRead: (read) => reads.push(read),
 * });
 * assert.deepEqual(input, { in_minutes: 15 });
 * assert.deepEqual(reads, [{
 *   rewrites: [],
 *   coerced: ["in_minutes"],
 *   renamed: [{ from: "inMinutes", to: "in_minutes" }],
 * }]);
 * ```
 */
export interface ArgumentsRead {
  /** Each kind of rewrite the reading of a text made, in the order first met. */
  readonly rewrites: readonly ArgumentsRewrite[];
  /** The place of each value coerced, as a dotted path: `minutes`, `items.2.done`. */
  readonly coerced: readonly string[];
  /** Each field name read as another, by dotted paths: `dryRun` as `dry_run`. */
  readonly renamed: readonly { readonly from: string; readonly to: string }[];
}

/**
 * How a call's arguments are read.
 *
 * @example Coercion where a host asks for it, on arguments parsed already
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, parseToolInput, ToolRefusal } from "@adecore/agents/context";
 *
 * const tool = defineTool("task", {
 *   name: "task_done",
 *   description: "Marks a task done.",
 *   input: z.object({ id: z.int(), done: z.boolean() }),
 *   run: () => [],
 * });
 * assert.deepEqual(parseToolInput(tool, { id: "7", done: "true" }, { coerce: true }), {
 *   id: 7,
 *   done: true,
 * });
 * assert.throws(() => parseToolInput(tool, { id: "7", done: "true" }), ToolRefusal);
 * ```
 */
export interface ArgumentsOptions {
  /**
   * Whether a value sent as a string is read as what its field takes, where
   * that is lossless (`"15"` for a field of numbers, `"true"` for one of
   * booleans, `"[1, 2]"` for one of arrays) and makes the call pass: on by
   * default for arguments text, off for arguments parsed already.
   */
  readonly coerce?: boolean;
  /**
   * Whether a field name the object does not take is read as the one it
   * takes that differs from it only in case or separators (`dryRun` or
   * `Dry-Run` for `dry_run`), where exactly one does, it was not sent as
   * well, and that makes the call pass: off unless asked, everywhere, since
   * a name is the author's to give.
   */
  readonly rename?: boolean;
  /** Told what was rewritten, coerced and renamed, when anything was, once the call passed. */
  readonly onRead?: (read: ArgumentsRead) => void;
}
