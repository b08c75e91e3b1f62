import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  defineTool,
  lengthOf,
  parseToolInput,
  requiredField,
  ToolRefusal,
} from "@adecore/agents/context";

function check(input: z.ZodObject, value: unknown): unknown {
  const tool = defineTool("test", {
    name: "test_tool",
    description: "A test tool.",
    input,
    run: () => [],
  });
  try {
    return parseToolInput(tool, value);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal, String(error));
    return error.message;
  }
}

describe("requiredField", () => {
  it("refuses a missing, empty or blank string with the message given", () => {
    const input = z.object({ text: requiredField("note_write needs text") });
    for (const sent of [{}, { text: null }, { text: "" }, { text: " \n\t" }, { text: 3 }]) {
      assert.equal(check(input, sent), "note_write needs text");
    }
    assert.deepEqual(check(input, { text: " a " }), { text: " a " });
  });
});

describe("lengthOf", () => {
  it("counts code points of a string, items, entries, and 0 for anything else", () => {
    assert.equal(lengthOf("abc"), 3);
    assert.equal(lengthOf("😀x"), 2);
    assert.equal(lengthOf("😀".repeat(1_000)), 1_000);
    assert.equal(lengthOf("\udc00😀\ud800"), 3);
    assert.equal(lengthOf("\ud83d"), 1);
    // Half a pair beside another character is one code point each.
    assert.equal(lengthOf("a\udc00\ud800"), 3);
    assert.equal(lengthOf("\ud800a"), 2);
    assert.equal(lengthOf([1, 2]), 2);
    assert.equal(lengthOf(new Map([[1, 2]])), 1);
    assert.equal(lengthOf(new Set([1, 2, 3])), 3);
    assert.equal(lengthOf({ a: 1, b: 2 }), 2);
    assert.equal(lengthOf(Object.assign(Object.create(null), { a: 1 })), 1);
    assert.equal(lengthOf(new Date()), 0);
    assert.equal(
      lengthOf(
        new (class {
          a = 1;
          b = 2;
        })(),
      ),
      0,
    );
    assert.equal(lengthOf(() => 1), 0);
    assert.equal(lengthOf(42), 0);
    assert.equal(lengthOf(null), 0);
    assert.equal(lengthOf(undefined), 0);
  });

  it("never throws, even for a hostile value", () => {
    const hostile = new Proxy({}, {
      getPrototypeOf() {
        throw new Error("no");
      },
    });
    assert.equal(lengthOf(hostile), 0);
  });
});
