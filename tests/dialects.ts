// Each client's documented rules for a tool's input schema, as checks every
// listing of ./listings in the tests goes through (tests/portable.ts holds the
// portable subset of ./context). Sources, as read in December 2026:
// - OpenAI strict: https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas
// - Anthropic strict: https://platform.claude.com/docs/en/build-with-claude/structured-outputs#json-schema-limitations
// - Gemini: https://ai.google.dev/api/caching#Schema and the Schema type of googleapis/js-genai
// - MCP 2026-07-28: https://modelcontextprotocol.io/specification/2026-07-28/basic#json-schema-usage
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";

type Node = Record<string, unknown>;

function nodeAt(value: unknown, path: string): Node {
  assert.ok(
    typeof value === "object" && value !== null && !Array.isArray(value),
    `${path} is no object`,
  );
  return value as Node;
}

function keywords(node: Node, allowed: ReadonlySet<string>, path: string, dialect: string): void {
  for (const key of Object.keys(node)) {
    assert.ok(allowed.has(key), `${path} holds "${key}", which ${dialect} does not take`);
  }
}

/** Every schema below a node, with its path. */
function children(node: Node, path: string): [unknown, string][] {
  const found: [unknown, string][] = [];
  for (const key of ["items", "additionalProperties", "propertyNames", "not"]) {
    if (typeof node[key] === "object") found.push([node[key], `${path}.${key}`]);
  }
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    if (Array.isArray(node[key])) {
      (node[key] as unknown[]).forEach((branch, i) => found.push([branch, `${path}.${key}[${i}]`]));
    }
  }
  if (typeof node.properties === "object" && node.properties !== null) {
    for (const [key, field] of Object.entries(node.properties)) {
      found.push([field, `${path}.${key}`]);
    }
  }
  return found;
}

/** The 2020-12 formats; ajv's strict mode refuses a format it does not know. */
const FORMATS_2020 = [
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
];

/**
 * A validator of JSON Schema 2020-12 in strict mode (no unknown keyword, no
 * unknown format), formats taken as named only: zod's patterns hold them.
 */
export function jsonSchemaValidator(): Ajv2020 {
  // strictTuples only asks a tuple to bound its length, which 2020-12 does not.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, strictTuples: false });
  for (const format of FORMATS_2020) ajv.addFormat(format, true);
  return ajv;
}

/**
 * Asserts what MCP 2026-07-28 and full JSON Schema clients take of the
 * exact listing: a 2020-12 schema strict ajv compiles, an object at the root,
 * no `$ref`, `$defs` or `$schema`, and every object saying what other fields
 * it takes.
 */
export function assertExact(listing: unknown, ajv: Ajv2020 = jsonSchemaValidator()): void {
  const root = nodeAt(listing, "$");
  assert.equal(root.type, "object", "$ is no object");
  ajv.compile(root);
  const visit = (value: unknown, path: string) => {
    const node = nodeAt(value, path);
    for (const key of ["$ref", "$defs", "$schema", "$id", "definitions"]) {
      assert.ok(!(key in node), `${path} holds ${key}`);
    }
    const types = [node.type ?? []].flat();
    if (types.includes("object") || "properties" in node) {
      assert.ok("additionalProperties" in node, `${path} does not say what other fields it takes`);
    }
    for (const [child, at] of children(node, path)) visit(child, at);
  };
  visit(root, "$");
}

const OPENAI_KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "description",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "$defs",
  "$ref",
]);
const OPENAI_FORMATS: ReadonlySet<string> = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);
/** Anthropic takes no numeric or length bounds, and minItems of 0 or 1 only. */
const ANTHROPIC_KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "description",
  "title",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "allOf",
  "format",
  "pattern",
  "default",
  "minItems",
  "$defs",
  "$ref",
]);
const ANTHROPIC_FORMATS: ReadonlySet<string> = new Set([...OPENAI_FORMATS, "uri"]);
const TYPES: ReadonlySet<unknown> = new Set([
  "string",
  "number",
  "integer",
  "boolean",
  "object",
  "array",
  "null",
]);

