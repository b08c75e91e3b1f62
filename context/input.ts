/**
 * The public input check: what a model sent, checked against a tool's zod
 * schema with meaningless nulls left out and unknown fields refused at every depth, and
 * every problem turned into one `bad-arguments` refusal a model can act on.
 *
 * @module
 */

import type { z, ZodObject } from "zod";
import { callOrRefusal, checkInput, inputCheckOfMade, refusing } from "./check/_check.ts";
import type { ArgumentsOptions } from "./arguments/_options.ts";
import type { Tool } from "./tool.ts";

/**
 * Checks a tool's input without running the tool, for a host that runs its
 * tools another way. A field set to `null` counts as left out, unless its
 * schema takes null (`.nullable()`, a `z.null()` branch, a preprocess that
 * turns null into a value): then the tool gets the null. `undefined` (no
 * arguments at all) counts as `{}`.
 *
 * The result is synchronous for a call that meets no asynchronous check, and a
 * promise for one that does, and for every call where a check or transform
 * is an `async` function: `await` it when your tools may have any.
 *
 * @param tool The tool whose input schema applies.
 * @param input What the model sent.
 * @param options `coerce`, to read a value sent as a string as what its field
 * takes where that is lossless and makes the call pass, and `rename`, to read
 * a field name that differs from one field only in case or separators as
 * that field (both off unless asked); `onRead`, told what was coerced and
 * renamed.
 * @returns The parsed input, with defaults and transforms applied.
 * @throws {ToolRefusal} `bad-arguments` for input that is not an object, has
 * a field the tool does not have, or a value the schema refuses. Its message
 * names every problem and its one line lists the tool's fields.
 * @throws {Error} For a tool `defineTool` did not make: a mistake in code.
 *
 * @example Checking input for a tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, parseToolInput, ToolRefusal } from "@adecore/agents/context";
 *
 * const tool = defineTool("note", {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input: z.object({ id: z.number().int(), full: z.boolean().optional() }),
 *   run: (input) => [`note\t${input.id}`],
 * });
 *
 * assert.deepEqual(parseToolInput(tool, { id: 7, full: null }), { id: 7 });
 * assert.throws(() => parseToolInput(tool, { id: 7, ful: true }), (error: unknown) => {
 *   assert.ok(error instanceof ToolRefusal);
 *   assert.equal(error.message, "unknown field ful (did you mean full?)");
 *   assert.deepEqual(error.lines, ["fields\tid\tfull"]);
 *   return true;
 * });
 * ```
 */
export function parseToolInput<Input extends ZodObject>(
  tool: Tool<Input, never>,
  input: unknown,
  options?: ArgumentsOptions,
): z.output<Input> | Promise<z.output<Input>> {
  const check = inputCheckOfMade(tool);
  return (options === undefined
    ? checkInput(check, input, tool)
    : refusing(callOrRefusal(check, input, tool, options))) as
      | z.output<Input>
      | Promise<z.output<Input>>;
}
