// The rarer branch of each step, which the common cases never take: a null
// branch first in a union, a null sent for a field a strict object lacks,
// names with tabs and line breaks, a run that answers with a thenable of its
// own, text with CRLF line ends, a character cut in half, numbers of choices
// in the Gemini listing, and listings frozen at every depth.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseRefusalBody,
  parseToolInput,
  toolInputSchema,
  toolOutputSchema,
  ToolRefusal,
} from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";

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

/** Whether a value is frozen, and everything in it. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

describe("the rarer branches", () => {
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

  it("refuses a null sent for a field a strict object does not have, never dropping it", () => {
    assert.deepEqual(refusal(z.strictObject({ a: z.string() }), { a: "x", b: null }), [
      "unknown field b",
      ["fields\ta"],
    ]);
  });

  it("keeps a name holding a tab or a line break one field of the fields line", () => {
    assert.deepEqual(refusal(z.object({ "a\tb": z.string(), "c\nd": z.int() }), {}), [
      '"a\\tb": missing, expected string; "c\\nd": missing, expected integer',
      ["fields\ta b\tc d"],
    ]);
  });

  it("takes rows from a run that answers with a thenable of its own", async () => {
    const later = defineTool("rare", {
      name: "rare_later",
      description: "Answers later.",
      input: z.object({}),
      run: () => ({ then: (resolve: (rows: string[]) => void) => resolve(["ok"]) }) as never,
    });
    assert.deepEqual(
      await createToolRegistry([defineToolkit("rare", [later])]).run("rare_later", {}, {}),
      ["ok"],
    );
  });

  it("reads a refusal's text with CRLF line ends", () => {
    const read = parseRefusalBody("refused\tbad-arguments\tno text\r\nfields\ttext");
    assert.ok(read !== null);
    assert.deepEqual([read.code, read.message, read.lines], [
      "bad-arguments",
      "no text",
      ["fields\ttext"],
    ]);
  });

  it("never cuts a message through a character of two halves", () => {
    const [message] = refusal(
      z.object({ f: z.string({ error: `${"m".repeat(199)}😀x` }) }),
      { f: 5 },
    );
    assert.equal(message, `f: ${"m".repeat(199)}… (cut)`);
    assert.ok(message.isWellFormed());
  });

  it("writes number choices that are no integers, and a catchall with bounds, in Gemini's words", () => {
    assert.deepEqual(
      geminiParameters(z.object({
        n: z.literal(1.5),
        m: z.literal([1.5, 2]),
        c: z.object({ a: z.string() }).catchall(z.string().max(3)),
      }))?.properties,
      {
        n: { type: "number", description: "Only 1.5." },
        m: { type: "number", description: "One of 1.5, 2." },
        // Its bounds are the check's to tell: the listing says only that it takes more.
        c: {
          type: "object",
          properties: { a: { type: "string" } },
          required: ["a"],
          description: "Takes other fields too.",
        },
      },
    );
  });

  it("freezes every listing at every depth", () => {
    const input = z.object({
      tags: z.array(z.enum(["a", "b"])),
      place: z.object({ doc: z.string(), lines: z.array(z.int()).max(2).optional() }),
      either: z.union([z.object({ id: z.int() }), z.object({ name: z.string() })]),
    });
    const output = z.object({ ids: z.array(z.int()), by: z.union([z.string(), z.int()]) });
    for (
      const listing of [
        toolInputSchema(z.object({ tags: input.shape.tags, place: z.object({ doc: z.string() }) })),
        exactInputSchema(input),
        strictInputSchema(z.object({ tags: input.shape.tags, either: input.shape.either })),
        geminiParameters(z.object({ tags: input.shape.tags, either: input.shape.either })),
        toolOutputSchema(output),
      ]
    ) {
      assert.ok(listing !== null);
      assert.ok(deeplyFrozen(listing), JSON.stringify(listing));
    }
  });
});

describe("the rarer ways into the check", () => {
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