/** OpenAI's documented limits of one strict schema. */
export const OPENAI_LIMITS = { properties: 5000, depth: 10, choices: 1000, text: 120_000 };

/**
 * Asserts OpenAI's strict mode rules and Anthropic's strict tool use rules:
 * an object at the root (no anyOf there); every object closed with
 * `additionalProperties: false` and every property in `required`; only the
 * keywords and formats both take; enums of plain values; within OpenAI's
 * limits on properties, depth, enum values and text.
 */
export function assertStrict(listing: unknown): void {
  const root = nodeAt(listing, "$");
  assert.equal(root.type, "object", "$ is no object");
  assert.ok(!("anyOf" in root), "$ is an anyOf");
  const tally = { properties: 0, choices: 0, text: 0, depth: 0 };
  const visit = (value: unknown, path: string, depth: number) => {
    const node = nodeAt(value, path);
    keywords(node, OPENAI_KEYWORDS, path, "OpenAI's strict mode");
    keywords(node, ANTHROPIC_KEYWORDS, path, "Anthropic's strict tool use");
    const types = [node.type ?? []].flat();
    for (const type of types) assert.ok(TYPES.has(type), `${path} has type ${type}`);
    if (Array.isArray(node.type)) {
      assert.ok(node.type.length === 2 && node.type.includes("null"), `${path} has ${node.type}`);
    }
    assert.ok(types.length > 0 || "anyOf" in node, `${path} has neither a type nor an anyOf`);
    if (typeof node.format === "string") {
      assert.ok(OPENAI_FORMATS.has(node.format), `${path} has format ${node.format} (OpenAI)`);
      assert.ok(ANTHROPIC_FORMATS.has(node.format), `${path} has format ${node.format}`);
    }
    if ("minItems" in node) assert.ok([0, 1].includes(node.minItems as number), `${path}.minItems`);
    if (Array.isArray(node.enum)) {
      assert.ok(node.enum.length > 0, `${path}.enum is empty`);
      for (const choice of node.enum) {
        assert.ok(choice === null || typeof choice !== "object", `${path}.enum holds an object`);
        if (typeof choice === "string") tally.text += choice.length;
      }
      tally.choices += node.enum.length;
    }
    const nested = types.includes("object") || types.includes("array");
    if (nested) tally.depth = Math.max(tally.depth, depth);
    if (types.includes("object") || "properties" in node) {
      assert.equal(node.additionalProperties, false, `${path} is not closed`);
      const keys = Object.keys(nodeAt(node.properties, `${path}.properties`));
      assert.deepEqual(node.required ?? [], keys, `${path} does not require every field`);
      tally.properties += keys.length;
      tally.text += keys.join("").length;
    }
    if ("items" in node) assert.ok(types.includes("array"), `${path} has items but is no array`);
    for (const [child, at] of children(node, path)) {
      visit(child, at, at.endsWith("]") ? depth : depth + 1);
    }
  };
  visit(root, "$", 1);
  assert.ok(tally.properties <= OPENAI_LIMITS.properties, `${tally.properties} properties`);
  assert.ok(tally.depth <= OPENAI_LIMITS.depth, `${tally.depth} levels`);
  assert.ok(tally.choices <= OPENAI_LIMITS.choices, `${tally.choices} enum values`);
  assert.ok(tally.text <= OPENAI_LIMITS.text, `${tally.text} characters`);
}

const GEMINI_KEYWORDS: ReadonlySet<string> = new Set([
  "anyOf",
  "default",
  "description",
  "enum",
  "example",
  "format",
  "items",
  "maxItems",
  "maxLength",
  "maxProperties",
  "maximum",
  "minItems",
  "minLength",
  "minProperties",
  "minimum",
  "nullable",
  "pattern",
  "properties",
  "propertyOrdering",
  "required",
  "title",
  "type",
]);
const GEMINI_TYPES: ReadonlySet<unknown> = new Set([
  "string",
  "number",
  "integer",
  "boolean",
  "object",
  "array",
]);

