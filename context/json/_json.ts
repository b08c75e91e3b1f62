// A private helper: the exact listing of a tool's input or output, written
// from the tree of a z.toJSONSchema pass of its own (_tree.ts): JSON
// Schema of exactly what the check takes (or, for an output, never less than
// what the check gives). The strict and Gemini listings are written from it.

import type { z } from "zod";
import type { ZodObject } from "zod";
import { inputJson, type Mark, markOf, zodJson } from "./_tree.ts";
import { memo } from "../util/_memo.ts";
import { toolInputSchema } from "../listing.ts";
import {
  freeze,
  isNode,
  isNothing,
  type Node,
  NOTHING,
  refName,
  withNull,
  withoutNull,
} from "./_nodes.ts";

type Schema = z.core.$ZodType;

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

/** The formats of JSON Schema 2020-12 that zod writes. */
export const WRITTEN_FORMATS: readonly string[] = Object.freeze([
  "date-time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uri",
  "uuid",
]);

/** The formats JSON Schema 2020-12 names; zod's own (`cuid`, `ends_with`, ...) stay with their pattern. */
const FORMATS: ReadonlySet<string> = new Set([
  ...WRITTEN_FORMATS,
  // Those zod 4 writes for no schema, kept should it come to.
  // Stryker disable StringLiteral: no schema of zod's gives these
  "time",
  "idn-email",
  "idn-hostname",
  "uri-reference",
  "iri",
  "iri-reference",
  "uri-template",
  "json-pointer",
  "relative-json-pointer",
  "regex",
  // Stryker restore StringLiteral
]);

/**
 * What one listing's nodes are written with: zod's `$defs`, whether it lists
 * an answer, and the fields that take null of each object it wrote so far.
 */
interface Walk {
  readonly defs: Record<string, Node>;
  readonly output: boolean;
  readonly nulls: Map<object, ReadonlyMap<string, boolean>>;
}

/**
 * A tool input's exact listing, frozen, and what the listings written from
 * it read beside it: the fields of each of its objects that take null as a
 * value (by the object's `properties`), each with whether leaving it out
 * gives something else than null, so that a model cannot skip it by sending
 * null.
 */
export interface Exact {
  readonly node: Node;
  readonly nullsOf: (properties: unknown) => ReadonlyMap<string, boolean>;
}

const exacts = /* @__PURE__ */ new WeakMap<ZodObject, Exact>();

/**
 * The exact listing of a tool's input: zod's JSON Schema of what the check
 * takes, made once per input. It refuses what defineTool refuses.
 */
export function exactOf(input: ZodObject): Exact {
  return memo(exacts, input, (input) => {
    toolInputSchema(input);
    const { node, nulls } = exactTree(JSON.stringify(inputJson(input)), false);
    return {
      node: freeze(node),
      nullsOf: (properties) => (isNode(properties) && nulls.get(properties)) || NO_NULLS,
    };
  });
}

/**
 * zod's JSON Schema of what an output check gives, as a new unfrozen tree:
 * never narrower than the check, since a client validates every answer
 * against it. The output is one `defineTool` took; `absent` tells a field
 * an answer may leave out, as the output check reads it.
 */
export function outputJson(output: ZodObject, absent: (field: Schema) => boolean): Node {
  return exactTree(JSON.stringify(zodJson(output, absent)), true).node;
}

/** The exact tree of a tree's text: parsed anew, no node is shared, and no default is the host's own object. */
function exactTree(text: string, output: boolean): Walk & { readonly node: Node } {
  const copy = JSON.parse(text) as Node;
  const at: Walk = { defs: (copy.$defs ?? {}) as Record<string, Node>, output, nulls: new Map() };
  return { ...at, node: exactNode(copy, at) };
}

const NO_NULLS: ReadonlyMap<string, boolean> = new Map();

/** What the tree noted of a field, with the notes of the node its `$ref` leads to, where it has one. */
function markedOf(field: Node, at: Walk): Mark {
  return typeof field.$ref === "string"
    ? { ...markOf(resolved(field, at)), ...markOf(field) }
    : markOf(field);
}

/** The node a `$ref` leads to. */
function resolved(node: Node, at: Walk): Node {
  return at.defs[refName(node.$ref as string)] ?? {};
}

