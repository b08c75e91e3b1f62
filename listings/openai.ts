/**
 * Tools as OpenAI's Responses API takes them: each tool as a function tool,
 * strict where its input has a strict listing, with `defer_loading` for a
 * tool a model finds by searching, and the `tool_search_output` item that
 * answers a search the host runs itself with the tools found.
 *
 * @module
 */

import type { ZodObject } from "zod";
import type { Tool } from "../context/tool.ts";
import type { JsonInputSchema } from "./json_schema.ts";
import { exactInputSchema } from "./exact.ts";
import { strictInputSchema } from "./strict.ts";

/**
 * A function tool of the Responses API.
 *
 * @example The fields a function tool has
 * ```ts
 * import assert from "node:assert/strict";
 * import type { OpenAIFunctionTool } from "@adecore/agents/listings";
 *
 * const tool: OpenAIFunctionTool = {
 *   type: "function",
 *   name: "note_find",
 *   description: "Finds notes.",
 *   parameters: { type: "object", properties: {}, required: [], additionalProperties: false },
 *   strict: true,
 * };
 * assert.equal(tool.strict, true);
 * ```
 */
export interface OpenAIFunctionTool {
  /** A function tool. */
  readonly type: "function";
  /** The tool's name. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The strict listing, or the exact one where the input has no strict listing. */
  readonly parameters: JsonInputSchema;
  /** Whether `parameters` is the strict listing. */
  readonly strict: boolean;
  /** Hidden until a tool search loads it. */
  readonly defer_loading?: true;
}

/**
 * A tool as a function tool of OpenAI's Responses API: the strict listing
 * with `strict: true` where the input has one, the exact listing with
 * `strict: false` otherwise (the API treats a function tool as strict
 * unless told), and `defer_loading` for a deferred tool. The API has no
 * place for examples; the exact listing's `examples` would be one, but
 * OpenAI documents none, so none are sent.
 *
 * @param tool A tool `defineTool` made.
 * @param deferred Marks the tool `defer_loading: true`: what `registry.listed` leaves out.
 * @returns The function tool.
 *
 * @example A strict tool and one strict mode cannot list
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { openaiFunctionTool } from "@adecore/agents/listings";
 *
 * const find = defineTool("note", {
 *   name: "note_find",
 *   description: "Finds notes.",
 *   input: z.object({ text: z.string() }),
 *   run: () => [],
 * });
 * const tag = defineTool("note", {
 *   name: "note_tag",
 *   description: "Tags notes.",
 *   input: z.object({ tags: z.record(z.string(), z.string()) }),
 *   run: () => [],
 * });
 * assert.deepEqual(openaiFunctionTool(find, true), {
 *   type: "function",
 *   name: "note_find",
 *   description: "Finds notes.",
 *   parameters: {
 *     type: "object",
 *     properties: { text: { type: "string" } },
 *     required: ["text"],
 *     additionalProperties: false,
 *   },
 *   strict: true,
 *   defer_loading: true,
 * });
 * assert.equal(openaiFunctionTool(tag).strict, false);
 * ```
 */
export function openaiFunctionTool(
  tool: Tool<ZodObject, never>,
  deferred?: boolean,
): OpenAIFunctionTool {
  const strict = strictInputSchema(tool.input);
  return {
    type: "function",
    name: tool.name,
    description: tool.description,
    parameters: strict ?? exactInputSchema(tool.input),
    strict: strict !== null,
    ...(deferred === true ? { defer_loading: true as const } : {}),
  };
}

/**
 * The `tool_search_output` item that answers a `tool_search_call` the host
 * runs itself (a `tool_search` tool with `execution: "client"`): each tool
 * found as a deferred function tool, which the model may call from then on.
 *
 * @param callId The `call_id` of the `tool_search_call`.
 * @param tools The tools found, best first.
 * @returns The item to send back in the next request's input.
 *
 * @example The search tool's answer, as the Responses API takes it
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { openaiToolSearchOutput } from "@adecore/agents/listings";
 *
 * const find = defineTool("note", {
 *   name: "note_find",
 *   description: "Finds notes.",
 *   input: z.object({ text: z.string() }),
 *   run: () => [],
 * });
 * const registry = createToolRegistry([defineToolkit("note", [find], { deferred: true })]);
 * const output = openaiToolSearchOutput("call_1", registry.search("find notes"));
 * assert.deepEqual([output.type, output.call_id, output.execution, output.status], [
 *   "tool_search_output",
 *   "call_1",
 *   "client",
 *   "completed",
 * ]);
 * assert.deepEqual(output.tools.map((tool) => [tool.name, tool.defer_loading]), [
 *   ["note_find", true],
 * ]);
 * ```
 */
export function openaiToolSearchOutput(
  callId: string,
  tools: readonly Tool<ZodObject, never>[],
): OpenAIToolSearchOutput {
  return {
    type: "tool_search_output",
    call_id: callId,
    execution: "client",
    status: "completed",
    tools: tools.map((tool) => openaiFunctionTool(tool, true)),
  };
}

/**
 * A `tool_search_output` input item.
 *
 * @example An output naming no tool
 * ```ts
 * import assert from "node:assert/strict";
 * import type { OpenAIToolSearchOutput } from "@adecore/agents/listings";
 *
 * const output: OpenAIToolSearchOutput = {
 *   type: "tool_search_output",
 *   call_id: "call_1",
 *   execution: "client",
 *   status: "completed",
 *   tools: [],
 * };
 * assert.equal(output.tools.length, 0);
 * ```
 */
export interface OpenAIToolSearchOutput {
  /** The answer of a tool search. */
  readonly type: "tool_search_output";
  /** The `call_id` of the `tool_search_call` it answers. */
  readonly call_id: string;
  /** The host ran the search. */
  readonly execution: "client";
  /** The search is done. */
  readonly status: "completed";
  /** Each tool found, as a deferred function tool, best first. */
  readonly tools: readonly OpenAIFunctionTool[];
}
