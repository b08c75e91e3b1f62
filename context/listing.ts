/**
 * The input schema an MCP client lists for a tool: JSON Schema cut down to
 * the keywords every strict client accepts.
 *
 * @module
 */

import type { z } from "zod";
import type { ZodObject } from "zod";
import { inputJson, markOf } from "./json/_tree.ts";
import { memo } from "./util/_memo.ts";
import { NO_JSON } from "./schema/_no_json.ts";
import { refName } from "./json/_nodes.ts";
import { table } from "./util/_table.ts";
import { a } from "./wording/_words.ts";
import { checkSchema, fault, FREE_FORM } from "./schema/_walk.ts";

type Schema = z.core.$ZodType;

/**
 * The JSON types a listed field can have: exactly one of these.
 *
 * @example The type of a listed field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type ListedType, toolInputSchema } from "@adecore/agents/context";
 *
 * const type: ListedType | undefined = toolInputSchema(z.object({ n: z.int() })).properties.n?.type;
 * assert.equal(type, "integer");
 * ```
 */
export type ListedType = "string" | "number" | "integer" | "boolean" | "object" | "array";

/**
 * A value a listed `enum` can hold.
 *
 * @example The choices of a literal
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type ListedValue, toolInputSchema } from "@adecore/agents/context";
 *
 * const listing = toolInputSchema(z.object({ size: z.literal([1, 2]) }));
 * const choices: readonly ListedValue[] | undefined = listing.properties.size?.enum;
 * assert.deepEqual(choices, [1, 2]);
 * ```
 */
export type ListedValue = string | number | boolean;

/**
 * One field in a listing: a single JSON type and at most a description, the
 * choices of an enum, the items of an array, or the properties of an object.
 *
 * @example A listed array field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type ListedField, toolInputSchema } from "@adecore/agents/context";
 *
 * const tags: ListedField | undefined = toolInputSchema(
 *   z.object({ tags: z.array(z.string()).describe("Labels") }),
 * ).properties.tags;
 * assert.deepEqual(tags, { type: "array", description: "Labels", items: { type: "string" } });
 * ```
 */
export interface ListedField {
  /** The field's one JSON type. */
  readonly type: ListedType;
  /** From `.describe()` or `.meta({ description })`. */
  readonly description?: string;
  /** The values the field may take, for enums and literals. */
  readonly enum?: readonly ListedValue[];
  /** The schema of each item, for arrays. */
  readonly items?: ListedField;
  /** The fields of an object; absent for a record, which takes any key. */
  readonly properties?: Readonly<Record<string, ListedField>>;
  /** The fields of an object that must be sent. */
  readonly required?: readonly string[];
}

/**
 * The listing of a whole tool input: always an object with its properties.
 *
 * @example The input schema of a tool without fields
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { type ToolInputSchema, toolInputSchema } from "@adecore/agents/context";
 *
 * const listing: ToolInputSchema = toolInputSchema(z.object({}));
 * assert.deepEqual(listing, { type: "object", properties: {} });
 * ```
 */
export interface ToolInputSchema extends ListedField {
  /** A tool input is always an object. */
  readonly type: "object";
  /** The tool's fields, in schema order. */
  readonly properties: Readonly<Record<string, ListedField>>;
}

/** A node of the JSON Schema zod writes, as far as the listing reads it. */
interface JsonNode {
  type?: string | string[];
  description?: unknown;
  enum?: unknown[];
  const?: unknown;
  items?: unknown;
  prefixItems?: unknown;
  properties?: Record<string, JsonNode>;
  required?: string[];
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  $ref?: string;
  $defs?: Record<string, JsonNode>;
}

const LISTED_TYPES: ReadonlySet<string> = new Set<ListedType>([
  "string",
  "number",
  "integer",
  "boolean",
  "object",
  "array",
]);
const listings = new WeakMap<ZodObject, ToolInputSchema>();

