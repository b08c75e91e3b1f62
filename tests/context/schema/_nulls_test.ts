// Which schemas give null a meaning, and which may be left out otherwise than with null.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { nullsOf, skipsApartFromNull } from "../../../context/schema/_nulls.ts";

type Schema = z.core.$ZodType;

/** Whether a schema gives null a meaning, asking its children the same way. */
const means = (schema: Schema): boolean => nullsOf(schema, means);

describe("nullsOf", () => {
  it("asks what a schema wraps or holds through the function it is given", () => {
    const asked: string[] = [];
    const ask = (schema: Schema) => (asked.push(schema._zod.def.type), false);
    nullsOf(z.union([z.string(), z.number().optional()]), ask);
    assert.deepEqual(asked, ["string", "optional"]);
  });

  it("runs a preprocess on null once, and counts null as left out where it throws or gives nothing", () => {
    let runs = 0;
    assert.equal(means(z.preprocess((value) => (runs++, value ?? "x"), z.string())), true);
    assert.equal(runs, 1);
    assert.equal(
      means(z.preprocess(() => {
        throw new Error("no");
      }, z.string().nullable())),
      false,
    );
    assert.equal(means(z.preprocess(() => undefined, z.string().nullable().optional())), false);
    assert.equal(
      means(z.preprocess((value) => Promise.resolve(value), z.string().nullable())),
      false,
    );
  });
});

describe("skipsApartFromNull", () => {
  it("tells a field left out with another result than null", () => {
    assert.equal(skipsApartFromNull(z.string().nullable().optional()), true);
    assert.equal(skipsApartFromNull(z.string().nullable().default("a")), true);
    assert.equal(skipsApartFromNull(z.string().nullable().default(null)), false);
    assert.equal(skipsApartFromNull(z.string().nullable()), false);
    const preprocess = z.preprocess((value) => value, z.string().nullable().optional());
    assert.equal(skipsApartFromNull(preprocess), true);
  });
});
