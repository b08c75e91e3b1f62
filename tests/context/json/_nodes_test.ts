// Nodes of a JSON Schema listing, and what they say of null.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  byType,
  freeze,
  isNode,
  isNothing,
  listsNull,
  NOTHING,
  refName,
  setField,
  withNull,
  withoutNull,
} from "../../../context/json/_nodes.ts";

describe("listsNull", () => {
  it("tells a node that takes null, by its const, enum, type, branches or nothing said", () => {
    const takes = [
      { const: null },
      { enum: ["a", null] },
      { type: ["string", "null"] },
      { anyOf: [{ type: "string" }, { type: "null" }] },
      { allOf: [{ type: "null" }, {}] },
      {},
    ];
    for (const node of takes) assert.equal(listsNull(node), true, JSON.stringify(node));
    const refuses = [
      { const: 1 },
      { enum: ["a"] },
      { type: "string" },
      { oneOf: [{ type: "string" }] },
      { allOf: [{ type: "null" }, { type: "string" }] },
      { not: {} },
    ];
    for (const node of refuses) assert.equal(listsNull(node), false, JSON.stringify(node));
  });
});

describe("withNull and withoutNull", () => {
  it("add null to a node in the form it has, and take it out again", () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ type: "string" }, { type: ["string", "null"] }],
      [{ type: "string", const: "a" }, { type: ["string", "null"], enum: ["a", null] }],
      [{ type: "string", enum: ["a"] }, { type: ["string", "null"], enum: ["a", null] }],
      [{ anyOf: [{ type: "string" }] }, { anyOf: [{ type: "string" }, { type: "null" }] }],
      [{ not: { type: "string" } }, { anyOf: [{ not: { type: "string" } }, { type: "null" }] }],
      [{ not: {} }, { type: "null" }],
    ];
    for (const [node, nullable] of cases) assert.deepEqual(withNull(node), nullable);
    assert.deepEqual(withoutNull({ type: ["string", "null"] }), { type: "string" });
    assert.deepEqual(withoutNull({ type: ["string", "null"], enum: ["a", null] }), {
      type: "string",
      enum: ["a"],
    });
    assert.deepEqual(withoutNull({ anyOf: [{ type: "string" }, { type: "null" }] }), {
      type: "string",
    });
    assert.deepEqual(withoutNull({ type: "null" }), NOTHING);
    assert.deepEqual(withoutNull({}), { not: { type: "null" } });
  });

  it("give the node itself where there is nothing to add or take out", () => {
    const nullable = { type: ["string", "null"] };
    assert.equal(withNull(nullable), nullable);
    // A node that says nothing of its type takes null already.
    const ref = { $ref: "#/$defs/a" };
    assert.equal(withNull(ref), ref);
    const text = { type: "string" };
    assert.equal(withoutNull(text), text);
  });
});

describe("byType", () => {
  it("splits a node of several types into one branch each, its choices by type", () => {
    assert.deepEqual(
      byType({ type: ["string", "number"], enum: ["a", 1], description: "d" }, [
        "string",
        "number",
      ], ["a", 1]),
      {
        description: "d",
        anyOf: [{ type: "string", enum: ["a"] }, { type: "number", enum: [1] }],
      },
    );
  });
});

describe("the small helpers", () => {
  it("name a $ref's target, tell nothing and a node, and set a field named as an inherited name", () => {
    assert.equal(refName("#/$defs/owner"), "owner");
    assert.equal(isNothing({ not: {} }), true);
    assert.equal(isNothing({ not: { type: "null" } }), false);
    assert.equal(isNode({}), true);
    assert.equal(isNode([]), false);
    assert.equal(isNode(null), false);
    const fields: Record<string, unknown> = {};
    setField(fields, "__proto__", 1);
    setField(fields, "toString", 2);
    assert.deepEqual(Object.keys(fields), ["__proto__", "toString"]);
    assert.equal(Object.getPrototypeOf(fields), Object.prototype);
  });

  it("freeze a node at every depth", () => {
    const node = freeze({ a: { b: [{ c: 1 }] } });
    assert.ok(Object.isFrozen(node.a.b[0]));
  });
});
