// A key __proto__ that JSON.parse made an own field, beside a null: Deno
// deletes Object.prototype's accessor, Node and Bun keep it, so the copy
// that leaves the null out takes another way on each. Every runtime the
// suite runs on (Deno, and Node and Bun through the npm build) must answer
// the same, on every parse path.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { PATHS, refused } from "../paths.ts";

const inputs = {
  closed: z.object({ a: z.string().optional() }),
  inherited: z.object({ toString: z.string().optional(), a: z.string().optional() }),
  nullable: z.object({ a: z.string().nullable().optional() }),
  record: z.object({ r: z.record(z.string(), z.string().nullable()).optional() }),
};

for (const [path, on] of Object.entries(PATHS)) {
  describe(`a __proto__ key beside a null (${path})`, () => {
    it("is an unknown field of a closed object, before or after the null", async () => {
      for (const input of [inputs.closed, inputs.inherited, inputs.nullable]) {
        const check = on(input).check;
        for (
          const text of ['{"__proto__": null, "a": null}', '{"a": null, "__proto__": {"x": 1}}']
        ) {
          assert.equal(await refused(check(JSON.parse(text))), "unknown field __proto__", text);
        }
      }
    });

    it("is refused as a key of a record, whose nulls its values take", async () => {
      const check = on(inputs.record).check;
      assert.equal(
        await refused(check(JSON.parse('{"r": {"b": null, "__proto__": "x"}}'))),
        'r: key "__proto__" is refused: no object a host hands on can carry it; leave it out',
      );
      assert.deepEqual(await check(JSON.parse('{"r": {"b": null, "c": "x"}}')), {
        r: { b: null, c: "x" },
      });
    });
  });
}
