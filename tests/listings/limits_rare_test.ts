// The strict and Gemini listings of rarer fields, and the strict listing's
// limits at their edges: the characters of every name and choice together,
// and the long enum of strings.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { geminiParameters, strictInputSchema } from "@adecore/agents/listings";

/** `count` distinct texts of `length` characters. */
function texts(count: number, length: number, from = 0): string[] {
  return Array.from({ length: count }, (_, i) => String(from + i).padEnd(length, "x"));
}

/** An input whose field `f` stands at `depth`, the input itself at 1. */
function at(depth: number, field: z.ZodType): z.ZodObject {
  let inner: z.ZodObject = z.object({ f: field });
  for (let level = 2; level < depth; level++) inner = z.object({ next: inner });
  return inner;
}

describe("the strict listing at its limits", () => {
  it("takes arrays and objects, null or not, 10 levels deep and not 11; other fields at 11", () => {
    const nesting = {
      array: z.array(z.string()),
      "array or null": z.array(z.string()).optional(),
      object: z.object({ a: z.string() }),
      "object or null": z.object({ a: z.string() }).optional(),
    };
    for (const [kind, field] of Object.entries(nesting)) {
      assert.notEqual(strictInputSchema(at(10, field)), null, kind);
      assert.equal(strictInputSchema(at(11, field)), null, kind);
    }
    assert.notEqual(strictInputSchema(at(11, z.string())), null);
    assert.notEqual(strictInputSchema(at(11, z.string().optional())), null);
    assert.equal(strictInputSchema(at(12, z.string())), null);
  });

  it("takes 120,000 characters of names and choices together, not one more", () => {
    // Five fields of two characters, each of 200 choices: 990 of 120 characters and 10 of 119.
    const fields = (last: number) =>
      z.object(Object.fromEntries(Array.from({ length: 5 }, (_, field) => {
        const values = [
          ...texts(198, 120, field * 200),
          ...texts(2, field === 4 ? last : 119, field * 200 + 198),
        ];
        return [`f${field}`, z.enum(values as [string, ...string[]])];
      })));
    assert.notEqual(strictInputSchema(fields(119)), null);
    assert.equal(strictInputSchema(fields(120)), null);
  });

  it("takes an enum of 251 texts of 15,000 characters together, not 15,001", () => {
    const values = (
      last: number,
    ) => [...texts(249, 60), ...texts(1, 30, 249), ...texts(1, last, 250)];
    const listed = (last: number) =>
      strictInputSchema(z.object({ e: z.enum(values(last) as [string, ...string[]]) }));
    assert.notEqual(listed(30), null);
    assert.equal(listed(31), null);
    // 250 of them may hold more.
    assert.notEqual(
      strictInputSchema(z.object({ e: z.enum(texts(250, 61) as [string, ...string[]]) })),
      null,
    );
  });
});

describe("the strict listing of rarer fields", () => {
  it("keeps the formats strict mode takes", () => {
    const listed = strictInputSchema(z.object({
      e: z.email(),
      at: z.iso.datetime(),
      on: z.iso.date(),
      du: z.iso.duration(),
      h: z.hostname(),
      v4: z.ipv4(),
      v6: z.ipv6(),
      u: z.uuid(),
      c: z.cuid(),
    })) as { properties: Record<string, { format?: string }> };
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(listed.properties).map(([key, field]) => [key, field.format]),
      ),
      {
        e: "email",
        at: "date-time",
        on: "date",
        du: "duration",
        h: "hostname",
        v4: "ipv4",
        v6: "ipv6",
        u: "uuid",
        c: undefined,
      },
    );
  });

  it("types choices without a type, and closes objects and arrays that may be null", () => {
    assert.deepEqual(
      strictInputSchema(z.object({
        l: z.literal(["a", null]),
        a: z.array(z.object({ x: z.int() })).optional(),
        o: z.object({ y: z.int() }).optional(),
        e: z.object({}),
      })),
      {
        type: "object",
        properties: {
          l: { type: ["string", "null"], enum: ["a", null] },
          a: {
            type: ["array", "null"],
            items: {
              type: "object",
              properties: { x: { type: "integer" } },
              required: ["x"],
              additionalProperties: false,
            },
          },
          o: {
            type: ["object", "null"],
            properties: { y: { type: "integer" } },
            required: ["y"],
            additionalProperties: false,
          },
          e: { type: "object", properties: {}, additionalProperties: false },
        },
        required: ["l", "a", "o", "e"],
        additionalProperties: false,
      },
    );
  });
});

