// What a host sees of the three listings: the note tool in each, caching and
// freezing, the inputs each cannot express, and the refusals defineTool makes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { requiredField, toolInputSchema, toolOutputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import { assertExact, assertGemini, assertStrict } from "../dialects.ts";

// The note tool of the package description.
const note = z.object({
  text: requiredField("note_write needs text").describe("The note text"),
  revision: z.number().int().optional(),
  dry_run: z.boolean().optional(),
});

const listings = [exactInputSchema, strictInputSchema, geminiParameters] as const;

function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

describe("the note tool", () => {
  it("is listed exactly, with null taken where a field may be left out", () => {
    const listing = exactInputSchema(note);
    assertExact(listing);
    assert.deepEqual(listing, {
      type: "object",
      properties: {
        text: { type: "string", description: "The note text", pattern: "\\S" },
        revision: { type: ["integer", "null"] },
        dry_run: { type: ["boolean", "null"] },
      },
      required: ["text"],
      additionalProperties: false,
    });
  });

  it("is listed for strict mode with every field required and the skippable ones nullable", () => {
    const listing = strictInputSchema(note);
    assertStrict(listing);
    assert.deepEqual(listing, {
      type: "object",
      properties: {
        text: { type: "string", description: "The note text" },
        revision: { type: ["integer", "null"] },
        dry_run: { type: ["boolean", "null"] },
      },
      required: ["text", "revision", "dry_run"],
      additionalProperties: false,
    });
  });

  it("is listed as Gemini parameters", () => {
    const listing = geminiParameters(note);
    assertGemini(listing);
    assert.deepEqual(listing, {
      type: "object",
      properties: {
        text: { type: "string", description: "The note text. Matches the pattern \\S." },
        revision: { type: "integer" },
        dry_run: { type: "boolean" },
      },
      required: ["text"],
    });
  });

  it("keeps its portable listing as it was", () => {
    assert.deepEqual(toolInputSchema(note), {
      type: "object",
      properties: {
        text: { type: "string", description: "The note text" },
        revision: { type: "integer" },
        dry_run: { type: "boolean" },
      },
      required: ["text"],
    });
  });
});

describe("every listing", () => {
  it("is computed once per schema and frozen at every depth", () => {
    const input = z.object({ tags: z.array(z.object({ name: z.string() })).default([]) });
    for (const list of listings) {
      const listing = list(input);
      assert.equal(list(input), listing);
      assert.ok(isDeeplyFrozen(listing));
    }
  });

  it("never freezes or hands out the host's own default", () => {
    const tags = ["todo"];
    const input = z.object({ tags: z.array(z.string()).default(tags) });
    const listing = exactInputSchema(input);
    assert.deepEqual(listing.properties.tags?.default, ["todo"]);
    assert.notEqual(listing.properties.tags?.default, tags);
    assert.ok(!Object.isFrozen(tags));
  });

  it("refuses what defineTool refuses, with its message", () => {
    const inputs = [
      z.object({ when: z.date() }),
      z.object({ data: z.unknown() }),
      z.object({ pair: z.tuple([z.string(), z.number()]) }),
    ];
    for (const input of inputs) {
      const expected = (() => {
        try {
          toolInputSchema(input);
        } catch (error) {
          return (error as Error).message;
        }
        throw new Error("toolInputSchema took it");
      })();
      for (const list of listings) assert.throws(() => list(input), { message: expected });
    }
  });

  it("refuses a field named __proto__, which no object a tool gets can hold", () => {
    const input = z.object({ ["__proto__"]: z.string() });
    for (const list of listings) {
      assert.throws(() => list(input), {
        message: 'field "__proto__" is named __proto__, which no object a host hands on can ' +
          "hold as a field; rename it",
      });
    }
  });
});

