// The exact listing: JSON Schema 2020-12 of exactly what the check takes,
// written out for rarer fields: patterns with flags or that a Unicode reading
// cannot compile, unions in unions and branches no JSON value passes,
// literals of bigints, fields with .catch(), $refs, partial and loose
// records, formats and annotations.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema } from "@adecore/agents/listings";

/** The properties of the exact listing of an object of these fields. */
function exact(shape: z.ZodRawShape): Record<string, unknown> {
  return (exactInputSchema(z.object(shape)) as { properties: Record<string, unknown> }).properties;
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
});

describe("the exact listing of a tool's examples", () => {
  it("puts the examples given in its examples keyword, and leaves the listing alone", () => {
    const input = z.object({ id: z.int(), note: z.string().optional() });
    const listing = exactInputSchema(input);
    const withExamples = exactInputSchema(input, [{ id: 1 }, { id: 2, note: "x" }]);
    assert.deepEqual(withExamples, { ...listing, examples: [{ id: 1 }, { id: 2, note: "x" }] });
    assert.ok(Object.isFrozen(withExamples));
    assert.equal(listing.examples, undefined);
    assert.equal(exactInputSchema(input), listing);
  });
});
