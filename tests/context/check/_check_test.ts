// The check's rarer ways in, each refused or taken as a model needs: input a
// class made, objects a record or a union holds, a key __proto__, a value
// that is a function or a getter that throws, and what a check throws that is
// no error of zod's.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, parseToolInput, toolInputSchema, ToolRefusal } from "@adecore/agents/context";

function toolOf(input: z.ZodObject) {
  return defineTool("rare", {
    name: "rare_tool",
    description: "A rare tool.",
    input,
    run: () => [],
  });
}

/** The refusal of a value, as its message and its lines. */
function refusal(input: z.ZodObject, value: unknown): [string, readonly string[]] {
  try {
    parseToolInput(toolOf(input), value);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal);
    return [error.message, error.lines];
  }
  assert.fail("the input was accepted");
}

describe("the check's rarer ways in", () => {
  it("refuses arguments made by a class as what they are", () => {
    assert.deepEqual(refusal(z.object({ a: z.int() }), new Map()), [
      "the arguments must be an object of fields, not a Map",
      ["fields\ta"],
    ]);
  });

  it("closes the objects a record holds", () => {
    const input = z.object({ f: z.record(z.string(), z.object({ a: z.int() })) });
    assert.deepEqual(refusal(input, { f: { k: { a: 1, b: 2 } } }), [
      "f.k: unknown field b",
      ["fields\tf"],
    ]);
  });

  it("refuses a key __proto__ as unknown to a strict object, and as no key to an open one", () => {
    const sent = JSON.parse('{"a":1,"__proto__":{"x":1}}');
    assert.deepEqual(refusal(z.strictObject({ a: z.int() }), sent), [
      "unknown field __proto__",
      ["fields\ta"],
    ]);
    const union = z.union([
      z.object({ a: z.int() }).catchall(z.string()),
      z.object({ b: z.int() }),
    ]);
    assert.deepEqual(refusal(z.object({ u: union }), { u: JSON.parse('{"b":1,"__proto__":{}}') }), [
      'u: key "__proto__" is refused: no object a host hands on can carry it; leave it out',
      ["fields\tu"],
    ]);
  });

  it("gives a union's objects the rule of any of them: nulls left out, names inherited", () => {
    const open = z.union([z.object({ a: z.int() }).catchall(z.string()), z.object({ b: z.int() })]);
    assert.deepEqual(parseToolInput(toolOf(z.object({ u: open })), { u: { b: 1, x: null } }), {
      u: { b: 1 },
    });
    const inherited = z.union([
      z.object({ toString: z.string().optional(), a: z.int() }),
      z.object({ b: z.int() }),
    ]);
    assert.deepEqual(parseToolInput(toolOf(z.object({ u: inherited })), { u: { a: 1 } }), {
      u: { a: 1 },
    });
  });

  it("refuses parsed input holding a then function, with the fields line", () => {
    assert.deepEqual(
      refusal(z.object({ then: z.string().transform(() => () => 1) }), { then: "x" }),
      [
        "field then holds a function; send plain JSON",
        ["fields\tthen"],
      ],
    );
  });

  it("refuses a getter that throws on the asynchronous path too", async () => {
    const input = z.object({ a: z.int().refine(() => Promise.resolve(true)) });
    const sent = {
      get a(): number {
        throw new Error("cannot read a");
      },
    };
    const tool = toolOf(input);
    // The first call, on plain input, switches the tool to the asynchronous parse.
    assert.deepEqual(await parseToolInput(tool, { a: 1 }), { a: 1 });
    await assert.rejects(async () => await parseToolInput(tool, sent), {
      name: "ToolRefusal",
      message: "field a could not be read (a getter or a proxy threw); send plain JSON",
    });
  });

  it("refuses a null sent for a field a strict object does not have, never dropping it", () => {
    assert.deepEqual(refusal(z.strictObject({ a: z.string() }), { a: "x", b: null }), [
      "unknown field b",
      ["fields\ta"],
    ]);
  });

  it("lists and words a union whose null branch comes first by its other branch", () => {
    const input = z.object({ o: z.union([z.null(), z.object({ a: z.string() })]) });
    assert.deepEqual(toolInputSchema(input).properties.o, {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
    });
    assert.deepEqual(refusal(input, { o: { b: 1 } }), [
      "o.a: missing, expected string; o: unknown field b",
      ["fields\to"],
    ]);
    assert.deepEqual(refusal(input, { o: 5 }), ["o: must be an object, not 5", ["fields\to"]]);
    // Its schema takes null: the tool gets it.
    assert.deepEqual(parseToolInput(toolOf(input), { o: null }), { o: null });
  });

  it("keeps a name holding a tab or a line break one field of the fields line", () => {
    assert.deepEqual(refusal(z.object({ "a\tb": z.string(), "c\nd": z.int() }), {}), [
      '"a\\tb": missing, expected string; "c\\nd": missing, expected integer',
      ["fields\ta b\tc d"],
    ]);
  });
});

describe("errors a check throws that are no error of zod's", () => {
  it("hands on a thrown value whose message or constructor cannot be read, as it is, at once", () => {
    const noMessage = {
      get message(): string {
        throw new Error("no message");
      },
    };
    const noConstructor = {
      message: "made",
      get constructor(): unknown {
        throw new Error("no constructor");
      },
    };
    for (const thrown of [noMessage, noConstructor]) {
      const input = z.object({
        a: z.string().refine(() => {
          throw thrown;
        }),
      });
      assert.throws(
        () => parseToolInput(toolOf(input), { a: "x" }),
        (error: unknown) => error === thrown,
      );
    }
  });
});
