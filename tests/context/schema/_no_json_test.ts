// The zod types no JSON value passes: what an input takes and an answer
// holds instead, each worded from the one table.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool } from "@adecore/agents/context";
import { NO_JSON } from "../../../context/schema/_no_json.ts";

const run = () => [];
const at = 'tool "t" in toolkit "t": ';
const input = (field: z.ZodType) => () =>
  defineTool("t", { name: "t", description: "d", input: z.object({ f: field }), run });
const output = (field: z.ZodType) => () =>
  defineTool("t", {
    name: "t",
    description: "d",
    input: z.object({}),
    output: z.object({ f: field }),
    run: () => ({ f: null }) as never,
  });

/** A schema of each type in the table. */
const SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  date: z.date(),
  bigint: z.bigint(),
  map: z.map(z.string(), z.string()),
  set: z.set(z.string()),
  symbol: z.symbol(),
  function: z.function() as unknown as z.ZodType,
  undefined: z.undefined(),
  void: z.void(),
  nan: z.nan(),
  file: z.file(),
  success: z.success(z.string()),
};

describe("NO_JSON", () => {
  it("names types no JSON value passes", () => {
    assert.deepEqual(Object.keys(NO_JSON), Object.keys(SCHEMAS));
    for (const [type, schema] of Object.entries(SCHEMAS)) {
      assert.equal(schema._zod.def.type, type);
      // z.success() takes any value, and gives whether its inner schema takes it.
      if (type === "success") continue;
      for (const value of [null, 0, "", true, [], {}]) {
        assert.equal(z.safeParse(schema, value).success, false, `${type} takes ${value}`);
      }
    }
  });

  it("says what an input takes instead, where it says more than to give it a type", () => {
    const cases: [string, string][] = [
      ["date", "take it as z.iso.datetime()"],
      ["bigint", "take it as z.int()"],
      ["map", "give it one, such as z.string(), z.number() or z.enum()"],
      ["file", "take it as z.base64() or z.url()"],
      ["success", "check with its inner schema instead"],
    ];
    for (const [type, advice] of cases) {
      assert.throws(input(SCHEMAS[type]!), {
        message: `${at}field "f" is z.${type}(), which has no one JSON type to list; ${advice}`,
      });
    }
  });

  it("says what an answer holds instead, z.success() in words of its own", () => {
    const cases: [string, string][] = [
      ["date", "which JSON cannot hold; answer it as z.iso.datetime()"],
      ["bigint", "which JSON cannot hold; answer it as z.int()"],
      ["map", "which JSON cannot hold; answer a z.record()"],
      ["set", "which JSON cannot hold; answer a z.array()"],
      ["symbol", "which JSON cannot hold; answer a z.string()"],
      ["function", "which JSON cannot hold; leave it out"],
      ["undefined", "which JSON cannot hold; make the field .optional()"],
      ["void", "which JSON cannot hold; make the field .optional()"],
      ["nan", "which JSON cannot hold; answer a z.number() or null"],
      ["file", "which JSON cannot hold; answer it as z.base64() or z.url()"],
      ["success", "whose answer no listing can show; answer a z.boolean()"],
    ];
    for (const [type, words] of cases) {
      assert.throws(output(SCHEMAS[type]!), {
        message: `${at}the output's field "f" is z.${type}(), ${words}`,
      });
    }
  });
});
