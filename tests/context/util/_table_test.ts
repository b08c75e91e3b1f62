// Tables looked up by names that may come from outside.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { table } from "../../../context/util/_table.ts";

describe("table", () => {
  it("finds only its own names: none that every object inherits", () => {
    const words = table<Record<string, string | undefined>>({ a: "one" });
    assert.equal(words.a, "one");
    for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      assert.equal(words[name], undefined, name);
    }
  });

  it("is frozen, with no prototype", () => {
    const frozen = table({ a: 1 });
    assert.ok(Object.isFrozen(frozen));
    assert.equal(Object.getPrototypeOf(frozen), null);
    assert.throws(() => {
      (frozen as { a: number }).a = 2;
    }, TypeError);
  });
});
