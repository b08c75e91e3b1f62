// What defining a tool finds in its schema wherever the check reaches: depth
// through a schema used in several places, lazies that share a getter, the
// sides of an intersection behind wrappers and lazies and what in them
// changes a value, and where a clash zod finds at a call stands.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, parseToolInput, type Tool } from "@adecore/agents/context";

const run = () => ["ran"];

/** The tool, or the message of the plain Error defineTool throws for it. */
function define(input: z.ZodObject): Tool | string {
  try {
    return defineTool("walk", { name: "walk_t", description: "d", input, run });
  } catch (error) {
    assert.equal((error as Error).constructor, Error);
    return (error as Error).message;
  }
}

/** `levels` objects around a schema, each holding the next as its field `n`. */
function wrapped(levels: number, inner: z.ZodObject): z.ZodObject {
  for (let level = 0; level < levels; level++) inner = z.object({ n: inner });
  return inner;
}

const TOO_DEEP = 'tool "walk_t" in toolkit "walk": field "b" is nested deeper than 256 levels ' +
  "of objects and arrays, the most a tool input may have; flatten it";
const CLASH = 'tool "walk_t" in toolkit "walk": field "f.a" is in both sides of an intersection, ' +
  "and one side changes its value (a transform, a trim or change of case, a default), which zod " +
  "cannot merge; write the field once";
const UNMERGED = 'tool "walk_t" in toolkit "walk": field "f.a" is an intersection zod cannot ' +
  "merge; write it as one z.object()";

describe("defineTool: depth through a schema used in several places", () => {
  // 200 levels of objects, used once near the top and once further down.
  const shared = wrapped(199, z.object({ leaf: z.string() }));

  it("counts the deepest place, at 256 levels and one past", () => {
    for (
      const input of [
        (b: z.ZodObject) => z.object({ b }),
        (b: z.ZodObject) => z.object({ a: shared, b }),
      ]
    ) {
      assert.equal(typeof define(input(wrapped(55, shared))), "object");
      assert.equal(define(input(wrapped(56, shared))), TOO_DEEP);
    }
  });
});

describe("defineTool: lazies", () => {
  it("takes two lazies of one getter side by side, which is no recursion", () => {
    const getter = () => z.string();
    const tool = define(z.object({ a: z.lazy(getter), b: z.lazy(getter) }));
    assert.notEqual(typeof tool, "string");
    assert.deepEqual(parseToolInput(tool as Tool, { a: "x", b: "y" }), { a: "x", b: "y" });
  });
});

describe("defineTool: the sides of an intersection", () => {
  const trimmed = z.object({ a: z.string().trim() });
  const plain = z.object({ a: z.string() });

  it("compares fields through wrappers and lazies around a side", () => {
    const sides = {
      nullable: trimmed.nullable(),
      nonoptional: trimmed.optional().nonoptional(),
      readonly: trimmed.readonly(),
      lazy: z.lazy(() => trimmed),
    };
    for (const [kind, side] of Object.entries(sides)) {
      assert.equal(define(z.object({ f: z.intersection(side, plain) })), CLASH, kind);
    }
  });

  it("finds what changes a value anywhere in a field, and nothing else", () => {
    const text = z.string();
    const changing = {
      transform: z.transform((value: unknown) => value),
      pipe: z.string().pipe(z.string()),
      prefault: z.string().prefault("x"),
      catch: z.string().catch("x"),
      "a union's branch": z.union([z.number(), z.string().trim()]),
      "a lazy in a union": z.union([z.lazy(() => z.string().trim()), z.number()]),
    };
    for (const [kind, a] of Object.entries(changing)) {
      assert.equal(define(z.object({ f: z.intersection(z.object({ a }), plain) })), CLASH, kind);
    }
    // A check that changes nothing, and one schema met twice, pass the walk; the listing
    // then refuses what JSON Schema writes as two schemas of one field.
    assert.equal(
      define(z.object({ f: z.intersection(z.object({ a: z.string().min(1) }), plain) })),
      UNMERGED,
    );
    assert.equal(
      typeof define(z.object({ f: z.intersection(z.object({ a: z.union([text, text]) }), plain) })),
      "object",
    );
    // A union of choices and texts is listed as a text, but zod writes it as a union, which
    // it cannot fold with the other side's text: the field is written once.
    const choicesOrText = z.union([z.enum(["auto"]), z.string()]);
    assert.equal(
      define(z.object({ f: z.intersection(z.object({ a: choicesOrText }), plain) })),
      UNMERGED,
    );
  });

  it("compares no fields of a side that is no object, nor items of one that is no array", () => {
    const unmerged = 'tool "walk_t" in toolkit "walk": field "f" is an intersection zod cannot ' +
      "merge; write it as one z.object()";
    assert.equal(
      define(z.object({ f: z.intersection(z.record(z.string(), z.string()), plain) })),
      unmerged,
    );
    assert.equal(
      define(z.object({ f: z.intersection(z.array(z.string()), z.unknown()) })),
      unmerged,
    );
    assert.equal(
      define(z.object({ f: z.intersection(z.unknown(), z.array(z.string())) })),
      unmerged,
    );
    assert.equal(define(z.object({ f: z.intersection(plain, z.unknown()) })), unmerged);
  });
});

describe("parseToolInput: a clash zod finds at a call", () => {
  const trimmed = z.object({ name: z.string() }).transform((person) => ({
    name: person.name.trim(),
  }));
  const clash = z.object({ name: z.string() }).and(trimmed);
  const message = (field: string) =>
    `tool "walk_t" in toolkit "walk": field "${field}" gets two values from the sides of an ` +
    "intersection, which zod cannot merge (a transform or a default on one side only); write " +
    "the field once";

  it("names the field inside an array, a lazy and an optional", () => {
    const cases: [z.ZodObject, unknown, string][] = [
      [z.object({ items: z.array(clash) }), { items: [{ name: " a " }] }, "items[].name"],
      [z.object({ later: z.lazy(() => clash) }), { later: { name: " a " } }, "later.name"],
      [z.object({ maybe: clash.optional() }), { maybe: { name: " a " } }, "maybe.name"],
    ];
    for (const [input, sent, field] of cases) {
      const tool = define(input) as Tool;
      assert.throws(() => parseToolInput(tool, sent), {
        constructor: Error,
        message: message(field),
      });
    }
  });
});

describe("defineTool: mistakes of the listing", () => {
  it("refuses a union of nulls alone, and names a literal of a value JSON cannot hold", () => {
    assert.equal(
      define(z.object({ f: z.union([z.null(), z.literal(null)]) })),
      'tool "walk_t" in toolkit "walk": field "f" only takes null; null counts as left out',
    );
    assert.equal(
      define(z.object({ f: z.literal([1n, 2]) })),
      'tool "walk_t" in toolkit "walk": field "f" is a z.literal() of a value JSON cannot hold, ' +
        "which has no one JSON type to list; give it one, such as z.string(), z.number() or z.enum()",
    );
  });

  it("names the input itself for a $ref of its own that leads nowhere", () => {
    assert.equal(
      define(z.object({ a: z.string() }).meta({ $ref: "#/$defs/none" })),
      'tool "walk_t" in toolkit "walk": the input has a $ref that leads nowhere; take it out of ' +
        ".meta()",
    );
  });
});