/**
 * Writes the input schema an MCP client lists for a tool. It keeps `type`,
 * `description`, `enum`, `required`, `items` and `properties` at every depth
 * and nothing else, so strict clients accept it: no `$ref`, no type arrays,
 * no `anyOf`, no bounds. A union lists its first branch, except one of
 * choices of one JSON type, which lists every choice as one `enum`, and one
 * of choices and that plain type, which lists the type; a nullable field
 * lists its other type; a record is an object without properties; an optional or
 * defaulted field is not required; a transform lists the type it starts from.
 * The input still holds every bound when it is checked, and a model learns
 * them from the refusal.
 *
 * The listing is computed once per schema, when the tool is defined, and
 * frozen.
 *
 * @param schema The tool's input schema, a zod object.
 * @returns The frozen listing.
 * @throws {Error} When a field has no one JSON type, such as `z.unknown()`,
 * `z.date()` or a literal of a string and a number, is what zod would list as
 * a type the check refuses (`z.file()`, `z.success()`), or is a tuple, an
 * intersection zod cannot merge, or recursive anywhere the check reaches.
 *
 * @example Listing a note tool's input
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { toolInputSchema } from "@adecore/agents/context";
 *
 * const input = z.object({
 *   text: z.string().min(1).describe("The note text"),
 *   tags: z.array(z.enum(["todo", "idea"])).max(5).optional(),
 *   revision: z.number().int().nullable().optional(),
 * });
 * assert.deepEqual(toolInputSchema(input), {
 *   type: "object",
 *   properties: {
 *     text: { type: "string", description: "The note text" },
 *     tags: { type: "array", items: { type: "string", enum: ["todo", "idea"] } },
 *     revision: { type: "integer" },
 *   },
 *   required: ["text"],
 * });
 * ```
 */
export function toolInputSchema(schema: ZodObject): ToolInputSchema {
  return memo(listings, schema, listInput);
}

function listInput(schema: ZodObject): ToolInputSchema {
  checkSchema(schema);
  const json = inputJson(schema) as JsonNode;
  const listing = listNode(json, [], json.$defs ?? {});
  // A listed node has properties only when it is an object.
  if (listing.type !== "object" || listing.properties === undefined) {
    throw new Error(`the input is ${construct(json)}, not an object of fields: use z.object()`);
  }
  return listing as ToolInputSchema;
}

/**
 * Lists one node. A `$ref` or a union stands for the node it leads to, and
 * its own description, when it has one, wins over that node's.
 */
function listNode(
  node: JsonNode,
  path: readonly string[],
  defs: Record<string, JsonNode>,
  description: unknown = node.description,
): ListedField {
  if (node.$ref !== undefined) {
    // checkSchema has made sure none leads back; one set by .meta() may lead nowhere.
    const target = defs[refName(node.$ref)];
    if (target === undefined) {
      throw fault(path, "has a $ref that leads nowhere; take it out of .meta()");
    }
    return listNode(target, path, defs, description);
  }
  // One of choices and texts takes any text, and is listed as a text.
  const one = markOf(node).one as ListedType | undefined;
  if (one !== undefined) {
    return Object.freeze(
      typeof description === "string" ? { type: one, description } : { type: one },
    );
  }
  const branches = node.anyOf ?? node.oneOf;
  if (branches !== undefined) {
    const first = branches.find((branch) => branch.type !== "null");
    if (first === undefined) throw fault(path, "only takes null; null counts as left out");
    return listNode(first, path, defs, description);
  }
  // A text with two patterns (startsWith and endsWith) has its type and an
  // allOf of the patterns: only an allOf without a type is an intersection.
  if (node.allOf !== undefined && node.type === undefined) {
    throw fault(path, "is an intersection zod cannot merge; write it as one z.object()");
  }
  if (node.prefixItems !== undefined) {
    throw fault(path, "is a z.tuple(), which a listing cannot show; use an object or z.array()");
  }
  return listedNode(node, path, defs, description);
}

