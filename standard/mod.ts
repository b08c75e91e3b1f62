/**
 * The standard entry: a tool's input, and its output, as a Standard Schema
 * with Standard JSON Schema, so an SDK that checks and lists tools itself
 * (the MCP SDK's `registerTool`, the AI SDK's `tool()`, the OpenAI Agents
 * SDK's `tool()`) checks them with the package's checks and lists the
 * package's listings. The root entry re-exports everything here.
 *
 * @example A tool's input for an SDK
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { standardSchema } from "@adecore/agents/standard";
 *
 * const greet = defineTool("hello", {
 *   name: "hello_greet",
 *   description: "Greets someone by name.",
 *   input: z.object({ name: z.string() }),
 *   run: (input) => [`greeting\tHello, ${input.name}`],
 * });
 * const inputSchema = standardSchema(greet);
 * assert.deepEqual(inputSchema["~standard"].validate({ name: "Ada" }), { value: { name: "Ada" } });
 * ```
 *
 * @module
 */

export { standardOutputSchema } from "./standard_output.ts";
export {
  standardSchema,
  type StandardSchemaOptions,
  type ToolStandardSchema,
} from "./standard_schema.ts";
