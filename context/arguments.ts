/**
 * Arguments as the text a model wrote, as OpenAI-style APIs hand them over:
 * read, then checked as {@linkcode parseToolInput} checks them.
 *
 * @module
 */

import type { z, ZodObject } from "zod";
import { argumentsOrRefusal, inputCheckOfMade, refusing } from "./check/_check.ts";
import type { ArgumentsOptions } from "./arguments/_options.ts";
import type { Tool } from "./tool.ts";

export type { ArgumentsOptions, ArgumentsRead, ArgumentsRewrite } from "./arguments/_options.ts";

/**
 * Reads a tool call's arguments from the text a model wrote, then checks
 * them exactly as {@linkcode parseToolInput} does. JSON is read as
 * `JSON.parse` reads it. Text that is no JSON is read only where it has one
 * reading (see {@linkcode ArgumentsRewrite}): a markdown fence, comments,
 * trailing commas, bare field names, single quotes, Python's literals, and
 * arguments sent as a string of JSON. Text that ends before its arguments
 * close is never completed: it is refused, naming where it stops, since a
 * number or a text cut short would pass as another value. A text of only
 * white space is no arguments at all, which counts as `{}`.
 *
 * @param tool The tool whose input schema applies.
 * @param text The arguments as the model wrote them.
 * @param options `coerce`, on unless turned off: a value sent as a string is
 * read as what its field takes where that is lossless (`"15"` for a field of
 * numbers) and makes the call pass; `rename`, off unless asked, as
 * `parseToolInput` takes it; `onRead`, told what was rewritten, coerced and
 * renamed, for the host's logs.
 * @returns The parsed input, or a promise of it for a call that meets an
 * asynchronous check, as {@linkcode parseToolInput} gives it.
 * @throws {ToolRefusal} `bad-arguments` for text that is not read, with
 * what to send instead, and for input the tool refuses.
 * @throws {Error} For a tool `defineTool` did not make, or text that is no
 * string: mistakes in code.
 *
 * @example Arguments a model wrote with a fence and a trailing comma, and cut short
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, parseToolArguments, ToolRefusal } from "@adecore/agents/context";
 *
 * const tool = defineTool("reminder", {
 *   name: "reminder_set",
 *   description: "Sets a reminder.",
 *   input: z.object({ minutes: z.int().positive(), text: z.string() }),
 *   run: (input) => [`reminder\t${input.minutes}`],
 * });
 *
 * const rewrites: string[] = [];
 * const onRead = (read: { rewrites: readonly string[] }) => rewrites.push(...read.rewrites);
 * const fence = "`".repeat(3);
 * const text = `${fence}json\n{"minutes": 15, "text": "tea",}\n${fence}`;
 * assert.deepEqual(parseToolArguments(tool, text, { onRead }), { minutes: 15, text: "tea" });
 * assert.deepEqual(rewrites, ["fence", "trailing-commas"]);
 * assert.throws(() => parseToolArguments(tool, '{"text": "tea", "minutes": 1'), (error: unknown) => {
 *   assert.ok(error instanceof ToolRefusal);
 *   assert.equal(error.message, "the arguments end inside minutes; send the whole call again");
 *   return true;
 * });
 * ```
 */
export function parseToolArguments<Input extends ZodObject>(
  tool: Tool<Input, never>,
  text: string,
  options?: ArgumentsOptions,
): z.output<Input> | Promise<z.output<Input>> {
  return refusing(argumentsOrRefusal(inputCheckOfMade(tool), text, tool, options)) as
    | z.output<Input>
    | Promise<z.output<Input>>;
}
