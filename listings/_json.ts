// A private helper: zod's JSON Schema of a tool input, mended to say
// exactly what the check takes. The exact listing is this, frozen; the strict
// and Gemini listings are written from it.

import { z } from "zod";
import type { ZodObject } from "zod";
import { listChoices } from "../context/_choices.ts";
import { skipsApartFromNull, takesNull as fieldTakesNull } from "../context/_nulls.ts";
import { toolInputSchema } from "../context/listing.ts";

type Schema = z.core.$ZodType;

/** A node of zod's JSON Schema, copied so that it can be changed. */
type Node = Record<string, unknown>;

/** The keywords the exact listing keeps: JSON Schema 2020-12's, never a $ref or $defs. */
const KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "description",
  "title",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "enum",
  "const",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "contentEncoding",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "items",
  "prefixItems",
  "properties",
  "required",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
]);

/** The formats JSON Schema 2020-12 names; zod's own (`cuid`, `ends_with`, ...) stay with their pattern. */
const FORMATS: ReadonlySet<string> = new Set([
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "idn-email",
  "hostname",
  "idn-hostname",
  "ipv4",
  "ipv6",
  "uri",
  "uri-reference",
  "iri",
  "iri-reference",
  "uuid",
  "uri-template",
  "json-pointer",
  "relative-json-pointer",
  "regex",
]);

/**
 * zod's JSON Schema of what the check takes, as a new unfrozen tree.
 * Throws what defineTool throws for the input (recursion, no one JSON type).
 */
export function exactJson(input: ZodObject): Node {
  toolInputSchema(input);
  const json = z.toJSONSchema(input, {
    target: "draft-2020-12",
    io: "input",
    reused: "inline",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => mend(zodSchema, jsonSchema as Node),
  }) as Node;
  // A copy through JSON: no node is shared, and no default is the host's own object.
  const copy = JSON.parse(JSON.stringify(json)) as Node;
  return exactNode(copy, (copy.$defs ?? {}) as Record<string, Node>);
}

/**
 * Schemas no JSON value passes, though defineTool takes them in a union's
 * later branches (the portable listing shows only the first); zod writes
 * most as a schema of anything, or as a type the check then refuses.
 */
const NO_JSON: ReadonlySet<string> = new Set([
  "date",
  "bigint",
  "map",
  "set",
  "undefined",
  "void",
  "nan",
  "symbol",
  "function",
  "file",
  "success",
]);

/** A schema no value passes. */
const NOTHING = { not: {} } as const;

/** Tells a schema no value passes. */
function isNothing(node: Node): boolean {
  return isNode(node.not) && Object.keys(node.not).length === 0 && Object.keys(node).length === 1;
}

/**
 * The key under which `mend` notes, on an object's node, the fields whose
 * schema takes null, each with whether leaving it out gives something else.
 */
const NULLS = "~nulls";

/** The fields of a listed object that take null, by their `properties`. */
const nullFields = new WeakMap<object, ReadonlyMap<string, boolean>>();

/**
 * The fields of an exact listing's object that take null as a value (its
 * `properties` tell the object), each with whether leaving it out gives
 * something else than null: then a model cannot skip it by sending null.
 */
export function nullsOf(properties: unknown): ReadonlyMap<string, boolean> {
  return (isNode(properties) && nullFields.get(properties)) || NO_NULLS;
}

const NO_NULLS: ReadonlyMap<string, boolean> = new Map();

/** Mends what zod writes from the schema where it says more than the check takes. */
function mend(schema: Schema, node: Node): void {
  // A union of choices is one field of choices: one enum in every listing.
  if (listChoices(schema, node)) return;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === "object") {
    const shape = (def as unknown as z.core.$ZodObjectDef).shape;
    const nulls = Object.keys(shape).filter((key) => fieldTakesNull(shape[key]!));
    if (nulls.length > 0) {
      node[NULLS] = Object.fromEntries(nulls.map((key) => [key, skipsApartFromNull(shape[key]!)]));
    }
  }
  // A preprocess that gives null a meaning takes null wherever it stands.
  if (def.type === "pipe" && fieldTakesNull(schema) && !takesNull(node)) {
    const taking = withNull({ ...node });
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, taking);
  }
  if (def.type === "record" && fieldTakesNull(def.valueType as Schema)) {
    // A record of an enum's keys is listed as the object of fields it is.
    const apart = skipsApartFromNull(def.valueType as Schema);
    const keys = [...(def.keyType as Schema)._zod.values ?? []];
    node[NULLS] = Object.fromEntries(keys.map((key) => [String(key), apart]));
  }
  const values = def.type === "literal" ? def.values as unknown[] : [];
  // A bigint literal is listed as a number, which the check refuses, and
  // an undefined one as anything.
  const json = (value: unknown) => typeof value !== "bigint" && value !== undefined;
  if (NO_JSON.has(def.type) || !values.every(json)) {
    const kept = values.filter(json);
    for (const key of Object.keys(node)) delete node[key];
    if (kept.length === 0) Object.assign(node, structuredClone(NOTHING));
    else node.enum = kept;
    return;
  }
  // A pattern with flags (/x/i) is checked with them, and JSON Schema has none.
  const checks: { _zod: { def: object } }[] = [schema, ...(def.checks ?? [])];
  for (const check of checks) {
    const pattern = (check._zod.def as { pattern?: unknown }).pattern;
    if (!(pattern instanceof RegExp) || pattern.flags === "" || pattern.flags === "u") continue;
    if (node.pattern === pattern.source) delete node.pattern;
    if (Array.isArray(node.allOf)) {
      node.allOf = (node.allOf as Node[]).filter((part) => part.pattern !== pattern.source);
      if ((node.allOf as Node[]).length === 0) delete node.allOf;
    }
  }
  // A field with .catch() takes whatever is sent, and also nothing.
  if (def.type === "object" && Array.isArray(node.required)) {
    const shape = (def as unknown as z.core.$ZodObjectDef).shape;
    node.required = (node.required as string[]).filter((key) =>
      shape[key]?._zod.def.type !== "catch"
    );
  }
}

