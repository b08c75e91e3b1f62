// What a tool's run gave, made into what a host hands on: its rows, and the
// checked answer of a tool with an output.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool } from "@adecore/agents/context";
import { resultOf, rowsOf, thenOf } from "../../../context/answer/_answer.ts";

const plain = defineTool("k", {
  name: "plain",
  description: "d",
  input: z.object({}),
  run: () => [],
});
const answering = defineTool("k", {
  name: "answering",
  description: "d",
  input: z.object({}),
  output: z.object({ id: z.int(), tags: z.array(z.string()).default([]) }),
  run: () => ({ id: 1 }),
});

describe("resultOf", () => {
  it("gives a tool without output its rows, and one with its answer checked and written as a row", () => {
    assert.deepEqual(resultOf(plain, ["a\tb"]), { rows: ["a\tb"] });
    assert.deepEqual(resultOf(answering, { id: 1 }), {
      rows: ['{"id":1,"tags":[]}'],
      structured: { id: 1, tags: [] },
    });
  });
});

describe("rowsOf", () => {
  it("copies an array of strings, and names what else run gave", () => {
    const given = ["a"];
    const rows = rowsOf(plain, given, "run");
    assert.deepEqual(rows, ["a"]);
    assert.notEqual(rows, given);
    const at = 'tool "plain" in toolkit "k"';
    const how = 'return an array of strings, one row each, such as ["note\\t1"]';
    const cases: [unknown, string][] = [
      [undefined, "undefined"],
      ["a", "a string"],
      [{}, "an object"],
      [["a", 1], "an array holding a number"],
      [[["a"]], "an array holding an array"],
    ];
    for (const [value, what] of cases) {
      assert.throws(() => rowsOf(plain, value, "rows"), {
        message: `${at}: rows returned ${what}; ${how}`,
      });
    }
  });

  it("names rows that cannot be read, with the error met as the cause", () => {
    const error = new Error("no");
    const rows = new Proxy([], {
      get() {
        throw error;
      },
    });
    assert.throws(() => rowsOf(plain, rows, "run"), (thrown: Error) => {
      assert.equal(
        thrown.message,
        'tool "plain" in toolkit "k": what run returned could not be read (a getter or a proxy ' +
          'threw); return an array of strings, one row each, such as ["note\\t1"]',
      );
      return thrown.cause === error;
    });
  });
});

describe("thenOf", () => {
  it("gives the then of what a run gave where it is a function, and names one that throws when read", () => {
    const then = () => {};
    assert.equal(thenOf(plain, { then }), then);
    assert.equal(thenOf(plain, { then: 1 }), undefined);
    assert.equal(thenOf(plain, null), undefined);
    const reading = {
      get then(): unknown {
        throw new Error("no");
      },
    };
    assert.throws(() => thenOf(plain, reading), {
      message: 'tool "plain" in toolkit "k": what run returned could not be read (a getter or a ' +
        "proxy threw); return plain data, or a promise of it",
    });
  });
});