describe("a field with .catch(), which the check lets be left out", () => {
  it("is required in no object, and in a record of an enum's keys as zod requires every key", () => {
    const input = z.object({
      mode: z.string().catch("auto"),
      r: z.record(z.enum(["a", "b"]), z.string().catch("x")),
    });
    assert.deepEqual(exactInputSchema(input), {
      type: "object",
      properties: {
        mode: { type: ["string", "null"], default: "auto" },
        r: {
          type: "object",
          properties: {
            a: { type: "string", default: "x" },
            b: { type: "string", default: "x" },
          },
          required: ["a", "b"],
          additionalProperties: false,
        },
      },
      required: ["r"],
      additionalProperties: false,
    });
  });
});

describe("a union's later branches, which defineTool takes whatever they are", () => {
  // The portable listing shows only the first branch, so defineTool checks no other.
  const input = z.object({
    inter: z.union([z.int(), z.intersection(z.string().min(1), z.string().max(3))]).optional(),
    pair: z.union([z.string(), z.tuple([z.string(), z.int()])]),
    when: z.union([z.number(), z.date()]),
    same: z.union([z.int(), z.number().int()]),
    mixed: z.union([z.boolean(), z.literal(["a", 1])]),
    any: z.union([z.number(), z.any()]),
  });

  it("are listed exactly, a branch no JSON value passes left out", () => {
    const listing = exactInputSchema(input);
    assertExact(listing);
    assert.deepEqual(listing.properties, {
      inter: {
        anyOf: [
          { type: "integer" },
          { allOf: [{ type: "string", minLength: 1 }, { type: "string", maxLength: 3 }] },
          { type: "null" },
        ],
      },
      pair: {
        anyOf: [{ type: "string" }, {
          type: "array",
          minItems: 2,
          maxItems: 2,
          items: false,
          prefixItems: [{ type: "string" }, { type: "integer" }],
        }],
      },
      when: { type: "number" },
      same: { type: "integer" },
      mixed: { anyOf: [{ type: "boolean" }, { enum: ["a", 1] }] },
      any: { anyOf: [{ type: "number" }, { not: { type: "null" } }] },
    });
  });

  it("list a required field of z.null() as taking null, and an empty tuple by its bounds", () => {
    // Its schema gives null a meaning: the check keeps it.
    const listing = exactInputSchema(z.object({
      a: z.union([z.string(), z.object({ b: z.null() })]),
      none: z.union([z.string(), z.tuple([])]),
    }));
    assertExact(listing);
    assert.deepEqual(listing.properties, {
      a: {
        anyOf: [{ type: "string" }, {
          type: "object",
          properties: { b: { type: "null" } },
          required: ["b"],
          additionalProperties: false,
        }],
      },
      none: { anyOf: [{ type: "string" }, { type: "array", maxItems: 0, items: false }] },
    });
  });

  it("make strict mode and Gemini list nothing they cannot show, and split choices by type", () => {
    assert.equal(strictInputSchema(input), null);
    assert.equal(geminiParameters(input), null);
    const mixed = z.object({ mixed: input.shape.mixed });
    assert.deepEqual(strictInputSchema(mixed)?.properties.mixed, {
      anyOf: [{ type: "boolean" }, {
        anyOf: [{ type: "string", enum: ["a"] }, { type: "number", enum: [1] }],
      }],
    });
    assert.deepEqual(geminiParameters(mixed)?.properties.mixed, {
      anyOf: [{ type: "boolean" }, {
        anyOf: [{ type: "string", enum: ["a"] }, { type: "integer", description: "Only 1." }],
      }],
    });
    for (const key of ["inter", "pair", "any"] as const) {
      const one = z.object({ [key]: input.shape[key] });
      assert.equal(strictInputSchema(one), null, key);
      assert.equal(geminiParameters(one), null, key);
    }
  });
});

