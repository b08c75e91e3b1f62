// The exact listing and the output listing of rarer fields, written out:
// patterns with flags or that a Unicode reading cannot compile, unions in
// unions and branches no JSON value passes, literals of bigints, fields with
// .catch(), $refs, partial and loose records, formats and annotations.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, toolInputSchema, toolOutputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";

/** The properties of the exact listing of an object of these fields. */
function exact(shape: z.ZodRawShape): Record<string, unknown> {
  return (exactInputSchema(z.object(shape)) as { properties: Record<string, unknown> }).properties;
}

/** The properties of the output listing of an object of these fields. */
function answer(shape: z.ZodRawShape): Record<string, Record<string, unknown>> {
  return (toolOutputSchema(z.object(shape)) as {
    properties: Record<string, Record<string, unknown>>;
  }).properties;
}

describe("the exact listing of rarer fields", () => {
  it("leaves out a pattern checked with flags, alone or beside others, and keeps one with u", () => {
    assert.deepEqual(
      exact({
        i: z.string().regex(/^a/i),
        u: z.string().regex(/^a/u),
        both: z.string().startsWith("a").regex(/b$/i),
        two: z.string().regex(/^a/).regex(/b$/i),
        only: z.string().regex(/^a/i).regex(/b$/m),
      }),
      {
        i: { type: "string" },
        u: { type: "string", pattern: "^a" },
        both: { type: "string", allOf: [{ pattern: "^a.*" }] },
        two: { type: "string", allOf: [{ pattern: "^a" }] },
        only: { type: "string" },
      },
    );
  });

  it("leaves out a pattern a Unicode reading cannot compile, alone or beside others", () => {
    assert.deepEqual(
      exact({
        p: z.string().regex(/^a\-b$/),
        all: z.string().startsWith("a").regex(/\-/),
        none: z.string().regex(/\-/).regex(/\-$/),
      }),
      {
        p: { type: "string" },
        all: { type: "string", allOf: [{ pattern: "^a.*" }] },
        none: { type: "string" },
      },
    );
  });

  it("writes a union in a union as one, and leaves out branches no JSON value passes", () => {
    const object = (key: string) => z.object({ [key]: z.int() });
    const closed = (key: string) => ({
      type: "object",
      properties: { [key]: { type: "integer" } },
      required: [key],
      additionalProperties: false,
    });
    assert.deepEqual(
      exact({
        u: z.union([object("a"), object("b").nullable()]),
        one: z.union([z.string(), z.date()]).describe("A text."),
        none: z.union([z.string(), z.union([z.date(), z.bigint()])]),
        all: z.union([
          z.string(),
          z.bigint(),
          z.map(z.string(), z.string()),
          z.set(z.string()),
          z.undefined(),
          z.void(),
          z.nan(),
          z.symbol(),
          z.function(),
          z.file(),
          z.success(z.string()),
        ]),
        literal: z.union([z.string(), z.literal([5n, "x"])]),
        undefined: z.union([z.int(), z.literal([undefined, "y"])]),
      }),
      {
        u: { anyOf: [closed("a"), closed("b"), { type: "null" }] },
        one: { description: "A text.", type: "string" },
        none: { type: "string" },
        all: { type: "string" },
        literal: { anyOf: [{ type: "string" }, { enum: ["x"] }] },
        undefined: { anyOf: [{ type: "integer" }, { enum: ["y"] }] },
      },
    );
  });

  it("lists a literal of a number and undefined as its number, where a bigint would be refused", () => {
    const input = z.object({ a: z.literal([1, undefined]).optional() });
    const tool = defineTool("lit", { name: "lit_tool", description: "d", input, run: () => [] });
    assert.deepEqual(toolInputSchema(tool.input), {
      type: "object",
      properties: { a: { type: "number", enum: [1] } },
    });
    assert.deepEqual(exact({ a: z.literal([1, undefined]).optional() }), {
      a: { anyOf: [{ enum: [1] }, { type: "null" }] },
    });
  });

  it("requires no field with .catch(), and reads a $ref's target", () => {
    assert.deepEqual(exact({ c: z.string().catch("x"), d: z.string() }), {
      c: { type: ["string", "null"], default: "x" },
      d: { type: "string" },
    });
    const listing = exactInputSchema(z.object({
      a: z.int().meta({ id: "Amount" }),
      b: z.int().nullable().meta({ id: "Maybe" }),
    }));
    assert.deepEqual(listing, {
      type: "object",
      properties: { a: { type: "integer" }, b: { type: ["integer", "null"] } },
      required: ["a", "b"],
      additionalProperties: false,
    });
  });

  it("writes a partial record's keys as fields, a loose object open, a record's key pattern read", () => {
    assert.deepEqual(
      exact({
        r: z.partialRecord(z.enum(["a", "b"]), z.string()),
        o: z.looseObject({ a: z.int() }),
        k: z.record(z.string().regex(/^a\-/), z.string()),
        never: z.object({}).catchall(z.never()),
      }),
      {
        r: {
          type: "object",
          properties: { a: { type: ["string", "null"] }, b: { type: ["string", "null"] } },
          additionalProperties: false,
        },
        o: {
          type: "object",
          properties: { a: { type: "integer" } },
          required: ["a"],
          additionalProperties: {},
        },
        k: {
          type: "object",
          additionalProperties: { type: ["string", "null"] },
          propertyNames: { type: "string" },
        },
        never: { type: "object", properties: {}, additionalProperties: false },
      },
    );
  });

  it("keeps JSON Schema's formats and annotations, and zod's own format as its pattern", () => {
    const listed = exact({
      e: z.email(),
      ip: z.ipv6(),
      h: z.hostname(),
      d: z.iso.duration(),
      u: z.uuid(),
      b: z.base64(),
      x: z.string().meta({ examples: ["a"], deprecated: true }),
      c: z.cuid(),
      v4: z.ipv4(),
      url: z.url(),
      at: z.iso.datetime(),
      on: z.iso.date(),
    }) as Record<string, Record<string, unknown>>;
    assert.deepEqual(
      Object.fromEntries(Object.entries(listed).map(([key, field]) => [key, field.format])),
      {
        e: "email",
        ip: "ipv6",
        h: "hostname",
        d: "duration",
        u: "uuid",
        b: undefined,
        x: undefined,
        c: undefined,
        v4: "ipv4",
        url: "uri",
        at: "date-time",
        on: "date",
      },
    );
    assert.equal(typeof listed.ip!.pattern, "string", "an input keeps the IPv6 pattern");
    assert.equal(listed.b!.contentEncoding, "base64");
    assert.equal(typeof listed.c!.pattern, "string");
    assert.deepEqual(listed.x, { type: "string", examples: ["a"], deprecated: true });
  });

  it("keeps in the strict listing only the formats OpenAI and Anthropic both name: no uri", () => {
    const strict = strictInputSchema(z.object({ url: z.url(), e: z.email(), on: z.iso.date() }));
    assert.deepEqual(strict?.properties, {
      url: { type: "string" },
      e: { type: "string", format: "email" },
      on: { type: "string", format: "date" },
    });
  });
});

