/**
 * The strict listing: what OpenAI's strict function calling takes, and
 * Anthropic's strict tool use where its rules agree.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { byType, type Exact, exactOf, freeze, memo, WRITTEN_FORMATS } from "../context/_shared.ts";
import type { JsonInputSchema } from "./json_schema.ts";

type Node = Record<string, unknown>;

/**
 * OpenAI's documented limits for one strict schema
 * (https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas).
 */
const LIMITS = {
  /** Object properties in all. */
  properties: 5000,
  /** Levels of nesting, counted here as every object and array, the input included. */
  depth: 10,
  /** Enum values in all. */
  choices: 1000,
  /** Characters of every property name, enum value and constant together. */
  text: 120_000,
  /** An enum of strings longer than this... */
  longEnum: 250,
  /** ...has at most this many characters in its values together. */
  longEnumText: 15_000,
} as const;

/**
 * The formats both OpenAI and Anthropic take: those zod writes but `uri`,
 * and `time`, for which zod writes none (`z.iso.time()`), kept should it
 * come to.
 */
const FORMATS: ReadonlySet<string> = new Set([
  ...WRITTEN_FORMATS.filter((format) => format !== "uri"),
  "time",
]);

/** What the listing has used of the limits so far. */
interface Tally {
  properties: number;
  choices: number;
  text: number;
  /** The fields of each object of the exact listing that take null as a value (see `Exact`). */
  readonly nullsOf: Exact["nullsOf"];
}

const listings = new WeakMap<ZodObject, JsonInputSchema | null>();

/**
 * Writes the listing for OpenAI's strict function calling (Chat Completions
 * with `strict: true`, and the Responses API), which also fits Anthropic's
 * strict tool use. Every object takes no other fields and lists every field
 * in `required`; a field the check does not require takes `null` too, so
 * the model sends `null` for a field it skips and the check leaves it out
 * (its default applies). Unions are an `anyOf` of every branch. Only
 * keywords both providers take are kept: `type`, `description`, `enum`,
 * `properties`, `required`, `additionalProperties`, `items`, `anyOf` and the
 * formats both name. Bounds, patterns and defaults are left out; the check
 * still holds them, and a refusal tells the model.
 *
 * It is `null` for an input strict mode cannot express: one with a record,
 * a loose object or a catchall anywhere; one with a field whose schema takes
 * null but that may be left out with another result (`.nullish()`, a
 * preprocess of null over an optional field), since a strict model would
 * skip it by sending the null its author gave a meaning; or past OpenAI's
 * documented limits (5,000 properties, 10 levels of objects and arrays,
 * 1,000 enum values, 120,000 characters of names and values). List such a
 * tool with `strict: false` and `exactInputSchema` or `toolInputSchema`.
 * A field that must be sent and takes null (`.nullable()`) is listed.
 *
 * The listing is computed once per schema and frozen.
 *
 * @param input The tool's input schema, a zod object, as `defineTool` takes it.
 * @returns The frozen listing, or `null` when strict mode cannot express it.
 * @throws {Error} For an input `defineTool` refuses (see `toolInputSchema`).
 *
 * @example A note tool in strict mode
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { strictInputSchema } from "@adecore/agents/listings";
 *
 * const input = z.object({
 *   text: z.string().min(1).describe("The note text"),
 *   revision: z.int().optional(),
 * });
 * assert.deepEqual(strictInputSchema(input), {
 *   type: "object",
 *   properties: {
 *     text: { type: "string", description: "The note text" },
 *     revision: { type: ["integer", "null"] },
 *   },
 *   required: ["text", "revision"],
 *   additionalProperties: false,
 * });
 * assert.equal(strictInputSchema(z.object({ labels: z.record(z.string(), z.string()) })), null);
 * assert.equal(strictInputSchema(z.object({ due: z.string().nullish() })), null);
 * ```
 */