/** One node of the exact listing, with the nodes below it. */
function exactNode(node: Node, at: Walk): Node {
  if (typeof node.$ref === "string") {
    // The listing has refused a $ref that leads nowhere; the node's own keys win.
    const { $ref, ...own } = node;
    return exactNode({ ...at.defs[refName($ref)], ...own }, at);
  }
  const listed = keywordsOf(node, at);
  // zod's `not` holds nothing to mend.
  for (const key of ["items", "not", "propertyNames"]) {
    if (isNode(listed[key])) listed[key] = exactNode(listed[key], at);
  }
  if (Array.isArray(listed.prefixItems)) {
    listed.prefixItems = (listed.prefixItems as Node[]).map((item) => exactNode(item, at));
    // JSON Schema has no empty prefixItems; an empty tuple is its bounds.
    if ((listed.prefixItems as Node[]).length === 0) delete listed.prefixItems;
  }
  // zod writes an allOf of patterns only, which keywordsOf has read.
  if (Array.isArray(listed.allOf)) {
    listed.allOf = (listed.allOf as Node[]).map((part) => exactNode(part, at));
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    if (!Array.isArray(listed[key])) continue;
    const instead = exactUnion(listed, key, at);
    if (instead !== undefined) return instead;
  }
  // zod writes an object's type with its keywords.
  const isObject = listed.type === "object" || isNode(listed.properties) ||
    isNode(listed.propertyNames) || isNode(listed.patternProperties);
  return isObject ? exactObject(listed, at) : listed;
}

/**
 * The keywords of a node the exact listing keeps, in the order of KEYWORDS
 * whatever order zod wrote (the type first), less what a validator would
 * read otherwise than the check.
 */
function keywordsOf(node: Node, at: Walk): Node {
  const listed: Node = {};
  for (const key of KEYWORDS) {
    if (key in node) listed[key] = node[key];
  }
  const formats = at.output ? ANSWER_FORMATS : FORMATS;
  if (!formats.has(listed.format as string)) delete listed.format;
  if (at.output) wider(listed);
  // A pattern a JSON Schema validator cannot compile (it reads patterns as
  // Unicode) would make the whole listing fail there; the check still holds it.
  if (!compiles(listed.pattern)) delete listed.pattern;
  if (Array.isArray(listed.allOf)) {
    listed.allOf = (listed.allOf as Node[]).filter((part) => compiles(part.pattern));
    if ((listed.allOf as Node[]).length === 0) delete listed.allOf;
  }
  // zod bounds every integer by the safe range; no model sends past it.
  if (listed.minimum === Number.MIN_SAFE_INTEGER) delete listed.minimum;
  if (listed.maximum === Number.MAX_SAFE_INTEGER) delete listed.maximum;
  return listed;
}

/**
 * A union's branches listed exactly, in place: what stands instead of the
 * node (nothing, where no branch takes a value; the one branch left, with
 * the union's own words), or undefined where the node stays.
 */