/** One node of the exact listing, with the nodes below it. */
function exactNode(node: Node, defs: Record<string, Node>): Node {
  if (typeof node.$ref === "string") {
    // The listing has refused a $ref that leads nowhere; the node's own keys win.
    const { $ref, ...own } = node;
    return exactNode({ ...defs[$ref.replace(/^#\/\$defs\//, "")], ...own }, defs);
  }
  // In the order of KEYWORDS, whatever order zod wrote: the type first.
  const listed: Node = {};
  for (const key of KEYWORDS) {
    if (key in node) listed[key] = node[key];
  }
  if (typeof listed.format === "string" && !FORMATS.has(listed.format)) delete listed.format;
  // A pattern a JSON Schema validator cannot compile (it reads patterns as
  // Unicode) would make the whole listing fail there; the check still holds it.
  if (typeof listed.pattern === "string" && !compiles(listed.pattern)) delete listed.pattern;
  if (Array.isArray(listed.allOf)) {
    listed.allOf = (listed.allOf as Node[]).filter((part) =>
      typeof part.pattern !== "string" || compiles(part.pattern)
    );
    if ((listed.allOf as Node[]).length === 0) delete listed.allOf;
  }
  // zod bounds every integer by the safe range; no model sends past it.
  if (listed.minimum === Number.MIN_SAFE_INTEGER) delete listed.minimum;
  if (listed.maximum === Number.MAX_SAFE_INTEGER) delete listed.maximum;
  for (const key of ["items", "not", "propertyNames"]) {
    if (isNode(listed[key])) listed[key] = exactNode(listed[key], defs);
  }
  if (Array.isArray(listed.prefixItems)) {
    listed.prefixItems = (listed.prefixItems as Node[]).map((item) => exactNode(item, defs));
    // JSON Schema has no empty prefixItems; an empty tuple is its bounds.
    if ((listed.prefixItems as Node[]).length === 0) delete listed.prefixItems;
  }
  if (Array.isArray(listed.allOf)) {
    listed.allOf = (listed.allOf as Node[]).map((part) => exactNode(part, defs));
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (!Array.isArray(listed[key])) continue;
    // A union in a union (a nullable branch) is one union of all branches; a
    // branch no JSON value passes is none.
    const branches = (listed[key] as Node[]).flatMap((branch) => {
      const exact = exactNode(branch, defs);
      if (isNothing(exact)) return [];
      return key === "anyOf" && Object.keys(exact).length === 1 && Array.isArray(exact.anyOf)
        ? exact.anyOf as Node[]
        : [exact];
    });
    if (branches.length === 0) return structuredClone(NOTHING);
    listed[key] = branches;
    // Bare types are one type array, as zod writes them (before the safe
    // integer bounds above went, or the branches that take nothing).
    const bare = (branch: Node) =>
      Object.keys(branch).length === 1 && typeof branch.type === "string";
    if (key === "anyOf" && listed.type === undefined && branches.every(bare)) {
      const types = [...new Set(branches.map((branch) => branch.type))];
      delete listed.anyOf;
      listed.type = types.length === 1 ? types[0] : types;
    } else if (branches.length === 1) {
      // One branch left is the field, with the union's own words.
      const { [key]: _, ...rest } = listed;
      return { ...branches[0], ...rest };
    }
  }
  const isObject = listed.type === "object" || isNode(listed.properties) ||
    isNode(listed.propertyNames) || isNode(listed.patternProperties);
  return isObject
    ? exactObject(listed, defs, (node[NULLS] ?? {}) as Record<string, boolean>)
    : listed;
}

/**
 * An object as the check takes it: closed unless a record or loose, every
 * field that may be left out also taking null, a required one only where its
 * schema takes null, and a record of an enum's keys written as the object of
 * fields it is.
 */
function exactObject(node: Node, defs: Record<string, Node>, nulls: Record<string, boolean>): Node {
  const keys = node.propertyNames as Node | undefined;
  const values = node.additionalProperties;
  if (Array.isArray(keys?.enum) && isNode(values) && node.properties === undefined) {
    // zod requires every key of an exhaustive record and none of a partial one.
    const { propertyNames: _, additionalProperties: __, required, ...object } = node;
    // The value schema as zod wrote it: exactObject below lists each field once.
    const properties = Object.fromEntries(
      (keys.enum as unknown[]).map((key) => [String(key), values]),
    );
    const record = { ...object, properties, required, additionalProperties: false };
    // A key a partial record may leave out is skipped apart from null.
    const keyed = new Set((required ?? []) as string[]);
    const apart = (key: string, value: boolean) => value || !keyed.has(key);
    const taken = Object.entries(nulls).map(([key, value]) => [key, apart(key, value)]);
    return exactObject(record, defs, Object.fromEntries(taken));
  }
  const required = new Set((node.required ?? []) as string[]);
  if (isNode(node.properties)) {
    node.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, Node>).map(([key, field]) => {
        const listed = exactNode(field, defs);
        const nulled = Object.hasOwn(nulls, key) || !required.has(key);
        return [key, nulled ? withNull(listed) : withoutNull(listed)];
      }),
    );
    const taken = Object.keys(nulls).filter((key) => Object.hasOwn(node.properties as Node, key));
    if (taken.length > 0) {
      nullFields.set(node.properties as Node, new Map(taken.map((key) => [key, nulls[key]!])));
    }
  }
  // A loose record checks the keys its pattern takes and passes the others.
  if (isNode(node.patternProperties)) {
    node.patternProperties = Object.fromEntries(
      Object.entries(node.patternProperties as Record<string, Node>).map((
        [pattern, value],
      ) => [pattern, withNull(exactNode(value, defs))]),
    );
    node.additionalProperties ??= {};
  } else if (values === undefined) node.additionalProperties = false;
  // A record's values and a catchall's take null too: it counts as left out.
  else if (isNode(values) && Object.keys(values).length > 0) {
    node.additionalProperties = withNull(exactNode(values, defs));
  }
  if (required.size === 0) delete node.required;
  return node;
}

/** Tells whether a node takes null. */
function takesNull(node: Node): boolean {
  if ("const" in node) return node.const === null;
  if (Array.isArray(node.enum)) return node.enum.includes(null);
  if (node.type !== undefined) return [node.type].flat().includes("null");
  const branches = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  if (branches !== undefined) return branches.some(takesNull);
  if (Array.isArray(node.allOf)) return (node.allOf as Node[]).every(takesNull);
  // A node of no type but a description takes anything; one with `not` is taken as taking nothing.
  return node.not === undefined;
}

/** The node, also taking null. */
function withNull(node: Node): Node {
  if (takesNull(node)) return node;
  if (isNothing(node)) return { type: "null" };
  if (node.type !== undefined) {
    const type = [node.type, "null"].flat();
    if ("const" in node) {
      const { const: value, ...rest } = node;
      return { ...rest, type, enum: [value, null] };
    }
    if (Array.isArray(node.enum)) return { ...node, type, enum: [...node.enum, null] };
    return { ...node, type };
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(node[key])) return { ...node, [key]: [...node[key], { type: "null" }] };
  }
  return { anyOf: [node, { type: "null" }] };
}

/** The node without null, which counts as leaving a required field out. */
export function withoutNull(node: Node): Node {
  if (!takesNull(node)) return node;
  // A field that only takes null takes nothing the check keeps.
  if (node.type === "null" || node.const === null) return structuredClone(NOTHING);
  const copy = { ...node };
  const typed = ["type", "enum", "const", "anyOf", "oneOf", "allOf"].some((key) => key in copy);
  // A schema of anything, in a union's later branch, takes anything but null.
  if (!typed) return { ...copy, not: { type: "null" } };
  if (Array.isArray(copy.type)) {
    const types = copy.type.filter((type) => type !== "null");
    copy.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(copy.enum)) {
    copy.enum = copy.enum.filter((value) => value !== null);
    if ((copy.enum as unknown[]).length === 0) return structuredClone(NOTHING);
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (!Array.isArray(copy[key])) continue;
    const branches = (copy[key] as Node[])
      .filter((branch) => branch.type !== "null")
      .map(withoutNull);
    if (branches.length === 1) {
      // One branch left: it is the field, with the union's own words.
      delete copy[key];
      return { ...branches[0], ...copy };
    }
    copy[key] = branches;
  }
  return copy;
}

/** The JSON type of a value, as a listing names it. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "number" && Number.isInteger(value) ? "integer" : typeof value;
}

/** The choices of a node that fit a type (integers fit "number" too). */
export function choicesOf(choices: readonly unknown[], type: string): unknown[] {
  return choices.filter((value) => {
    const of = jsonType(value);
    return of === type || (type === "number" && of === "integer");
  });
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/** Tells a schema node (a plain object) from a boolean, an array or nothing. */
export function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Freezes a listing at every depth. */
export function freeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) freeze(child);
    Object.freeze(value);
  }
  return value;
}
