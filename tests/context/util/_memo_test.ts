// The one memo: a value made on first use, kept while its cache keeps it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { memo } from "../../../context/util/_memo.ts";

describe("memo", () => {
  it("makes a value once per key, and gives the kept one after", () => {
    const cache = new Map<string, { made: number }>();
    let made = 0;
    const make = () => ({ made: ++made });
    const first = memo(cache, "a", make);
    assert.equal(memo(cache, "a", make), first);
    assert.deepEqual(memo(cache, "b", make), { made: 2 });
    assert.equal(made, 2);
  });

  it("hands the key to what makes the value, and keeps it in a WeakMap too", () => {
    const cache = new WeakMap<{ name: string }, string>();
    const key = { name: "k" };
    assert.equal(memo(cache, key, (k) => k.name), "k");
    assert.equal(cache.get(key), "k");
  });
});