describe("the output listing of rarer fields", () => {
  it("keeps the formats ajv-formats reads as zod does, and drops the IPv6 pattern", () => {
    const listed = answer({
      ip: z.ipv4(),
      u: z.uuid(),
      d: z.iso.date(),
      ip6: z.ipv6(),
      e: z.email(),
    });
    assert.deepEqual(
      Object.fromEntries(Object.entries(listed).map(([key, field]) => [key, field.format])),
      { ip: "ipv4", u: "uuid", d: "date", ip6: undefined, e: undefined },
    );
    assert.deepEqual(listed.ip6, { type: "string" });
    assert.equal(typeof listed.e!.pattern, "string");
  });

  it("drops a pattern with an escape of half a surrogate pair, in either case, and keeps others", () => {
    assert.deepEqual(
      answer({
        a: z.string().regex(/^\ud83d/),
        b: z.string().regex(/^\u0041/),
        c: z.string().regex(/^\uD83D/),
        d: z.string().regex(/^\udc00/),
        e: z.string().regex(/^\u{1F600}/u),
      }),
      {
        a: { type: "string" },
        b: { type: "string", pattern: "^\\u0041" },
        c: { type: "string" },
        d: { type: "string" },
        e: { type: "string" },
      },
    );
  });
});

describe("null in the three listings of rarer fields", () => {
  const three = (shape: z.ZodRawShape) =>
    [exactInputSchema, strictInputSchema, geminiParameters].map((list) =>
      (list(z.object(shape)) as { properties?: unknown } | null)?.properties ?? null
    );
  const object = (key: string, closed: boolean) => ({
    type: "object",
    properties: { [key]: { type: "integer" } },
    required: [key],
    ...(closed ? { additionalProperties: false } : {}),
  });

  it("adds null to choices, unions and arrays that may be left out", () => {
    const union = z.union([z.object({ a: z.int() }), z.object({ b: z.int() })]);
    const [exact, strict, gemini] = three({
      l: z.literal("a").optional(),
      e: z.enum(["a", "b"]).optional(),
      u: union.optional(),
      a: z.array(z.int()).optional(),
    });
    const nullable = {
      l: { type: ["string", "null"], enum: ["a", null] },
      e: { type: ["string", "null"], enum: ["a", "b", null] },
      u: { anyOf: [object("a", true), object("b", true), { type: "null" }] },
      a: { type: ["array", "null"], items: { type: "integer" } },
    };
    assert.deepEqual(exact, nullable);
    assert.deepEqual(strict, nullable);
    assert.deepEqual(gemini, {
      l: { type: "string", enum: ["a"] },
      e: { type: "string", enum: ["a", "b"] },
      u: { anyOf: [object("a", false), object("b", false)] },
      a: { type: "array", items: { type: "integer" } },
    });
  });

  it("keeps the null of a required union or choice that takes it", () => {
    const [exact, strict, gemini] = three({
      n: z.union([z.object({ a: z.int() }), z.null()]),
      m: z.union([z.string(), z.int(), z.null()]),
      t: z.union([z.array(z.int()), z.null()]),
      i: z.union([z.literal(1), z.literal(2.5)]),
    });
    const n = { anyOf: [object("a", true), { type: "null" }] };
    const t = { anyOf: [{ type: "array", items: { type: "integer" } }, { type: "null" }] };
    const i = { type: "number", enum: [1, 2.5] };
    assert.deepEqual(exact, { n, m: { type: ["string", "integer", "null"] }, t, i });
    assert.deepEqual(strict, {
      n,
      m: { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] },
      t,
      i,
    });
    assert.deepEqual(gemini, {
      n: { ...object("a", false), nullable: true },
      m: { anyOf: [{ type: "string" }, { type: "integer" }], nullable: true },
      t: { type: "array", items: { type: "integer" }, nullable: true },
      i: { type: "number", description: "One of 1, 2.5." },
    });
  });

  it("lists a literal that holds null as choices, strictly not at all where it may be left out", () => {
    const [exact, strict, gemini] = three({
      l: z.literal(["a", null]),
      k: z.literal(["a", null]).optional(),
    });
    assert.deepEqual(exact, { l: { enum: ["a", null] }, k: { enum: ["a", null] } });
    assert.equal(strict, null);
    const choice = { type: "string", enum: ["a"], nullable: true };
    assert.deepEqual(gemini, { l: choice, k: choice });
  });
});
