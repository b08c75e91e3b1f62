/**
 * The Gemini listing: the `parameters` of a Gemini function declaration, in
 * the subset of OpenAPI 3.0's Schema that Gemini takes.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { byType, type Exact, exactOf, freeze, memo, withoutNull } from "../context/_shared.ts";

type Node = Record<string, unknown>;

/**
 * A type in a Gemini schema. Gemini's own enum is upper-case; its
 * documentation and SDKs write and take these lower-case names.
 *
 * @example The type of a field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type GeminiType, geminiParameters } from "@adecore/agents/listings";
 *
 * const type: GeminiType | undefined = geminiParameters(z.object({ n: z.int() }))?.properties.n?.type;
 * assert.equal(type, "integer");
 * ```
 */
export type GeminiType = "string" | "number" | "integer" | "boolean" | "object" | "array";

/**
 * One field of a Gemini `parameters` schema: only the keywords Gemini takes.
 *
 * @example A field with bounds
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type GeminiSchema, geminiParameters } from "@adecore/agents/listings";
 *
 * const count: GeminiSchema | undefined = geminiParameters(
 *   z.object({ count: z.int().min(1).max(10) }),
 * )?.properties.count;
 * assert.deepEqual(count, { type: "integer", minimum: 1, maximum: 10 });
 * ```
 */
export interface GeminiSchema {
  /** The field's one type; absent on a union, whose branches have theirs. */
  readonly type?: GeminiType;
  /** The field's description, with what no keyword can show. */
  readonly description?: string;
  /** From `.meta({ title })`. */
  readonly title?: string;
  /** `date-time`, the one text format Gemini names. */
  readonly format?: string;
  /** True when the field takes `null`, as an item of an array can. */
  readonly nullable?: boolean;
  /** The texts a field may take. */
  readonly enum?: readonly string[];
  /** What the check uses when the field is left out. */
  readonly default?: unknown;
  /** Shortest text, in characters. */
  readonly minLength?: number;
  /** Longest text, in characters. */
  readonly maxLength?: number;
  /** The smallest number taken. */
  readonly minimum?: number;
  /** The largest number taken. */
  readonly maximum?: number;
  /** Fewest items. */
  readonly minItems?: number;
  /** Most items. */
  readonly maxItems?: number;
  /** The schema of every item. */
  readonly items?: GeminiSchema;
  /** The fields of an object: never empty. */
  readonly properties?: Readonly<Record<string, GeminiSchema>>;
  /** The fields that must be sent. */
  readonly required?: readonly string[];
  /** The branches of a union. */
  readonly anyOf?: readonly GeminiSchema[];
}

/**
 * The `parameters` of a Gemini function declaration: an object of fields.
 *
 * @example The parameters of a tool with one field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type GeminiParameters, geminiParameters } from "@adecore/agents/listings";
 *
 * const parameters: GeminiParameters | null = geminiParameters(z.object({ q: z.string() }));
 * assert.deepEqual(parameters, { type: "object", properties: { q: { type: "string" } }, required: ["q"] });
 * ```
 */
export interface GeminiParameters extends GeminiSchema {
  /** A tool input is always an object. */
  readonly type: "object";
  /** The tool's fields, in schema order. */
  readonly properties: Readonly<Record<string, GeminiSchema>>;
}

/** The keywords Gemini takes as they are. */
const KEPT = [
  "title",
  "default",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
] as const;

const listings = new WeakMap<ZodObject, GeminiParameters | null>();

