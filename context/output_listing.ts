/**
 * The listing of what a tool answers: the JSON Schema a client lists as a
 * tool's `outputSchema` and validates every structured answer against.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { outputJson } from "./json/_json.ts";
import { freeze } from "./json/_nodes.ts";
import { memo } from "./util/_memo.ts";
import { answerCheckOf, mayBeAbsent } from "./answer/_output.ts";

/**
 * A JSON Schema 2020-12 object, as the output listing writes it: plain JSON.
 *
 * @example An output listing as MCP's outputSchema
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { toolOutputSchema, type ToolOutputSchema } from "@adecore/agents/context";
 *
 * const listing: ToolOutputSchema = toolOutputSchema(z.object({ id: z.int() }));
 * const tool = { name: "note_read", outputSchema: listing };
 * assert.equal(tool.outputSchema.type, "object");
 * assert.deepEqual(tool.outputSchema.required, ["id"]);
 * ```
 */
export interface ToolOutputSchema {
  /** Always `"object"`: an answer is an object of fields. */
  readonly type: "object";
  /** What the listing says of each field, by name. */
  readonly properties?: Readonly<Record<string, unknown>>;
  /** The fields every answer has. */
  readonly required?: readonly string[];
  /** Whether an answer holds other fields, and of which schema. */
  readonly additionalProperties?: unknown;
  /** Any other keyword of JSON Schema 2020-12 the listing keeps. */
  readonly [keyword: string]: unknown;
}

const listings = new WeakMap<ZodObject, ToolOutputSchema>();

/**
 * Writes the JSON Schema 2020-12 of a tool's structured answer, the
 * `outputSchema` an MCP client lists and checks `structuredContent`
 * against. It describes the answer as the output parsed it, so a field with
 * a default is required. It is exact where JSON Schema can say what zod
 * checks (every union branch, bounds, enums of any type,
 * `additionalProperties: false` on every object whose other fields the
 * check leaves out, no `$ref`), and wider where it cannot or where a
 * validator reads it narrower than zod: a refinement; a format other than
 * `date`, `ipv4` and `uuid`, whose check in ajv-formats refuses some texts
 * zod takes (zod's own pattern stays); a least length, halved, since zod
 * counts UTF-16 code units and JSON Schema code points; a multiple of a
 * fraction. Every answer the check gives validates against it.
 *
 * The listing is computed once per schema and frozen.
 *
 * @param output The tool's output schema, a zod object, as `defineTool` takes it.
 * @returns The frozen listing.
 * @throws {Error} For an output `defineTool` refuses: no zod object, or a
 * field JSON cannot hold or a listing cannot show (a transform, a pipe, a
 * date, a bigint, recursion), named.
 *
 * @example The output of a note tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { toolOutputSchema } from "@adecore/agents/context";
 *
 * const output = z.object({
 *   id: z.int().positive(),
 *   text: z.string(),
 *   tags: z.array(z.string()).default([]),
 *   due: z.iso.date().optional(),
 * });
 * const listing = toolOutputSchema(output);
 * assert.deepEqual(listing.required, ["id", "text", "tags"]);
 * assert.deepEqual(listing.properties?.tags, { type: "array", default: [], items: { type: "string" } });
 * assert.equal((listing.properties?.due as { format?: string }).format, "date");
 * assert.equal(listing.additionalProperties, false);
 * ```
 */
export function toolOutputSchema(output: ZodObject): ToolOutputSchema {
  return memo(listings, output, (schema) => {
    answerCheckOf(schema);
    return freeze(outputJson(schema, mayBeAbsent)) as unknown as ToolOutputSchema;
  });
}