describe("the Gemini listing of rarer fields", () => {
  it("marks choices with null nullable, and says what other fields an object takes", () => {
    assert.deepEqual(
      geminiParameters(z.object({
        l: z.literal(["a", null]),
        n: z.union([z.literal(1), z.literal(2), z.null()]),
        o: z.object({ a: z.int() }).catchall(z.string()).describe("Things"),
        p: z.object({ a: z.int() }).catchall(z.string().min(2)).describe("Stuff!"),
        q: z.looseObject({ a: z.int() }),
      })),
      {
        type: "object",
        properties: {
          l: { type: "string", enum: ["a"], nullable: true },
          n: {
            anyOf: [
              { type: "integer", description: "Only 1." },
              { type: "integer", description: "Only 2." },
            ],
            nullable: true,
          },
          o: {
            type: "object",
            properties: { a: { type: "integer" } },
            required: ["a"],
            description: "Things. Takes other fields too, each of type string.",
          },
          p: {
            type: "object",
            properties: { a: { type: "integer" } },
            required: ["a"],
            description: "Stuff! Takes other fields too.",
          },
          q: {
            type: "object",
            properties: { a: { type: "integer" } },
            required: ["a"],
            description: "Takes other fields too.",
          },
        },
        required: ["l", "n", "o", "p", "q"],
      },
    );
  });

  it("names the type of other fields only where it is one type and all they say", () => {
    const other = { type: "object", properties: { a: { type: "integer" } }, required: ["a"] };
    assert.deepEqual(
      geminiParameters(z.object({
        several: z.object({ a: z.int() }).catchall(z.union([z.string(), z.number()])),
        described: z.object({ a: z.int() }).catchall(z.unknown().describe("Anything")),
      })),
      {
        type: "object",
        properties: {
          several: { ...other, description: "Takes other fields too." },
          described: { ...other, description: "Takes other fields too." },
        },
        required: ["several", "described"],
      },
    );
  });

  it("ends the field's own words with a full stop before its notes, wherever else one stands", () => {
    assert.deepEqual(
      geminiParameters(z.object({ day: z.iso.date().describe("Version 1.2 of the day") })),
      {
        type: "object",
        properties: {
          day: { type: "string", description: "Version 1.2 of the day. Format: date." },
        },
        required: ["day"],
      },
    );
  });
});

describe("the strict listing of a field that takes null and may be left out", () => {
  const listed = (field: z.ZodType) => strictInputSchema(z.object({ a: field })) !== null;

  it("lists one whose default or prefault is null, and no other", () => {
    const text = z.string().nullable();
    assert.equal(listed(text.default(null)), true);
    assert.equal(listed(text.prefault(null)), true);
    assert.equal(listed(text.default("x")), false);
    assert.equal(listed(text.prefault("x")), false);
    assert.equal(listed(z.enum(["a"]).nullable().optional()), false);
  });

  it("reads through a preprocess to the schema it hands what was sent, and not through a pipe", () => {
    assert.equal(listed(z.preprocess((value) => value, z.string().nullable().optional())), false);
    assert.equal(listed(z.preprocess((value) => value, z.string().nullable())), true);
    assert.equal(listed(z.string().nullable().pipe(z.string().nullable())), true);
  });
});