/**
 * Writes the `parameters` of a Gemini function declaration: only the
 * keywords of OpenAPI 3.0's Schema that Gemini takes, one `type` a field,
 * `nullable` for a field that takes `null`, and `anyOf` for every branch of
 * a union. Whatever no keyword can show goes into the field's description,
 * so that a call made from the listing passes the check: the choices of a
 * number or boolean enum (Gemini's `enum` holds only strings), formats other
 * than `date-time`, patterns, exclusive bounds and multiples, and other
 * fields a loose object takes.
 *
 * It is `null` for an input with an object of no fields anywhere (a record,
 * `z.object({})`), which Gemini refuses, the input included: declare such a
 * tool with `parametersJsonSchema: exactInputSchema(input)` instead.
 *
 * The listing is computed once per schema and frozen.
 *
 * @param input The tool's input schema, a zod object, as `defineTool` takes it.
 * @returns The frozen listing, or `null` when `parameters` cannot express it.
 * @throws {Error} For an input `defineTool` refuses (see `toolInputSchema`).
 *
 * @example Choices, a pattern and a record
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { geminiParameters } from "@adecore/agents/listings";
 *
 * const input = z.object({
 *   size: z.literal([1, 2]).describe("Font size"),
 *   tone: z.enum(["plain", "warm"]).optional(),
 *   code: z.string().regex(/^[A-Z]{3}$/),
 * });
 * assert.deepEqual(geminiParameters(input), {
 *   type: "object",
 *   properties: {
 *     size: { type: "integer", description: "Font size. One of 1, 2." },
 *     tone: { type: "string", enum: ["plain", "warm"] },
 *     code: { type: "string", description: "Matches the pattern ^[A-Z]{3}$." },
 *   },
 *   required: ["size", "code"],
 * });
 * assert.equal(geminiParameters(z.object({ labels: z.record(z.string(), z.string()) })), null);
 * ```
 */
export function geminiParameters(input: ZodObject): GeminiParameters | null {
  return memo(listings, input, (input) => {
    // Written from the exact listing, which has made sure the input is one defineTool takes.
    const exact = exactOf(input);
    const node = geminiNode(exact.node, exact.nullsOf);
    return node === null ? null : freeze(node) as unknown as GeminiParameters;
  });
}

/** One node of the Gemini listing, or null when Gemini cannot take it. */
function geminiNode(node: Node, nullsOf: Exact["nullsOf"]): Node | null {
  const { types, choices, nullable } = typesOf(node);
  if (types.length > 1) {
    return geminiNode({ ...byType(node, types, choices), nullable }, nullsOf);
  }
  // What Gemini has no schema for: a node of no type (a schema of anything,
  // or of nothing), a tuple, an intersection zod could not merge.
  if (types.length === 0 && node.anyOf === undefined && node.oneOf === undefined) return null;
  if (node.prefixItems !== undefined || node.items === false) return null;
  const notes: string[] = [];
  const listed: Node = {};
  let type = types[0];
  if (choices !== undefined && type !== "string") {
    // Choices of another type are no integers.
    if (choices.every(Number.isInteger)) type = "integer";
    notes.push(choices.length === 1 ? `Only ${choices[0]}.` : `One of ${choices.join(", ")}.`);
  }
  if (type !== undefined) listed.type = type;
  if (choices !== undefined && type === "string") listed.enum = choices;
  for (const key of KEPT) if (key in node) listed[key] = node[key];
  if (node.format === "date-time") listed.format = node.format;
  notes.push(...notesOf(node));
  const union = unionOf(node, nullsOf);
  if (union === null) return null;
  // One branch besides null is the field itself, with the union's own words.
  if (union?.branches.length === 1) Object.assign(listed, union.branches[0], { ...listed });
  else if (union !== undefined) listed.anyOf = union.branches;
  if (node.items !== undefined) {
    const items = geminiNode(node.items as Node, nullsOf);
    if (items === null) return null;
    listed.items = items;
  }
  if (type === "object" && !geminiObject(node, listed, notes, nullsOf)) return null;
  if (nullable || union?.nullable || node.nullable === true) listed.nullable = true;
  return described(listed, node.description, notes);
}

