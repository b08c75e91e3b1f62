// The check's rarer ways: a getter that throws zod's asynchronous error once,
// a union of choices with its author's error, objects inside a prefault and
// a default of null, `.nonoptional()` over a nullable field, preprocesses
// that throw on null or hand it to a catch, what an author throws while
// the input is a Proxy or holds an object of no prototype or a null, a
// schema used twice, the words a catch reads, and the rarer ways a call waits.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, parseToolInput, type Tool, ToolRefusal } from "@adecore/agents/context";
import { exactInputSchema, strictInputSchema } from "@adecore/agents/listings";

function toolOf(input: z.ZodObject): Tool {
  return defineTool("rare", { name: "rare_input", description: "d", input, run: () => ["ran"] });
}

/** The refusal's message of a call refused synchronously. */
function refused(input: z.ZodObject, sent: unknown): string {
  try {
    parseToolInput(toolOf(input), sent);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal);
    return error.message;
  }
  assert.fail("the call was not refused");
}

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

  it("lists no strict schema for a pipe that may be left out and takes null", () => {
    const input = z.object({ a: z.string().nullable().optional().pipe(z.string().nullable()) });
    assert.equal(strictInputSchema(input), null);
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
