// The portable subset of JSON Schema that strict clients accept, as a check
// every listing in the tests goes through.
import assert from "node:assert/strict";

const KEYWORDS = new Set(["type", "description", "enum", "required", "items", "properties"]);
const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array"]);

/**
 * Asserts that a listing uses only `type` (one of six, never an array),
 * `description`, `enum` (of strings, numbers or booleans), `required`,
 * `items` and `properties`, at every depth: no `$ref`, `$defs`, `$schema`,
 * `anyOf`, `oneOf`, `additionalProperties`, bounds, `format` or `pattern`.
 */
export function assertPortable(listing: unknown, path = "$"): void {
  assert.ok(typeof listing === "object" && listing !== null, `${path} is no object`);
  const node = listing as Record<string, unknown>;
  for (const key of Object.keys(node)) {
    assert.ok(KEYWORDS.has(key), `${path} holds "${key}", outside the portable subset`);
  }
  assert.ok(
    typeof node.type === "string" && TYPES.has(node.type),
    `${path} has type ${String(node.type)}`,
  );
  if ("description" in node) assert.equal(typeof node.description, "string", `${path}.description`);
  if ("enum" in node) {
    assert.ok(Array.isArray(node.enum) && node.enum.length > 0, `${path}.enum is empty`);
    for (const value of node.enum) {
      assert.ok(
        ["string", "number", "boolean"].includes(typeof value),
        `${path}.enum holds ${value}`,
      );
    }
  }
  if ("items" in node) {
    assert.equal(node.type, "array", `${path} has items but is no array`);
    assertPortable(node.items, `${path}[]`);
  }
  if ("properties" in node) {
    assert.equal(node.type, "object", `${path} has properties but is no object`);
    const properties = node.properties as Record<string, unknown>;
    for (const [key, child] of Object.entries(properties)) assertPortable(child, `${path}.${key}`);
    for (const key of (node.required ?? []) as string[]) {
      assert.ok(
        Object.hasOwn(properties, key),
        `${path} requires "${key}", which it does not list`,
      );
    }
  } else {
    assert.ok(!("required" in node), `${path} has required but no properties`);
  }
}
