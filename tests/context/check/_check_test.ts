// The check's rarer ways in, each refused or taken as a model needs: input a
// class made, objects a record, a union, a prefault or a default holds, a key
// __proto__, a value that is a function or a getter that throws, nulls a
// preprocess throws on or a catch takes, what an author or a check throws
// that is no error of zod's, a schema used twice, and the rarer ways a call
// waits.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, parseToolInput, toolInputSchema, ToolRefusal } from "@adecore/agents/context";
import { exactInputSchema } from "@adecore/agents/listings";

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

/** The refusal's message of a call refused synchronously. */
function refused(input: z.ZodObject, sent: unknown): string {
  return refusal(input, sent)[0];
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
    // Each call whose parse meets the refinement's promise waits for it: a plain one, then this.
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

describe("parseToolInput: rarer ways through the check", () => {
  it("refuses a getter that throws zod's asynchronous error on its first read only", () => {
    let reads = 0;
    const sent = {
      get text(): string {
        if (reads++ === 0) throw new z.core.$ZodAsyncError();
        return "t";
      },
    };
    assert.equal(
      refused(z.object({ text: z.string() }), sent),
      "field text could not be read (a getter or a proxy threw); send plain JSON",
    );
  });

  it("words a union of choices by its author's error where it has one", () => {
    const sizes = [z.literal("s"), z.literal("m")] as const;
    assert.equal(
      refused(z.object({ size: z.union(sizes, { error: "pick s or m" }) }), { size: "x" }),
      "size: pick s or m",
    );
    assert.equal(
      refused(z.object({ size: z.union(sizes) }), { size: "x" }),
      'size: must be one of "s", "m", not "x"',
    );
  });

  it("closes an object inside a prefault, and copies a default that holds null for each call", () => {
    const prefaulted = z.object({ o: z.object({ a: z.string() }).prefault({ a: "x" }) });
    assert.equal(refused(prefaulted, { o: { a: "y", b: 1 } }), "o: unknown field b");
    const tool = toolOf(
      z.object({ o: z.object({ a: z.string().nullable() }).default({ a: null }) }),
    );
    const first = parseToolInput(tool, {}) as { o: unknown };
    const second = parseToolInput(tool, {}) as { o: unknown };
    assert.deepEqual(first, { o: { a: null } });
    assert.notEqual(first.o, second.o);
    // A default that holds undefined: JSON would leave it out, and the copy keeps it as it is.
    const left = toolOf(
      z.object({ o: z.object({ a: z.string().optional() }).default({ a: undefined }) }),
    );
    assert.deepEqual(parseToolInput(left, {}), { o: { a: undefined } });
    // zod parses a prefault's value, but hands free-form values on as they are.
    const free = toolOf(z.object({
      o: z.record(z.string(), z.unknown()).prefault({ a: { b: 1 } }),
    }));
    const one = parseToolInput(free, {}) as { o: { a: { b: number } } };
    one.o.a.b = 2;
    assert.deepEqual(parseToolInput(free, {}), { o: { a: { b: 1 } } });
  });

  it("hands null to a nullable field under .nonoptional()", () => {
    const tool = toolOf(z.object({ a: z.string().nullable().optional().nonoptional() }));
    assert.deepEqual(parseToolInput(tool, { a: null }), { a: null });
  });

  it("reads null as left out where a preprocess throws on it or hands it to a catch", () => {
    const throwing = z.object({
      f: z.preprocess((value) => {
        if (value === null) throw new Error("no null here");
        return value;
      }, z.string()).optional(),
    });
    assert.deepEqual(parseToolInput(toolOf(throwing), { f: null }), {});
    assert.deepEqual(exactInputSchema(throwing).properties, { f: { type: ["string", "null"] } });
    const caught = z.object({ f: z.preprocess((value) => value, z.string().catch("x")) });
    assert.deepEqual(parseToolInput(toolOf(caught), { f: null }), { f: "x" });
    assert.deepEqual(exactInputSchema(caught).properties, { f: { type: "string", default: "x" } });
  });

  it("lets what an author throws reach the host, from a Proxy or beside an object of no prototype", () => {
    const refusing = toolOf(z.object({
      a: z.string().refine(() => {
        throw new ToolRefusal("bad-arguments", "the author's refusal", []);
      }),
    }));
    assert.throws(() => parseToolInput(refusing, new Proxy({ a: "x" }, {})), {
      constructor: ToolRefusal,
      message: "the author's refusal",
    });
    const throwing = toolOf(z.object({
      a: z.record(z.string(), z.string()).refine(() => {
        throw new Error("the author's own");
      }),
    }));
    const bare = Object.assign(Object.create(null), { k: "v" });
    assert.throws(() => parseToolInput(throwing, { a: bare }), {
      constructor: Error,
      message: "the author's own",
    });
  });

  it("lets what an author throws reach the host where the input holds a null", () => {
    const tool = toolOf(z.object({
      a: z.string().refine(() => {
        throw new Error("the author's own");
      }),
      b: z.string().nullable(),
    }));
    assert.throws(() => parseToolInput(tool, { a: "x", b: null }), {
      constructor: Error,
      message: "the author's own",
    });
  });

  it("answers at once for a schema used by two fields", () => {
    const text = z.string();
    const tool = toolOf(z.object({ a: text, b: text }));
    assert.deepEqual(parseToolInput(tool, { a: "x", b: "y" }), { a: "x", b: "y" });
  });

  it("words the problems a catch reads without guessing what an unknown field meant", () => {
    const tool = toolOf(z.object({
      o: z.object({ name: z.string() }).catch((context: z.core.$ZodCatchCtx) => ({
        name: context.error.issues.map((issue) => issue.message).join(" | "),
      })),
    }));
    assert.deepEqual(parseToolInput(tool, { o: { nmae: "x" } }), {
      o: { name: "unknown field nmae | missing, expected string" },
    });
  });
});

describe("parseToolInput: an author's error map", () => {
  it("is handed the schema it words as the class its author made", () => {
    const owner = z.object({ name: z.string() }, {
      error: (issue) => issue.inst instanceof z.ZodObject ? "an owner, by name" : "another class",
    });
    assert.equal(refused(z.object({ owner }), { owner: 5 }), "an owner, by name");
  });
});

describe("parseToolInput: rarer ways to wait", () => {
  it("rejects, never throws, a wrong type where an async transform was never reached", async () => {
    const tool = toolOf(
      z.object({ a: z.string().transform(async (text) => await Promise.resolve(text.length)) }),
    );
    assert.deepEqual(await parseToolInput(tool, { a: "xy" }), { a: 2 });
    const result = parseToolInput(tool, { a: 1 });
    assert.ok(result instanceof Promise);
    await assert.rejects(result, {
      constructor: ToolRefusal,
      message: "a: must be a string, not 1",
    });
  });

  /** A refine that gives a promise on its first call and throws on every later one. */
  function promisingOnce(): z.ZodObject {
    let calls = 0;
    return z.object({
      a: z.string().refine((): boolean => {
        if (calls++ === 0) return Promise.resolve(true) as unknown as boolean;
        throw new Error("the author's second thought");
      }),
    });
  }

  it("rejects, never throws, what a check throws once it gave a promise", async () => {
    const result = parseToolInput(toolOf(promisingOnce()), { a: "x" });
    assert.ok(result instanceof Promise);
    await assert.rejects(result, { constructor: Error, message: "the author's second thought" });
  });

  it("refuses a Proxy at once where its check gave a promise and then threw on a plain copy", () => {
    assert.equal(
      refused(promisingOnce(), new Proxy({ a: "x" }, {})),
      "the arguments could not be read (a getter or a proxy threw); send plain JSON",
    );
  });
});
