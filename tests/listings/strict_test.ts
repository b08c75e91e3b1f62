// The strict listing (OpenAI's and Anthropic's strict modes): what it lists,
// and where it lists nothing, at its limits and for rarer fields.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { strictInputSchema } from "@adecore/agents/listings";

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

describe("strictInputSchema", () => {
  it("keeps in the strict listing only the formats OpenAI and Anthropic both name: no uri", () => {
    const strict = strictInputSchema(z.object({ url: z.url(), e: z.email(), on: z.iso.date() }));
    assert.deepEqual(strict?.properties, {
      url: { type: "string" },
      e: { type: "string", format: "email" },
      on: { type: "string", format: "date" },
    });
  });

  it("lists no strict schema for a pipe that may be left out and takes null", () => {
    const input = z.object({ a: z.string().nullable().optional().pipe(z.string().nullable()) });
    assert.equal(strictInputSchema(input), null);
  });
});

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