describe("exactInputSchema", () => {
  it("writes a schema used in several places out in each, required or not", () => {
    const name = z.string().meta({ id: "Name", title: "A name" });
    const listing = exactInputSchema(z.object({ first: name, last: name.optional() }));
    assertExact(listing);
    assert.deepEqual(listing.properties, {
      first: { type: "string", title: "A name" },
      last: { type: ["string", "null"], title: "A name" },
    });
  });

  it("leaves out a pattern the check reads with flags, or that is no Unicode pattern", () => {
    const listing = exactInputSchema(z.object({
      code: z.string().regex(/^[a-z]+$/i),
      dashed: z.string().regex(/^a\-b$/),
      plain: z.string().regex(/^a-b$/),
    }));
    assertExact(listing);
    assert.deepEqual(listing.properties, {
      code: { type: "string" },
      dashed: { type: "string" },
      plain: { type: "string", pattern: "^a-b$" },
    });
  });

  it("keeps only the formats JSON Schema names, and a record's keys", () => {
    const listing = exactInputSchema(z.object({
      id: z.cuid(),
      at: z.iso.date(),
      scores: z.record(z.string().min(2), z.int()),
    }));
    assertExact(listing);
    assert.equal(listing.properties.id?.format, undefined);
    assert.equal(typeof listing.properties.id?.pattern, "string");
    assert.equal(listing.properties.at?.format, "date");
    assert.deepEqual(listing.properties.scores, {
      type: "object",
      propertyNames: { type: "string", minLength: 2 },
      additionalProperties: { type: ["integer", "null"] },
    });
  });

  it("lists a field the check takes whatever is sent into (.catch()) as not required", () => {
    const listing = exactInputSchema(z.object({ level: z.int().catch(1) }));
    assert.equal(listing.required, undefined);
  });
});

describe("strictInputSchema", () => {
  it("is null for an input with fields of any name anywhere", () => {
    const inputs = [
      z.object({ labels: z.record(z.string(), z.string()) }),
      z.object({ meta: z.looseObject({ source: z.string() }) }),
      z.object({ items: z.array(z.object({ a: z.string() }).catchall(z.number())) }),
      z.looseObject({ text: z.string() }),
      z.object({ pick: z.union([z.string(), z.record(z.string(), z.int())]) }),
    ];
    for (const input of inputs) assert.equal(strictInputSchema(input), null);
  });

  it("lists a record of an enum's keys, which is an object of fields", () => {
    const listing = strictInputSchema(z.object({
      flags: z.partialRecord(z.enum(["bold", "italic"]), z.boolean()),
    }));
    assertStrict(listing);
    assert.deepEqual(listing?.properties.flags, {
      type: "object",
      properties: { bold: { type: ["boolean", "null"] }, italic: { type: ["boolean", "null"] } },
      required: ["bold", "italic"],
      additionalProperties: false,
    });
  });

  it("is null past OpenAI's limits, and listed up to them", () => {
    const fields = (count: number) =>
      z.object(Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, z.int()])));
    assert.notEqual(strictInputSchema(fields(5000)), null);
    assert.equal(strictInputSchema(z.object({ a: fields(2500), b: fields(2501) })), null);

    let deep: z.ZodObject = z.object({ leaf: z.string() });
    for (let level = 2; level <= 10; level++) deep = z.object({ next: deep });
    assertStrict(strictInputSchema(deep));
    assert.equal(strictInputSchema(z.object({ next: deep })), null);
    assert.equal(strictInputSchema(z.object({ list: z.array(deep) })), null);

    const choices = (count: number, width = 1) =>
      z.enum(Array.from({ length: count }, (_, i) => String(i).padStart(width, "x")));
    assert.notEqual(strictInputSchema(z.object({ a: choices(500), b: choices(500) })), null);
    assert.equal(strictInputSchema(z.object({ a: choices(500), b: choices(501) })), null);
    assert.notEqual(strictInputSchema(z.object({ a: choices(251, 59) })), null);
    assert.equal(strictInputSchema(z.object({ a: choices(251, 60) })), null);

    const long = (key: string) => z.object({ [key.repeat(60_001)]: z.string() });
    assert.equal(strictInputSchema(z.object({ a: long("a"), b: long("b") })), null);
  });

  it("writes several types as branches, and a constant as a one-value enum", () => {
    const listing = strictInputSchema(z.object({
      id: z.union([z.string(), z.int()]).optional().describe("The id"),
      kind: z.literal("note"),
      either: z.xor([z.string(), z.number()]),
    }));
    assertStrict(listing);
    assert.deepEqual(listing?.properties, {
      id: {
        description: "The id",
        anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }],
      },
      kind: { type: "string", enum: ["note"] },
      either: { anyOf: [{ type: "string" }, { type: "number" }] },
    });
  });
});