/** A node of one type, with its choices, its items and its fields. */
function listedNode(
  node: JsonNode,
  path: readonly string[],
  defs: Record<string, JsonNode>,
  description: unknown,
): ListedField {
  const type = listedType(node, path);
  const listed: {
    type: ListedType;
    description?: string;
    enum?: readonly ListedValue[];
    items?: ListedField;
    properties?: Readonly<Record<string, ListedField>>;
    required?: readonly string[];
  } = { type };
  if (typeof description === "string") listed.description = description;
  const choices = node.enum ?? ("const" in node ? [node.const] : undefined);
  if (choices !== undefined) listed.enum = Object.freeze(choices.filter((v) => fits(v, type)));
  if (type === "array") {
    listed.items = listNode(node.items as JsonNode, [...path, "[]"], defs);
  }
  // Only an object has properties (and one of no fields may have none).
  if (type === "object" && node.properties !== undefined) {
    const properties: Record<string, ListedField> = {};
    // checkSchema has refused a field named __proto__, which this would make the prototype.
    for (const key in node.properties) {
      properties[key] = listNode(node.properties[key]!, [...path, key], defs);
    }
    listed.properties = Object.freeze(properties);
    if (node.required?.length) listed.required = Object.freeze(node.required);
  }
  return Object.freeze(listed);
}

/** The one JSON type of a node: null left out, a union's first type kept. */
function listedType(node: JsonNode, path: readonly string[]): ListedType {
  const typed = node.type !== undefined;
  const types: string[] = typed
    ? (Array.isArray(node.type) ? node.type : [node.type!]).filter((type) => type !== "null")
    : [...new Set(node.enum?.filter((v) => v !== null).map((v) => typeof v))];
  if (typed && types.length === 0) throw fault(path, "only takes null; null counts as left out");
  // zod merges a union of plain types into a type array: the first is the first branch's.
  const type = typed || types.length === 1 ? types[0]! : "";
  // zod writes a bigint literal as a number, which the check refuses.
  const { type: made, unlisted } = markOf(node);
  if (!LISTED_TYPES.has(type) || unlisted) {
    throw fault(
      path,
      `is ${construct(node)}, which has no one JSON type to list; ${
        (path.at(-1) === "[]" ? ITEM_ADVICE[made!] : undefined) ??
          ADVICE[made!] ?? NO_JSON[made!]?.take ??
          "give it one, such as z.string(), z.number() or z.enum()"
      }`,
    );
  }
  return type as ListedType;
}

/** What to write instead of a construct that has no one JSON type, where more can be said. */
const ADVICE: Readonly<Record<string, string | undefined>> = /* @__PURE__ */ table({
  any: `a record of z.any() values is listed, being an object whatever they hold; ${FREE_FORM}`,
  unknown:
    `a record of z.unknown() values is listed, being an object whatever they hold; ${FREE_FORM}`,
  "coerce.date":
    "take it as z.union([z.iso.date(), z.iso.datetime()]), which keeps the dates and " +
    "the dates with a time that a model sends there",
  "coerce.bigint": "take it as z.int()",
});

/** What to write instead, for the items of an array. */
const ITEM_ADVICE: Readonly<Record<string, string | undefined>> = /* @__PURE__ */ table({
  any: "give the array a typed item, such as z.array(z.string()), or take a z.string() of JSON",
  unknown: "give the array a typed item, such as z.array(z.string()), or take a z.string() of JSON",
});

function fits(value: unknown, type: ListedType): value is ListedValue {
  const javascript = typeof value;
  return type === "integer" ? Number.isInteger(value) : javascript === type;
}

function construct(node: JsonNode): string {
  const { type } = markOf(node);
  if (type === "literal" || type === "enum") {
    const kinds = new Set(node.enum?.map((value) => typeof value));
    // A bigint or undefined literal has no value JSON can hold, and no enum;
    // one of one JSON type is listed and never named here.
    return `a z.${type}() of ${kinds.size > 1 ? "more than one type" : "a value JSON cannot hold"}`;
  }
  if (type !== undefined) return `z.${type}()`;
  // Every node without a type has its name marked: one has a type here.
  return typeof node.type === "string" ? a(`${node.type} schema`) : "a schema";
}
