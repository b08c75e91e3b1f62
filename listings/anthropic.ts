/**
 * Tools as Anthropic's Messages API takes them: each tool's definition, with
 * its examples as `input_examples` and `defer_loading` for a tool a model
 * finds by searching, and the `tool_result` that answers a search with
 * `tool_reference` blocks, which the API expands into the tools found.
 *
 * @module
 */

import type { ZodObject } from "zod";
import type { Tool } from "../context/tool.ts";
import type { JsonInputSchema, JsonSchema } from "./json_schema.ts";
import { exactInputSchema } from "./exact.ts";
import { strictInputSchema } from "./strict.ts";

/**
 * A tool's definition in Anthropic's `tools` array.
 *
 * @example The fields a definition has
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AnthropicTool } from "@adecore/agents/listings";
 *
 * const tool: AnthropicTool = {
 *   name: "note_find",
 *   description: "Finds notes.",
 *   input_schema: { type: "object", properties: {}, required: [], additionalProperties: false },
 *   defer_loading: true,
 * };
 * assert.equal(tool.defer_loading, true);
 * ```
 */
export interface AnthropicTool {
  /** The tool's name. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The exact listing, or the strict one where asked for. */
  readonly input_schema: JsonInputSchema;
  /** The tool's examples, each valid against `input_schema`. */
  readonly input_examples?: readonly Readonly<Record<string, unknown>>[];
  /** Listed only once a search names it. */
  readonly defer_loading?: true;
  /** Present where `input_schema` is the strict listing. */
  readonly strict?: true;
}

/**
 * What {@linkcode anthropicTool} may be told.
 *
 * @example A tool found by searching, in strict mode
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AnthropicToolOptions } from "@adecore/agents/listings";
 *
 * const options: AnthropicToolOptions = { deferred: true, strict: true };
 * assert.equal(options.strict, true);
 * ```
 */
export interface AnthropicToolOptions {
  /** Marks the tool `defer_loading: true`: what `registry.listed` leaves out. */
  readonly deferred?: boolean | undefined;
  /**
   * Sends the strict listing with `strict: true`, where the input has one
   * (see `strictInputSchema`); the exact listing otherwise.
   */
  readonly strict?: boolean | undefined;
}

/**
 * A tool's definition as Anthropic's Messages API takes it: the exact
 * listing as `input_schema` (or the strict one, asked for and possible), the
 * tool's examples as `input_examples`, and `defer_loading` for a deferred
 * tool. Under the strict listing, where every field is required, an
 * example's skipped fields are written as the null a model sends for them.
 *
 * @param tool A tool `defineTool` made.
 * @param options `deferred` and `strict`.
 * @returns The definition.
 *
 * @example A registry's tools, the deferred ones marked
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { anthropicTool } from "@adecore/agents/listings";
 *
 * const find = defineTool("note", {
 *   name: "note_find",
 *   description: "Finds notes.",
 *   input: z.object({ text: z.string(), limit: z.int().optional() }),
 *   examples: [{ text: "groceries" }],
 *   run: () => [],
 * });
 * const registry = createToolRegistry([defineToolkit("note", [find], { deferred: true })], {
 *   search: true,
 * });
 * const tools = registry.tools.map((tool) =>
 *   anthropicTool(tool, { deferred: !registry.listed.includes(tool) })
 * );
 * assert.deepEqual(tools.map((tool) => [tool.name, tool.defer_loading]), [
 *   ["note_find", true],
 *   ["tool_search", undefined],
 * ]);
 * assert.deepEqual(tools[0]!.input_examples, [{ text: "groceries" }]);
 * assert.deepEqual(anthropicTool(find, { strict: true }).input_examples, [
 *   { text: "groceries", limit: null },
 * ]);
 * ```
 */
export function anthropicTool(
  tool: Tool<ZodObject, never>,
  options?: AnthropicToolOptions,
): AnthropicTool {
  const strict = options?.strict === true ? strictInputSchema(tool.input) : null;
  const examples = tool.examples;
  return {
    name: tool.name,
    description: tool.description,
    input_schema: strict ?? exactInputSchema(tool.input),
    ...(examples === undefined ? {} : {
      input_examples: strict === null
        ? examples
        : examples.map((example) => filled(strict, example) as Record<string, unknown>),
    }),
    ...(options?.deferred === true ? { defer_loading: true as const } : {}),
    ...(strict === null ? {} : { strict: true as const }),
  };
}

/**
 * An example as the strict listing takes it: each field it skips, at any
 * depth, written as null, which the strict listing lets every optional
 * field hold and the check reads as left out.
 */
function filled(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema.items as JsonSchema | undefined;
    return items === undefined ? value : value.map((item) => filled(items, item));
  }
  if (typeof value !== "object" || value === null) return value;
  const object = schema.anyOf?.find((branch) => branch.properties !== undefined) ?? schema;
  const properties = object.properties;
  if (properties === undefined) return value;
  const given = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    out[key] = key in given ? filled(property, given[key]) : null;
  }
  return out;
}

/**
 * The `tool_result` that answers a call of the host's search tool with the
 * tools it found, as `tool_reference` blocks: the API expands each into
 * the tool's definition, which the request's `tools` must hold (deferred).
 *
 * @param toolUseId The `id` of the `tool_use` block that called the search.
 * @param tools The tools found, best first.
 * @returns The block.
 *
 * @example The search tool's answer, as Anthropic takes it
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
 * import { anthropicSearchResult } from "@adecore/agents/listings";
 *
 * const find = defineTool("note", {
 *   name: "note_find",
 *   description: "Finds notes.",
 *   input: z.object({ text: z.string() }),
 *   run: () => [],
 * });
 * const registry = createToolRegistry([defineToolkit("note", [find], { deferred: true })], {
 *   search: true,
 * });
 * const found = registry.search("find a note");
 * assert.deepEqual(anthropicSearchResult("toolu_1", found), {
 *   type: "tool_result",
 *   tool_use_id: "toolu_1",
 *   content: [{ type: "tool_reference", tool_name: "note_find" }],
 * });
 * ```
 */
export function anthropicSearchResult(
  toolUseId: string,
  tools: readonly Tool<ZodObject, never>[],
): AnthropicSearchResult {
  return {
    type: "tool_result",
    tool_use_id: toolUseId,
    content: tools.map((tool) => ({ type: "tool_reference", tool_name: tool.name })),
  };
}

/**
 * A `tool_result` block of `tool_reference` blocks.
 *
 * @example A result naming one tool
 * ```ts
 * import assert from "node:assert/strict";
 * import type { AnthropicSearchResult } from "@adecore/agents/listings";
 *
 * const result: AnthropicSearchResult = {
 *   type: "tool_result",
 *   tool_use_id: "toolu_1",
 *   content: [{ type: "tool_reference", tool_name: "note_find" }],
 * };
 * assert.equal(result.content.length, 1);
 * ```
 */
export interface AnthropicSearchResult {
  /** A result of a tool the host ran. */
  readonly type: "tool_result";
  /** The `id` of the `tool_use` block it answers. */
  readonly tool_use_id: string;
  /** A `tool_reference` block per tool found, best first. */
  readonly content: readonly { readonly type: "tool_reference"; readonly tool_name: string }[];
}
