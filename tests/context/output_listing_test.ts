// The listing of what a tool answers: exact where JSON Schema can say what
// zod checks, and wider where a validator reads it narrower, so every answer
// the check gives validates against it (under ajv with ajv-formats, as the
// MCP SDK's client checks structured content).
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { z } from "zod";
import {
  defineTool,
  parseToolOutput,
  toolOutputSchema,
  ToolRefusal,
} from "@adecore/agents/context";

/** ajv as the MCP SDK v2's client sets it up: JSON Schema 2020-12 with ajv-formats. */
function validator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  return ajv;
}

describe("toolOutputSchema", () => {
  it("lists the parsed answer exactly: defaults required, every branch, closed objects", () => {
    const output = z.object({
      id: z.int().positive(),
      text: z.string().max(200).describe("The note's text"),
      tags: z.array(z.enum(["home", "work"])).default([]),
      due: z.iso.date().optional(),
      owner: z.union([z.object({ user: z.string() }), z.object({ team: z.int() })]),
      score: z.number().nullable(),
      extra: z.record(z.string(), z.boolean()),
    });
    const listing = toolOutputSchema(output);
    assert.deepEqual(listing, {
      type: "object",
      properties: {
        id: { type: "integer", exclusiveMinimum: 0 },
        text: { type: "string", description: "The note's text", maxLength: 200 },
        tags: { type: "array", default: [], items: { type: "string", enum: ["home", "work"] } },
        due: {
          type: "string",
          pattern: (listing.properties!.due as { pattern: string }).pattern,
          format: "date",
        },
        owner: {
          anyOf: [
            {
              type: "object",
              properties: { user: { type: "string" } },
              required: ["user"],
              additionalProperties: false,
            },
            {
              type: "object",
              properties: { team: { type: "integer" } },
              required: ["team"],
              additionalProperties: false,
            },
          ],
        },
        score: { type: ["number", "null"] },
        extra: {
          type: "object",
          propertyNames: { type: "string" },
          additionalProperties: { type: "boolean" },
        },
      },
      required: ["id", "text", "tags", "owner", "score", "extra"],
      additionalProperties: false,
    });
    assert.equal(toolOutputSchema(output), listing, "computed once");
    assert.ok(Object.isFrozen(listing));
    assert.ok(Object.isFrozen((listing.properties!.owner as { anyOf: object[] }).anyOf[0]));
  });

  it("is wider where a validator reads zod's check narrower, and never narrower", () => {
    const listing = toolOutputSchema(z.object({
      name: z.string().min(3),
      mail: z.email(),
      at: z.iso.datetime(),
      step: z.number().multipleOf(0.1),
      count: z.int().multipleOf(3),
      code: z.string().regex(/^[a-z]+$/i),
      // "😀" is two characters to zod's pattern, one to JSON Schema's.
      two: z.string().regex(/^..$/),
      // A character past the Basic Multilingual Plane is one unit in JSON Schema, two in zod;
      // \p{L} is an escape there and the letters p{L} here.
      smiles: z.string().regex(/^😀+$/),
      among: z.string().regex(/^[a😀]$/),
      letters: z.string().regex(new RegExp("^\\p{L}$")),
      // zod takes ::ffff:1.2.3.4, which its own pattern does not.
      ip: z.ipv6(),
      // After its default, an answer may fit both sides of the xor.
      either: z.xor([z.object({ a: z.int().default(1) }), z.object({ a: z.int() })]),
      free: z.unknown(),
      loose: z.looseObject({ a: z.string() }),
    }));
    const properties = listing.properties as Record<string, Record<string, unknown>>;
    // zod counts UTF-16 code units: "😀😀" is 4 of them, 2 code points.
    assert.equal(properties.name!.minLength, 2);
    // ajv-formats refuses some addresses zod takes (a@b-.com); zod's pattern stays.
    assert.equal(properties.mail!.format, undefined);
    assert.equal(typeof properties.mail!.pattern, "string");
    // zod takes dates without seconds, ajv-formats does not; its pattern stays.
    assert.equal(properties.at!.format, undefined);
    assert.equal(typeof properties.at!.pattern, "string");
    // zod takes 0.3 as a multiple of 0.1 and 3e30 of 3; JSON Schema's division does not.
    assert.deepEqual(properties.step, { type: "number" });
    assert.deepEqual(properties.count, { type: "integer" });
    assert.deepEqual(properties.code, { type: "string" });
    assert.deepEqual(properties.two, { type: "string" });
    for (const key of ["smiles", "among", "letters"]) {
      assert.deepEqual(properties[key], { type: "string" });
    }
    assert.deepEqual(properties.ip, { type: "string" });
    assert.deepEqual(properties.either, {
      anyOf: [
        {
          type: "object",
          properties: { a: { type: "integer", default: 1 } },
          required: ["a"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: { a: { type: "integer" } },
          required: ["a"],
          additionalProperties: false,
        },
      ],
    });
    assert.deepEqual(properties.free, {});
    assert.deepEqual(properties.loose!.additionalProperties, {});
  });

  it("folds an intersection of objects with a field that takes null into one object", () => {
    const listing = toolOutputSchema(z.object({
      a: z.intersection(z.object({ x: z.string().nullable() }), z.object({ y: z.number() })),
    }));
    assert.deepEqual(listing.properties!.a, {
      type: "object",
      properties: { x: { type: ["string", "null"] }, y: { type: "number" } },
      required: ["x", "y"],
      additionalProperties: false,
    });
  });

  it("throws what defineTool throws for an output it cannot take", () => {
    assert.throws(() => toolOutputSchema(z.object({ at: z.date() })), {
      message: 'the output\'s field "at" is z.date(), which JSON cannot hold; answer it as ' +
        "z.iso.datetime()",
    });
  });
});

// Generated outputs of every kind a tool may answer, each with answers near
// what it takes: values it takes, texts at the edges of formats and lengths,
// and values of other types.
interface Kind {
  readonly schema: z.ZodType;
  readonly answers: fc.Arbitrary<unknown>;
}

const wrong = fc.constantFrom<unknown>(null, 0, -1.5, "", "x", true, [], {}, { a: 1 });
const texts = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom("😀😀", "😀", "ab", "abc", "a@b-.com", "a@b.co", "PT1.5S", "P1D"),
  fc.constantFrom("2024-02-29", "2023-02-29", "2020-01-01T00:00Z", "2020-01-01T00:00:00Z"),
  fc.constantFrom("00000000-0000-0000-0000-000000000000", "127.0.0.1", "1.2.3", "http://a"),
  fc.constantFrom("::1", "::ffff:1.2.3.4", "::1.2.3.4", "😀a", "a😀", "ß"),
);
const numbers = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.constantFrom(0.3, 0.1, 2.5, 1e21, 3e30, 6e25),
);