function exactUnion(listed: Node, key: "anyOf" | "oneOf", at: Walk): Node | undefined {
  // A union in a union (a nullable branch) is one union of all branches; a
  // branch no JSON value passes is none.
  const branches = (listed[key] as Node[]).flatMap((branch) => {
    const exact = exactNode(branch, at);
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
  // zod writes no type beside anyOf.
  if (key === "anyOf" && listed.type === undefined && branches.every(bare)) {
    const types = [...new Set(branches.map((branch) => branch.type))];
    delete listed.anyOf;
    listed.type = types.length === 1 ? types[0] : types;
  } else if (branches.length === 1) {
    // One branch left is the field, with the union's own words.
    const { [key]: _, ...rest } = listed;
    return { ...branches[0], ...rest };
  }
  return undefined;
}

/**
 * An object as the check takes it: closed unless a record or loose, every
 * field that may be left out also taking null, a required one only where its
 * schema takes null, and a record of an enum's keys written as the object of
 * fields it is.
 */
function exactObject(node: Node, at: Walk, partial = false): Node {
  const keys = node.propertyNames as Node | undefined;
  const values = node.additionalProperties;
  // zod writes a record of an enum's keys without properties.
  if (Array.isArray(keys?.enum) && isNode(values) && node.properties === undefined) {
    // zod requires every key of an exhaustive record and none of a partial one.
    const { propertyNames: _, additionalProperties: __, required, ...object } = node;
    // The value schema as zod wrote it: exactObject below lists each field once.
    const properties = Object.fromEntries(
      (keys.enum as unknown[]).map((key) => [String(key), values]),
    );
    const record = { ...object, properties, required, additionalProperties: false };
    return exactObject(record, at, true);
  }
  const fields = (isNode(node.properties) ? node.properties : {}) as Record<string, Node>;
  // A record's values are no fields: zod requires every key of an exhaustive one.
  const kept = ((node.required ?? []) as string[]).filter((key) =>
    // zod requires only fields it lists: the second test is a guard.
    partial || fields[key] === undefined || markedOf(fields[key], at).skipped !== true
  );
  node.required = kept;
  const required = new Set(kept);
  if (isNode(node.properties)) {
    const nulls = new Map<string, boolean>();
    node.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, Node>).map(([key, field]) => {
        const mark = markedOf(field, at).nulls;
        const listed = exactNode(field, at);
        // An answer holds what its output gives: a field left out is not there.
        if (at.output) return [key, listed];
        // A key a partial record may leave out is skipped apart from null too.
        if (typeof mark === "boolean") nulls.set(key, mark || (partial && !required.has(key)));
        return [key, nulls.has(key) || !required.has(key) ? withNull(listed) : withoutNull(listed)];
      }),
    );
    if (nulls.size > 0) at.nulls.set(node.properties as Node, nulls);
  }
  // A loose record checks the keys its pattern takes and passes the others.
  if (isNode(node.patternProperties)) {
    node.patternProperties = Object.fromEntries(
      Object.entries(node.patternProperties as Record<string, Node>).map((
        [pattern, value],
      ) => [pattern, orNull(exactNode(value, at), at)]),
    );
    node.additionalProperties ??= {};
  } else if (values === undefined) node.additionalProperties = false;
  // A record's values and a catchall's take null too: it counts as left out
  // (a schema of anything takes it already). A boolean is no node.
  else if (isNode(values)) node.additionalProperties = orNull(exactNode(values, at), at);
  if (required.size === 0) delete node.required;
  return node;
}

/** A record's value or a catchall in the exact listing: null counts as left out there too. */
function orNull(node: Node, at: Walk): Node {
  return at.output ? node : withNull(node);
}

/**
 * The formats whose check in ajv-formats (what MCP clients validate answers
 * with) takes every text zod's takes; other formats are left out of an
 * output listing, and zod's own pattern for them stays.
 */
const ANSWER_FORMATS: ReadonlySet<string> = new Set(["date", "ipv4", "uuid"]);

/**
 * What in a pattern means otherwise when a validator reads it as Unicode, as
 * JSON Schema's do, than in zod's check: a dot, a negated class and `\S`,
 * `\W`, `\D` take a character outside the Basic Multilingual Plane as one
 * there and as two halves in zod; such a character in the pattern, or an
 * escape of half of one, is one unit there and two here; and `\u{...}` and
 * `\p{...}` are escapes there and letters here.
 */
const UNICODE_SENSITIVE =
  /(?<!\\)(?:\\\\)*(?:\.|\[\^|\\[SWDB]|\\u[dD][89a-fA-F]|\\u\{|\\[pP]\{)|[\ud800-\udfff]/;

/**
 * Widens what JSON Schema would read narrower than zod checks it, in an
 * output listing: a length counts code points there and UTF-16 code units
 * in zod, so a text zod takes may have half as many; a multiple is checked
 * by a float division, and zod's own check takes some numbers past 1e21
 * that it refuses; a pattern may read otherwise (see `UNICODE_SENSITIVE`);
 * and `oneOf` refuses a value two branches take, which defaults can make.
 */
function wider(listed: Node): void {
  if (typeof listed.minLength === "number") listed.minLength = Math.ceil(listed.minLength / 2);
  delete listed.multipleOf;
  // No pattern reads as "undefined", which holds nothing the test looks for.
  if (typeof listed.pattern === "string" && UNICODE_SENSITIVE.test(listed.pattern)) {
    delete listed.pattern;
  }
  if (Array.isArray(listed.oneOf)) {
    listed.anyOf = listed.oneOf;
    delete listed.oneOf;
  }
}

/** Tells a pattern a JSON Schema validator can compile (none, undefined, compiles as empty). */
function compiles(pattern: unknown): boolean {
  try {
    new RegExp(pattern as string, "u");
  } catch {
    return false;
  }
  return true;
}