describe("geminiParameters", () => {
  it("is null for an input with an object of no fields anywhere, the input included", () => {
    const inputs = [
      z.object({}),
      z.object({ labels: z.record(z.string(), z.string()) }),
      z.object({ options: z.object({}) }),
      z.object({ extra: z.looseObject({}) }),
      z.object({ pick: z.array(z.union([z.string(), z.record(z.string(), z.int())])) }),
    ];
    for (const input of inputs) assert.equal(geminiParameters(input), null);
  });

  it("says in the description what no keyword shows, after the field's own words", () => {
    const listing = geminiParameters(z.object({
      level: z.literal([1, 2, 3]).describe("How loud"),
      on: z.literal(false).describe("Must be off."),
      rate: z.number().gt(0).lt(1).describe("A share"),
      step: z.int().multipleOf(5).multipleOf(3),
      email: z.email(),
      at: z.iso.datetime(),
      code: z.string().startsWith("A").endsWith("Z"),
      meta: z.looseObject({ source: z.string() }),
      ratio: z.union([z.literal(0.5), z.literal(2)]),
    }));
    assertGemini(listing);
    assert.deepEqual(listing?.properties, {
      level: { type: "integer", description: "How loud. One of 1, 2, 3." },
      on: { type: "boolean", description: "Must be off. Only false." },
      rate: { type: "number", description: "A share. Greater than 0. Less than 1." },
      step: { type: "integer", description: "A multiple of 5. A multiple of 3." },
      email: { type: "string", description: "Format: email." },
      at: { type: "string", format: "date-time" },
      code: {
        type: "string",
        description: "Matches the pattern ^A.*. Matches the pattern .*Z$.",
      },
      meta: {
        type: "object",
        properties: { source: { type: "string" } },
        required: ["source"],
        description: "Takes other fields too.",
      },
      // A union of number literals is one field of choices, as z.literal([0.5, 2]) is.
      ratio: { type: "number", description: "One of 0.5, 2." },
    });
  });

  it("lists a union of one branch and null with the union's own title and words, not the branch's", () => {
    const inner = z.object({ a: z.string() }).meta({
      title: "inner",
      description: "The inner one",
    });
    const listing = geminiParameters(z.object({
      f: z.union([inner, z.null()]).meta({ title: "outer", description: "The outer one" }),
      g: z.union([inner, z.null()]),
    }));
    assert.deepEqual(listing?.properties, {
      f: {
        title: "outer",
        type: "object",
        properties: { a: { type: "string" } },
        required: ["a"],
        nullable: true,
        description: "The outer one",
      },
      g: {
        title: "inner",
        type: "object",
        properties: { a: { type: "string" } },
        required: ["a"],
        nullable: true,
        description: "The inner one",
      },
    });
  });

  it("marks what takes null as nullable, and leaves null out where a field may only be skipped", () => {
    const listing = geminiParameters(z.object({
      scores: z.array(z.number().nullable()),
      pick: z.array(z.union([z.string(), z.int(), z.null()])),
      note: z.string().nullish(),
      skipped: z.string().optional(),
      id: z.union([z.string(), z.int()]).describe("The id"),
    }));
    assertGemini(listing);
    assert.deepEqual(listing?.properties, {
      scores: { type: "array", items: { type: "number", nullable: true } },
      pick: {
        type: "array",
        items: { anyOf: [{ type: "string" }, { type: "integer" }], nullable: true },
      },
      note: { type: "string", nullable: true },
      skipped: { type: "string" },
      id: { description: "The id", anyOf: [{ type: "string" }, { type: "integer" }] },
    });
  });
});

describe("every listing of the package", () => {
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
      assert.ok(isDeeplyFrozen(listing), JSON.stringify(listing));
    }
  });
});
