/**
 * The listings entry: a tool's input schema for each kind of client beyond
 * the portable listing of `./context`. The exact listing is JSON Schema of
 * everything the check takes, for clients that read full JSON Schema; the
 * strict listing is for OpenAI's strict function calling and Anthropic's
 * strict tool use; the Gemini listing is the `parameters` of a Gemini
 * function declaration. Beside them, whole tool definitions for Anthropic's
 * Messages API and OpenAI's Responses API, with what each takes of tools a
 * model finds by searching. The root entry re-exports everything here.
 *
 * @example One tool, three listings
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
 *
 * const input = z.object({ text: z.string().min(1), pinned: z.boolean().optional() });
 * assert.deepEqual(exactInputSchema(input), {
 *   type: "object",
 *   properties: { text: { type: "string", minLength: 1 }, pinned: { type: ["boolean", "null"] } },
 *   required: ["text"],
 *   additionalProperties: false,
 * });
 * assert.deepEqual(strictInputSchema(input), {
 *   type: "object",
 *   properties: { text: { type: "string" }, pinned: { type: ["boolean", "null"] } },
 *   required: ["text", "pinned"],
 *   additionalProperties: false,
 * });
 * assert.deepEqual(geminiParameters(input), {
 *   type: "object",
 *   properties: { text: { type: "string", minLength: 1 }, pinned: { type: "boolean" } },
 *   required: ["text"],
 * });
 * ```
 *
 * @module
 */

export { exactInputSchema } from "./exact.ts";
export { strictInputSchema } from "./strict.ts";
export {
  type GeminiParameters,
  geminiParameters,
  type GeminiSchema,
  type GeminiType,
} from "./gemini.ts";
export type { JsonInputSchema, JsonSchema, JsonType, JsonValue } from "./json_schema.ts";
export {
  type AnthropicSearchResult,
  anthropicSearchResult,
  type AnthropicTool,
  anthropicTool,
  type AnthropicToolOptions,
} from "./anthropic.ts";
export {
  type OpenAIFunctionTool,
  openaiFunctionTool,
  type OpenAIToolSearchOutput,
  openaiToolSearchOutput,
} from "./openai.ts";
