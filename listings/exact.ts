/**
 * The exact listing: JSON Schema 2020-12 of everything the check takes, for
 * clients that read full JSON Schema.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { exactOf } from "../context/_shared.ts";
import type { JsonInputSchema, JsonValue } from "./json_schema.ts";

/**
 * Writes JSON Schema 2020-12 of exactly what the package's check takes, for
 * clients that read full JSON Schema: MCP clients from protocol 2026-07-28
 * on, and model APIs outside strict mode. Every branch of a union is there,
 * with bounds, formats, patterns and enums of any type. Every object the
 * check closes has `additionalProperties: false` (all but records and loose
 * objects), `required` is what the check requires, and a schema used in
 * several places is written out in each, without `$ref`.
 *
 * A field that may be left out also takes `null`, since the check counts a
 * field set to `null` as left out: the listing says so, so that a client
 * validating a call against it agrees with the check. A required field
 * takes `null` only where its schema gives null a meaning (`.nullable()`, a
 * `z.null()` branch, a preprocess that turns null into a value), since the
 * check hands the tool that null.
 *
 * The listing is computed once per schema and frozen. Given a tool's
 * `examples`, they stand in its `examples` keyword, where JSON Schema puts
 * instances a schema takes.
 *
 * @param input The tool's input schema, a zod object, as `defineTool` takes it.
 * @param examples The tool's `examples`, which `defineTool` checked.
 * @returns The frozen listing.
 * @throws {Error} For an input `defineTool` refuses (see `toolInputSchema`).
 *
 * @example A field of every kind of limit
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { exactInputSchema } from "@adecore/agents/listings";
 *
 * const input = z.object({
 *   text: z.string().min(1).describe("The note text"),
 *   size: z.literal([1, 2]).optional(),
 *   target: z.union([z.literal("latest"), z.int().positive()]),
 * });
 * assert.deepEqual(exactInputSchema(input), {
 *   type: "object",
 *   properties: {
 *     text: { type: "string", minLength: 1, description: "The note text" },
 *     size: { type: ["number", "null"], enum: [1, 2, null] },
 *     target: { anyOf: [{ type: "string", const: "latest" }, { type: "integer", exclusiveMinimum: 0 }] },
 *   },
 *   required: ["text", "target"],
 *   additionalProperties: false,
 * });
 * ```
 *
 * @example A tool's examples
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool } from "@adecore/agents/context";
 * import { exactInputSchema } from "@adecore/agents/listings";
 *
 * const tool = defineTool("note", {
 *   name: "note_find",
 *   description: "Finds notes.",
 *   input: z.object({ text: z.string(), limit: z.int().optional() }),
 *   examples: [{ text: "groceries" }, { text: "trip to Lisbon", limit: 3 }],
 *   run: () => [],
 * });
 * assert.deepEqual(exactInputSchema(tool.input, tool.examples).examples, [
 *   { text: "groceries" },
 *   { text: "trip to Lisbon", limit: 3 },
 * ]);
 * assert.equal(exactInputSchema(tool.input).examples, undefined);
 * ```
 */
export function exactInputSchema(
  input: ZodObject,
  examples?: readonly Readonly<Record<string, unknown>>[],
): JsonInputSchema {
  const node = exactOf(input).node as unknown as JsonInputSchema;
  if (examples === undefined) return node;
  return Object.freeze({ ...node, examples: examples as readonly JsonValue[] });
}
