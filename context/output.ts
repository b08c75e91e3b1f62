/**
 * The public output check: what a tool with an output answered, checked
 * against its output schema and handed over as the structured answer beside
 * the rows a model reads.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { resultOf, thenOf } from "./answer/_answer.ts";
import { madeTool } from "./definition/_made.ts";
import type { Tool, ToolResult } from "./tool.ts";

/**
 * Checks what a tool's `run` answered, for a host that runs its tools
 * another way (behind `McpServer`, whose SDK has parsed the input already):
 * the same result `registry.answer` gives. For a tool with an output,
 * `structured` is the answer as its output parses it (defaults filled, new
 * for each call; unknown keys left out, so no internal field reaches a
 * client), and the rows are what its `rows` writes from it, or one row of
 * it as compact JSON. For a tool without one, the rows are what it returned.
 *
 * The result is synchronous unless the answer is a promise (then it is
 * awaited) or its check meets an asynchronous one, as `parseToolInput`'s does.
 *
 * @param tool The tool that answered.
 * @param answer What its `run` returned, or the promise it returned.
 * @returns The rows, and `structured` for a tool with an output.
 * @throws {Error} For an answer the output refuses, or rows that are no
 * array of strings: a mistake in the tool's code, named with the tool and
 * the field, never a refusal, since a model cannot fix it. Also for a tool
 * `defineTool` did not make.
 *
 * @example A note's answer, checked
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, parseToolOutput } from "@adecore/agents/context";
 *
 * const noteRead = defineTool("note", {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input: z.object({ id: z.int() }),
 *   output: z.object({ id: z.int(), text: z.string(), tags: z.array(z.string()).default([]) }),
 *   run: (input) => ({ id: input.id, text: "Buy milk", secret: "left out" }),
 * });
 * assert.deepEqual(parseToolOutput(noteRead, await noteRead.run({ id: 1 }, {})), {
 *   rows: ['{"id":1,"text":"Buy milk","tags":[]}'],
 *   structured: { id: 1, text: "Buy milk", tags: [] },
 * });
 * assert.throws(
 *   () => parseToolOutput(noteRead, { id: "1", text: "Buy milk" }),
 *   /tool "note_read" in toolkit "note": run answered what its output does not take: id: must be an integer, not "1"/,
 * );
 * ```
 */
export function parseToolOutput(
  tool: Tool<ZodObject, never>,
  answer: unknown,
): ToolResult | Promise<ToolResult> {
  madeTool(tool);
  if (thenOf(tool, answer) !== undefined) {
    return Promise.resolve(answer).then((given) => resultOf(tool, given));
  }
  return resultOf(tool, answer);
}