/**
 * Asserts the rules of a Gemini function declaration's `parameters`: only
 * the Schema fields Gemini takes; one type a node, never an array; `enum`
 * only of strings on a string; no object without properties; `required`
 * naming listed properties; the root an object.
 */
export function assertGemini(listing: unknown): void {
  const root = nodeAt(listing, "$");
  assert.equal(root.type, "object", "$ is no object");
  const visit = (value: unknown, path: string) => {
    const node = nodeAt(value, path);
    keywords(node, GEMINI_KEYWORDS, path, "Gemini");
    if ("type" in node) assert.ok(GEMINI_TYPES.has(node.type), `${path} has type ${node.type}`);
    else assert.ok(Array.isArray(node.anyOf), `${path} has neither a type nor an anyOf`);
    if ("enum" in node) {
      assert.equal(node.type, "string", `${path} has an enum but is no string`);
      for (const choice of node.enum as unknown[]) {
        assert.equal(typeof choice, "string", `${path}.enum holds ${choice}`);
      }
    }
    if ("format" in node) assert.equal(node.format, "date-time", `${path}.format`);
    if (node.type === "object") {
      const keys = Object.keys(nodeAt(node.properties, `${path}.properties`));
      assert.ok(keys.length > 0, `${path} is an object without properties`);
      for (const key of (node.required ?? []) as string[]) {
        assert.ok(keys.includes(key), `${path} requires "${key}", which it does not list`);
      }
    } else {
      assert.ok(!("properties" in node) && !("required" in node), `${path} has fields`);
    }
    if ("items" in node) assert.equal(node.type, "array", `${path} has items but is no array`);
    for (const [child, at] of children(node, path)) visit(child, at);
  };
  visit(root, "$");
}

/** A Gemini schema read as JSON Schema: `nullable` as a null type or branch. */
export function geminiAsJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(geminiAsJsonSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const { nullable, ...node } = schema as Node;
  const read: Node = {};
  for (const [key, value] of Object.entries(node)) {
    read[key] = key === "properties"
      ? Object.fromEntries(
        Object.entries(value as Node).map(([k, v]) => [k, geminiAsJsonSchema(v)]),
      )
      : key === "default" || key === "enum"
      ? value
      : geminiAsJsonSchema(value);
  }
  if (nullable !== true) return read;
  if (typeof read.type === "string") {
    return {
      ...read,
      type: [read.type, "null"],
      ...(read.enum ? { enum: [...read.enum as unknown[], null] } : {}),
    };
  }
  return { anyOf: [read, { type: "null" }] };
}

/**
 * A value as a model in strict mode sends it: every field of every object
 * the strict listing names, `null` for those the value leaves out. Of a
 * union's branches, the first whose shape the value fits.
 */
export function strictShaped(listing: unknown, value: unknown, ajv: Ajv2020): unknown {
  const node = listing as Node;
  if (Array.isArray(node.anyOf)) {
    for (const branch of node.anyOf) {
      const shaped = strictShaped(branch, value, ajv);
      if (ajv.validate(branch as object, shaped)) return shaped;
    }
    return value;
  }
  if (Array.isArray(value)) {
    return node.items === undefined
      ? value
      : value.map((item) => strictShaped(node.items, item, ajv));
  }
  if (typeof value !== "object" || value === null || typeof node.properties !== "object") {
    return value;
  }
  const fields = value as Node;
  return Object.fromEntries(
    Object.entries(node.properties as Record<string, unknown>).map((
      [key, field],
    ) => [key, Object.hasOwn(fields, key) ? strictShaped(field, fields[key], ajv) : null]),
  );
}
