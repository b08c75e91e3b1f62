// Which unions are one field of choices, or of one JSON type.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { oneType } from "../../../context/schema/_choices.ts";

describe("oneType", () => {
  it("gives a union of choices of one type that type and its choices, in order and each once", () => {
    const union = z.union([z.literal(["a", "b"]), z.enum(["b", "c"]), z.union([z.literal("d")])]);
    assert.deepEqual(oneType(union), { type: "string", choices: ["a", "b", "c", "d"] });
  });

  it("gives one of choices and plain schemas of that type the type alone", () => {
    assert.deepEqual(oneType(z.union([z.literal(1), z.number()])), { type: "number" });
    assert.deepEqual(oneType(z.union([z.boolean(), z.literal(true)])), { type: "boolean" });
  });

  it("gives nothing for a union of several types, other schemas, checks or an exclusive union", () => {
    for (
      const schema of [
        z.union([z.literal(1), z.literal("a")]),
        z.union([z.string(), z.object({})]),
        z.union([z.literal("a"), z.string()]).refine(() => true),
        z.xor([z.literal("a"), z.literal("b")]),
        z.union([z.literal(null), z.null()]),
        z.enum(["a"]),
        z.string(),
      ]
    ) assert.equal(oneType(schema), undefined);
  });
});
