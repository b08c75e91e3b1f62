import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { optionsOf } from "../../../context/util/_options.ts";

describe("optionsOf", () => {
  it("gives an object of known options as it is", () => {
    const given = { a: 1 };
    assert.equal(optionsOf(given, ["a", "b"], "make", "{ a: 1 }"), given);
    assert.deepEqual(optionsOf({}, [], "make", "{}"), {});
  });

  it("names what is no object, and an option the function does not take", () => {
    for (const given of [null, 5, "a", [1], () => {}]) {
      assert.throws(() => optionsOf(given, ["a"], "make", "{ a: 1 }"), {
        message: "make: the options are no object; give one, like { a: 1 }",
      });
    }
    assert.throws(() => optionsOf({ a: 1, c: 2 }, ["a", "b"], "make", "{ a: 1 }"), {
      message: 'make: there is no option "c"; the options are a, b',
    });
  });
});
