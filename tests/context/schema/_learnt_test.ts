// What is learnt of a schema for the listings and the check: whether it
// gives null a meaning and its one JSON type, one record per schema.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { learnt, learntAs, meansNull } from "../../../context/schema/_learnt.ts";

describe("learnt", () => {
  it("tells the schemas that give null a meaning, through wrappers, branches and preprocesses", () => {
    const takes = [
      z.null(),
      z.string().nullable(),
      z.literal(null),
      z.enum({ none: null } as never),
      z.string().nullable().optional(),
      z.string().nullable().default("a"),
      z.union([z.string(), z.null()]),
      z.lazy(() => z.number().nullable()),
      z.preprocess((value) => value ?? "none", z.string()),
      z.pipe(z.string().nullable(), z.string().nullable()),
    ];
    for (const schema of takes) assert.equal(meansNull(schema), true);
    const gives = [
      z.string(),
      z.unknown(),
      z.any(),
      z.string().optional(),
      z.literal("a"),
      z.union([z.string(), z.number()]),
      z.lazy(() => z.number()),
      // A preprocess that throws on null, gives nothing, or what the schema refuses.
      z.preprocess((value) => (value as string).trim(), z.string()),
      z.preprocess(() => undefined, z.string().optional()),
      z.preprocess((value) => value, z.string()),
    ];
    for (const schema of gives) assert.equal(meansNull(schema), false);
  });

  it("gives a union of choices and plain schemas of one JSON type that type, and its choices", () => {
    assert.deepEqual(learnt(z.union([z.literal("a"), z.enum(["b", "a"])])).one, {
      type: "string",
      choices: ["a", "b"],
    });
    assert.deepEqual(learnt(z.union([z.literal(1), z.number()])).one, { type: "number" });
    assert.equal(learnt(z.union([z.literal(1), z.string()])).one, undefined);
    assert.equal(learnt(z.enum(["a", "b"])).one, undefined);
  });

  it("keeps the record of a union, a lazy schema or a pipe, learnt once", () => {
    let runs = 0;
    const preprocess = z.preprocess((value) => (runs++, value ?? 0), z.number());
    const union = z.union([z.string(), preprocess]);
    assert.equal(learnt(union), learnt(union));
    assert.equal(learnt(union).nulls, true);
    assert.equal(runs, 1);
    // A lazy schema whose getter makes its schema anew is asked once too.
    const lazy = z.lazy(() => z.preprocess((value) => (runs++, value ?? 0), z.number()));
    assert.equal(meansNull(lazy), true);
    assert.equal(meansNull(lazy), true);
    assert.equal(runs, 2);
  });

  it("shares one record among the schemas that learn nothing of their own", () => {
    assert.equal(learnt(z.string()), learnt(z.number()));
    assert.equal(learnt(z.null()), learnt(z.string().nullable()));
    assert.ok(Object.isFrozen(learnt(z.string())));
  });

  it("has a copy share its schema's record, without running a preprocess again", () => {
    let runs = 0;
    const preprocess = z.preprocess((value) => (runs++, value ?? 0), z.number());
    const copy = z.preprocess((value) => value, z.number());
    learntAs(copy, preprocess);
    assert.equal(learnt(copy), learnt(preprocess));
    assert.equal(meansNull(copy), true);
    assert.equal(runs, 1);
  });
});