function leaf(schema: z.ZodType, answers: fc.Arbitrary<unknown>): fc.Arbitrary<Kind> {
  return fc.constant({ schema, answers: fc.oneof({ weight: 6, arbitrary: answers }, wrong) });
}

const leaves: fc.Arbitrary<Kind> = fc.oneof(
  leaf(z.string(), texts),
  leaf(z.string().min(2).max(4), texts),
  leaf(z.string().length(2), texts),
  leaf(z.string().regex(/^[a-c]+$/i), texts),
  leaf(z.string().regex(/^..$/), texts),
  leaf(z.string().regex(/^[^a]{2}$/), texts),
  leaf(z.string().regex(/^\S{2}$/), texts),
  leaf(z.string().regex(/^😀+$/), texts),
  leaf(z.string().regex(/^[a😀]$/), texts),
  leaf(z.ipv6(), texts),
  leaf(z.cidrv6(), fc.constantFrom("::ffff:1.2.3.4/96", "::/0", "x")),
  leaf(z.email(), texts),
  leaf(z.uuid(), texts),
  leaf(z.guid(), texts),
  leaf(z.ipv4(), texts),
  leaf(z.url(), texts),
  leaf(z.iso.date(), texts),
  leaf(z.iso.datetime(), texts),
  leaf(z.iso.datetime({ local: true }), texts),
  leaf(z.iso.time(), texts),
  leaf(z.iso.duration(), texts),
  leaf(z.number(), numbers),
  leaf(z.int().min(0).max(20), numbers),
  leaf(z.number().multipleOf(0.1), numbers),
  leaf(z.int().multipleOf(3), numbers),
  leaf(z.boolean(), fc.boolean()),
  leaf(z.enum(["a", "b"]), fc.constantFrom("a", "b", "c")),
  leaf(z.literal([1, "one", true]), fc.constantFrom(1, "one", true, 2)),
  leaf(z.unknown(), fc.jsonValue({ maxDepth: 2 })),
  leaf(z.string().refine((text) => text !== "x"), texts),
  leaf(z.coerce.string(), fc.oneof(texts, numbers)),
);

const fieldName = fc.stringMatching(/^[a-e][a-z0-9]{0,3}$/);