export function strictInputSchema(input: ZodObject): JsonInputSchema | null {
  return memo(listings, input, (input) => {
    // Written from the exact listing, which has made sure the input is one defineTool takes.
    const exact = exactOf(input);
    const tally: Tally = { properties: 0, choices: 0, text: 0, nullsOf: exact.nullsOf };
    const node = strictNode(exact.node, 1, tally);
    const fits = node !== null && tally.properties <= LIMITS.properties &&
      tally.choices <= LIMITS.choices && tally.text <= LIMITS.text;
    return fits ? freeze(node) as unknown as JsonInputSchema : null;
  });
}

/** One node of the strict listing, or null when strict mode cannot express it. */
function strictNode(node: Node, depth: number, tally: Tally): Node | null {
  const branches = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  const choices = "const" in node ? [node.const] : node.enum as unknown[] | undefined;
  const type = typeOf(node, choices);
  if (Array.isArray(type) && type.filter((name) => name !== "null").length > 1) {
    return strictNode(byType(node, type, choices), depth, tally);
  }
  // What strict mode has no words for: a node of no type (a schema of
  // anything, or of nothing), a tuple, an intersection zod could not merge.
  if (type === undefined && branches === undefined) return null;
  // defineTool refuses a tuple in an input, which no listing then shows.
  if (node.prefixItems !== undefined || node.items === false) return null;
  const listed: Node = {};
  if (type !== undefined) listed.type = type;
  if (typeof node.description === "string") listed.description = node.description;
  if (choices !== undefined && !counted(choices, tally)) return null;
  if (choices !== undefined) listed.enum = choices;
  if (FORMATS.has(node.format as string)) listed.format = node.format;
  if (branches !== undefined) {
    const strict = branches.map((branch) => strictNode(branch, depth, tally));
    if (strict.includes(null)) return null;
    listed.anyOf = strict;
  }
  const types = [type].flat();
  if ((types.includes("array") || types.includes("object")) && depth > LIMITS.depth) return null;
  if (node.items !== undefined) {
    const items = strictNode(node.items as Node, depth + 1, tally);
    if (items === null) return null;
    listed.items = items;
  }
  // zod and the exact listing type "object" every node with properties.
  return types.includes("object") ? strictObject(node, listed, depth, tally) : listed;
}

/** A node's type, or for choices without one, the types of their values in their order. */
function typeOf(node: Node, choices: unknown[] | undefined): string | string[] | undefined {
  const type = node.type as string | string[] | undefined;
  // zod and the exact listing type choices by their typeof, in their order.
  if (type !== undefined || choices === undefined) return type;
  const types = [...new Set(choices.map((value) => value === null ? "null" : typeof value))];
  return types.length === 1 ? types[0] : types;
}

/** Counts choices against the limits: false for a long enum of too much text. */
function counted(choices: unknown[], tally: Tally): boolean {
  tally.choices += choices.length;
  const text = choices.reduce<number>(
    (sum, value) => sum + (typeof value === "string" ? value.length : 0),
    0,
  );
  tally.text += text;
  return choices.length <= LIMITS.longEnum || text <= LIMITS.longEnumText;
}

/** An object's fields, every one required and none other taken, or null. */
function strictObject(node: Node, listed: Node, depth: number, tally: Tally): Node | null {
  // Records, loose objects and catchalls take fields of any name.
  if (node.additionalProperties !== false) return null;
  // A model skips a field by sending null, which such a field reads as a value.
  if ([...tally.nullsOf(node.properties).values()].includes(true)) return null;
  const properties: [string, Node][] = [];
  for (const [key, field] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
    const strict = strictNode(field, depth + 1, tally);
    if (strict === null) return null;
    properties.push([key, strict]);
    tally.properties += 1;
    tally.text += key.length;
  }
  // fromEntries keeps a field named __proto__ a field.
  listed.properties = Object.fromEntries(properties);
  if (properties.length > 0) listed.required = properties.map(([key]) => key);
  listed.additionalProperties = false;
  return listed;
}
