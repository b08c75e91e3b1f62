// zod's JSON Schema pass over a tool's input, mended where zod says more than
// the check takes, each node marked for the listings read from it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { inputJson, markOf } from "../../../context/json/_tree.ts";

const input = z.object({
  size: z.union([z.literal("s"), z.literal("m")]),
  n: z.union([z.literal(1), z.number()]).optional(),
  c: z.string().catch("x"),
});

describe("inputJson", () => {
  it("writes a union of choices as one enum, and marks what the listings read", () => {
    const tree = inputJson(input);
    const { properties } = tree as { properties: Record<string, object> };
    assert.deepEqual(properties.size, { type: "string", enum: ["s", "m"] });
    assert.deepEqual(markOf(properties.size!), {});
    assert.deepEqual(markOf(properties.n!), { one: "number" });
    assert.deepEqual(markOf(properties.c!), { skipped: true });
    assert.deepEqual(tree.required, ["size", "c"]);
  });

  it("makes a tree of its own for each listing that asks", () => {
    assert.notEqual(inputJson(input), inputJson(input));
  });
});

describe("markOf", () => {
  it("gives a node without a mark an empty one", () => {
    assert.deepEqual(markOf({ type: "string" }), {});
    assert.deepEqual(markOf(inputJson(input)), {});
  });
});