const kind: fc.Memo<Kind> = fc.memo((depth) => {
  if (depth <= 1) return leaves;
  const inner = kind(depth - 1);
  return fc.oneof(
    { weight: 3, arbitrary: leaves },
    inner.map((item) => ({
      schema: z.array(item.schema).max(3),
      answers: fc.oneof(fc.array(item.answers, { maxLength: 4 }), wrong),
    })),
    inner.map((item) => ({
      schema: z.record(z.string(), item.schema),
      answers: fc.dictionary(fieldName, item.answers, { maxKeys: 3 }),
    })),
    fc.tuple(inner, inner).map(([first, second]) => ({
      schema: z.union([first.schema, second.schema]),
      answers: fc.oneof(first.answers, second.answers),
    })),
    fc.tuple(inner, inner).map(([first, second]) => ({
      schema: z.xor([first.schema, second.schema]),
      answers: fc.oneof(first.answers, second.answers),
    })),
    fc.tuple(object(depth - 1), object(depth - 1)).map(([first, second]) => ({
      // Two plain objects, the one intersection an answer's listing shows.
      // Of fields of their own: a field in both is refused where a side gives a default.
      schema: z.intersection(
        z.object((first.schema as z.ZodObject).shape),
        z.object(
          Object.fromEntries(
            Object.entries((second.schema as z.ZodObject).shape).filter(([key]) =>
              !Object.hasOwn((first.schema as z.ZodObject).shape, key)
            ),
          ),
        ),
      ),
      answers: fc.tuple(first.answers, second.answers).map(([a, b]) =>
        typeof a === "object" && typeof b === "object" ? { ...a, ...b } : a
      ),
    })),
    fc.tuple(inner, inner).map(([first, second]) => ({
      schema: z.tuple([first.schema, second.schema]),
      answers: fc.oneof(fc.tuple(first.answers, second.answers), wrong),
    })),
    inner.map((item) => ({ schema: item.schema.nullable(), answers: item.answers })),
    // A caught value its schema takes: defineTool refuses any other.
    inner.chain((item) => fc.tuple(fc.constant(item), item.answers)).map(([item, caught]) => ({
      schema: item.schema.safeParse(caught).success
        ? item.schema.catch(() => caught as never)
        : item.schema,
      answers: item.answers,
    })),
    object(depth - 1),
  );
});

type Mode = "none" | "optional" | "default";

function object(depth: number): fc.Arbitrary<Kind> {
  const field = fc.tuple(kind(depth), fc.constantFrom<Mode>("none", "optional", "default"));
  return fc.tuple(
    fc.uniqueArray(fc.tuple(fieldName, field), { maxLength: 4, selector: ([key]) => key }),
    fc.constantFrom("strip", "strip", "strict", "loose"),
  ).chain(([fields, mode]) =>
    fc.tuple(...fields.map(([, [item]]) => item.answers)).map((fallbacks) => {
      const shape: Record<string, z.ZodType> = {};
      fields.forEach(([key, [item, how]], i) => {
        // A default its schema takes: defineTool refuses any other.
        const fits = item.schema.safeParse(fallbacks[i]).success;
        shape[key] = how === "optional"
          ? item.schema.optional()
          : how === "default" && fits
          ? item.schema.default(() => fallbacks[i] as never)
          : how === "default"
          // Where the schema refuses the value, a prefault of it: defineTool refuses that.
          ? item.schema
          : item.schema;
      });
      const schema = mode === "strict"
        ? z.strictObject(shape)
        : mode === "loose"
        ? z.looseObject(shape)
        : z.object(shape);
      const answers = fc.record(
        Object.fromEntries(fields.map(([key, [item]]) => [key, item.answers])),
        { requiredKeys: [] },
      ).chain((answer) =>
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(answer) },
          fc.constant({ ...answer, internal: "left out" }),
        )
      );
      return { schema, answers: fc.oneof({ weight: 8, arbitrary: answers }, wrong) };
    })
  );
}

describe("toolOutputSchema, for generated outputs", () => {
  const ajv = validator();

  it("takes every answer the check gives, and every answer refused is a plain Error naming the tool", () => {
    const tally = { given: 0, refused: 0 };
    fc.assert(
      fc.property(
        object(3).chain((top) =>
          fc.tuple(fc.constant(top), fc.array(top.answers, { minLength: 4, maxLength: 8 }))
        ),
        ([top, answers]) => {
          const output = top.schema as z.ZodObject;
          const tool = defineTool("gen", {
            name: "gen_out",
            description: "A generated tool.",
            input: z.object({}),
            output,
            run: () => ({}),
          });
          const validate = ajv.compile(toolOutputSchema(output));
          for (const answer of answers) {
            let structured: unknown;
            try {
              structured = (parseToolOutput(tool, answer) as { structured: unknown }).structured;
            } catch (error) {
              assert.ok(error instanceof Error && !(error instanceof ToolRefusal), String(error));
              assert.match(error.message, /^tool "gen_out" in toolkit "gen": run answered /);
              assert.ok(error.message.length < 2_000);
              tally.refused++;
              continue;
            }
            tally.given++;
            assert.ok(
              validate(structured),
              `${JSON.stringify(structured)}: ${ajv.errorsText(validate.errors)}`,
            );
          }
        },
      ),
      { seed: 20261201, numRuns: 300 },
    );
    assert.ok(tally.given > 300 && tally.refused > 300, JSON.stringify(tally));
  });
});

describe("toolOutputSchema of a field with .catch()", () => {
  it("lists it as required: the output check gives it whatever the tool answered", () => {
    assert.deepEqual(toolOutputSchema(z.object({ c: z.string().catch("x") })), {
      type: "object",
      properties: { c: { type: "string", default: "x" } },
      required: ["c"],
      additionalProperties: false,
    });
  });
});

/** The properties of the output listing of an object of these fields. */
function answer(shape: z.ZodRawShape): Record<string, Record<string, unknown>> {
  return (toolOutputSchema(z.object(shape)) as {
    properties: Record<string, Record<string, unknown>>;
  }).properties;
}

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
