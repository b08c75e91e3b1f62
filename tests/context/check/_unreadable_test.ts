// Input a host built that cannot be read as plain data: refused where its
// reading is at fault, never crashing the check.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ToolRefusal } from "@adecore/agents/context";
import {
  holdsProxy,
  notPlainAt,
  plainCopy,
  unreadable,
  unreadableInput,
} from "../../../context/check/_unreadable.ts";

const throwing = {
  get a(): number {
    throw new Error("cannot read a");
  },
};

describe("notPlainAt", () => {
  it("finds the first place that is no plain data: a getter, a class instance, a proxy", () => {
    assert.equal(notPlainAt({ a: [1, { b: "x" }] }), undefined);
    assert.deepEqual(notPlainAt({ o: throwing }), ["o", "a"]);
    assert.deepEqual(notPlainAt({ list: [1, new Map()] }), ["list", "1"]);
    assert.deepEqual(notPlainAt({ p: new Proxy({}, {}) }), []);
    assert.deepEqual(notPlainAt({ f: () => 1 }), []);
  });
});

describe("unreadable and unreadableInput", () => {
  it("refuse input whose reading threw, naming where, and hand any other error on", () => {
    const refusal = unreadable("fields\ta", ["o", "a"]);
    assert.ok(refusal instanceof ToolRefusal);
    assert.deepEqual([refusal.code, refusal.message, refusal.lines], [
      "bad-arguments",
      "field o.a could not be read (a getter or a proxy threw); send plain JSON",
      ["fields\ta"],
    ]);
    const own = new Error("the author's");
    assert.equal(unreadableInput("fields\ta", { a: 1 }, own), own);
    const refused = unreadableInput("fields\ta", { o: throwing }, own);
    assert.ok(refused instanceof ToolRefusal);
    assert.equal(unreadableInput("fields\ta", {}, refusal), refusal);
  });
});

describe("plainCopy and holdsProxy", () => {
  it("copy plain data without prototypes, and give nothing where a getter is in the way", () => {
    const copy = plainCopy({ a: [{ b: 1 }] }) as { a: { b: number }[] };
    assert.deepEqual(JSON.parse(JSON.stringify(copy)), { a: [{ b: 1 }] });
    assert.equal(Object.getPrototypeOf(copy), null);
    assert.equal(plainCopy({ o: throwing }), undefined);
    assert.equal(holdsProxy({ a: [new Proxy({}, {})] }), true);
    assert.equal(holdsProxy({ a: [1] }), false);
  });
});
