// The exact listing of an input, made once and frozen, the output listing,
// and the formats a listing writes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { exactOf, outputJson, WRITTEN_FORMATS } from "../../../context/json/_json.ts";

describe("exactOf", () => {
  it("lists exactly what the check takes, null where a field may be left out, once per input", () => {
    const input = z.object({
      size: z.union([z.literal("s"), z.literal("m")]),
      n: z.union([z.literal(1), z.number()]).optional(),
      c: z.string().catch("x"),
    });
    const exact = exactOf(input);
    assert.equal(exactOf(input), exact);
    assert.deepEqual(exact.node, {
      type: "object",
      properties: {
        size: { type: "string", enum: ["s", "m"] },
        n: { anyOf: [{ type: "number", const: 1 }, { type: "number" }, { type: "null" }] },
        c: { type: ["string", "null"], default: "x" },
      },
      required: ["size"],
      additionalProperties: false,
    });
    assert.ok(Object.isFrozen(exact.node));
  });

  it("tells, for each object's properties, the fields that take null and whether skipping one differs", () => {
    const input = z.object({
      keep: z.string().nullable(),
      clear: z.string().nullable().optional(),
    });
    const { node, nullsOf } = exactOf(input);
    assert.deepEqual([...nullsOf(node.properties)], [["keep", false], ["clear", true]]);
    assert.deepEqual([...nullsOf({})], []);
  });
});

describe("outputJson", () => {
  it("lists an output, a field an answer may leave out not required", () => {
    const listed = outputJson(
      z.object({ a: z.string(), b: z.any() }),
      (field) => field._zod.def.type === "any",
    );
    assert.deepEqual(listed, {
      type: "object",
      properties: { a: { type: "string" }, b: {} },
      required: ["a"],
      additionalProperties: false,
    });
  });
});

describe("WRITTEN_FORMATS", () => {
  it("are the formats a listing writes", () => {
    assert.deepEqual(WRITTEN_FORMATS, [
      "date-time",
      "date",
      "duration",
      "email",
      "hostname",
      "ipv4",
      "ipv6",
      "uri",
      "uuid",
    ]);
  });
});