/** A node's types and choices without null, and whether it takes null. */
function typesOf(
  node: Node,
): { types: string[]; choices: unknown[] | undefined; nullable: boolean } {
  const types = [node.type ?? []].flat() as string[];
  const choices = ("const" in node ? [node.const] : node.enum) as unknown[] | undefined;
  const nullable = types.includes("null") || choices?.includes(null) === true;
  // A type of null kept would split off as a branch of null, which reads as nullable too.
  const typed = types.filter((type) => type !== "null");
  const values = choices?.filter((value) => value !== null);
  // zod and the exact listing type choices by their typeof.
  if (typed.length === 0 && values !== undefined) {
    return { types: [...new Set(values.map((value) => typeof value))], choices: values, nullable };
  }
  return { types: typed, choices: values, nullable };
}

/** What no keyword Gemini takes can show, in words: formats, patterns, exclusive bounds, multiples. */
function notesOf(node: Node): string[] {
  const notes: string[] = [];
  const parts = [node, ...(node.allOf ?? []) as Node[]];
  // A text of a format is not told its pattern; date-time is listed as its format.
  if (typeof node.format !== "string") {
    for (const part of parts) {
      if (typeof part.pattern === "string") notes.push(`Matches the pattern ${part.pattern}.`);
    }
  } else if (node.format !== "date-time") notes.push(`Format: ${node.format}.`);
  if (typeof node.exclusiveMinimum === "number") {
    notes.push(`Greater than ${node.exclusiveMinimum}.`);
  }
  if (typeof node.exclusiveMaximum === "number") notes.push(`Less than ${node.exclusiveMaximum}.`);
  for (const part of parts) {
    if (typeof part.multipleOf === "number") notes.push(`A multiple of ${part.multipleOf}.`);
  }
  return notes;
}

/**
 * A union's branches but null, each listed, and whether one was null; null
 * where Gemini cannot take one, undefined for a node of no union.
 */
function unionOf(
  node: Node,
  nullsOf: Exact["nullsOf"],
): { branches: Node[]; nullable: boolean } | null | undefined {
  const union = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  if (union === undefined) return undefined;
  const branches: Node[] = [];
  let nullable = false;
  for (const branch of union) {
    if (branch.type === "null") {
      nullable = true;
      continue;
    }
    const gemini = geminiNode(branch, nullsOf);
    if (gemini === null) return null;
    branches.push(gemini);
  }
  return { branches, nullable };
}

/** An object's fields, and a note of the others it takes; false for one Gemini refuses. */
function geminiObject(
  node: Node,
  listed: Node,
  notes: string[],
  nullsOf: Exact["nullsOf"],
): boolean {
  const fields = Object.entries((node.properties ?? {}) as Record<string, Node>);
  // Gemini refuses an object without fields; a record has none it can name.
  if (fields.length === 0) return false;
  const properties: [string, Node][] = [];
  const nulls = nullsOf(node.properties);
  for (const [key, field] of fields) {
    // A field that may be left out need not say it takes null too, unless
    // its schema gives null a meaning.
    const gemini = geminiNode(nulls.has(key) ? field : withoutNull(field), nullsOf);
    if (gemini === null) return false;
    properties.push([key, gemini]);
  }
  // fromEntries keeps a field named __proto__ a field.
  listed.properties = Object.fromEntries(properties);
  if (Array.isArray(node.required)) listed.required = node.required;
  // The exact listing closes an object or gives what its other fields take.
  const other = node.additionalProperties as Node | false;
  if (other !== false) {
    // A catchall of one plain type says which; the exact listing lets it take null.
    const type = [other.type ?? []].flat().filter((name) => name !== "null");
    const plain = type.length === 1 && Object.keys(other).length === 1;
    notes.push(
      plain ? `Takes other fields too, each of type ${type[0]}.` : "Takes other fields too.",
    );
  }
  return true;
}

/** The listed node with its own description and the notes after it, as one description. */
function described(listed: Node, description: unknown, notes: readonly string[]): Node {
  const own = typeof description === "string" ? description : "";
  const said = notes.join(" ");
  const text = own === "" || said === ""
    ? own + said
    : `${/[.!?]$/.test(own) ? own : `${own}.`} ${said}`;
  return text === "" ? listed : { ...listed, description: text };
}
