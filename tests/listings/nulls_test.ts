// Where a field's schema gives null a meaning, the exact, strict and Gemini
// listings show null as a value there; the portable listing leaves null
// branches out. Strict mode, where a model skips a field by sending null,
// cannot list a field that may be left out with another result than null.
// And null where zod's JSON Schema and the check part ways: a preprocess that
// turns null into nothing, a record of values no JSON value passes, a null
// literal in a union, choices of several types with null among them, and
// branches of no value at all.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";

/** A task update: null removes the due date. */
const todo = z.object({
  content: z.string(),
  dueString: z.preprocess((value) => (value === null ? "remove" : value), z.string().optional())
    .describe("The due date in words; null removes it"),
});

/** A setting: null clears it; a default of null is what null gives. */
const setting = z.object({
  key: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  since: z.string().nullable().default(null),
  tags: z.array(z.preprocess((value) => (value === null ? "none" : value), z.string()))
    .optional(),
  labels: z.record(z.enum(["a", "b"]), z.string().nullable()),
});

describe("listings of fields that take null", () => {
  it("leaves null out of the portable listing, as every null branch", () => {
    assert.deepEqual(toolInputSchema(todo), {
      type: "object",
      properties: {
        content: { type: "string" },
        dueString: { type: "string", description: "The due date in words; null removes it" },
      },
      required: ["content"],
    });
    assert.deepEqual(toolInputSchema(setting), {
      type: "object",
      properties: {
        key: { type: "string" },
        value: { type: "string" },
        since: { type: "string" },
        tags: { type: "array", items: { type: "string" } },
        labels: { type: "object" },
      },
      required: ["key", "value", "labels"],
    });
  });

  it("shows null as a value in the exact listing, required fields included", () => {
    assert.deepEqual(exactInputSchema(todo), {
      type: "object",
      properties: {
        content: { type: "string" },
        dueString: {
          type: ["string", "null"],
          description: "The due date in words; null removes it",
        },
      },
      required: ["content"],
      additionalProperties: false,
    });
    assert.deepEqual(exactInputSchema(setting), {
      type: "object",
      properties: {
        key: { type: "string" },
        value: { type: ["string", "number", "boolean", "null"] },
        since: { type: ["string", "null"], default: null },
        tags: { type: ["array", "null"], items: { type: ["string", "null"] } },
        labels: {
          type: "object",
          properties: { a: { type: ["string", "null"] }, b: { type: ["string", "null"] } },
          required: ["a", "b"],
          additionalProperties: false,
        },
      },
      required: ["key", "value", "labels"],
      additionalProperties: false,
    });
    // A lazy schema takes null as the schema it stands for does.
    assert.deepEqual(exactInputSchema(z.object({ a: z.lazy(() => z.string().nullable()) })), {
      type: "object",
      properties: { a: { type: ["string", "null"] } },
      required: ["a"],
      additionalProperties: false,
    });
  });

  it("folds an intersection of objects with a field that takes null into one object", () => {
    const input = z.object({
      a: z.intersection(z.object({ x: z.string().nullable() }), z.object({ y: z.number() })),
    });
    assert.deepEqual(exactInputSchema(input).properties.a, {
      type: "object",
      properties: { x: { type: ["string", "null"] }, y: { type: "number" } },
      required: ["x", "y"],
      additionalProperties: false,
    });
  });

  it("lists a required field that takes null in strict mode, and is null for one skipped apart from null", () => {
    assert.equal(strictInputSchema(todo), null);
    assert.equal(strictInputSchema(z.object({ note: z.string().nullish() })), null);
    assert.equal(
      strictInputSchema(
        z.object({ labels: z.partialRecord(z.enum(["a"]), z.string().nullable()) }),
      ),
      null,
    );
    assert.deepEqual(strictInputSchema(setting), {
      type: "object",
      properties: {
        key: { type: "string" },
        value: {
          anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }, { type: "null" }],
        },
        since: { type: ["string", "null"] },
        tags: { type: ["array", "null"], items: { type: ["string", "null"] } },
        labels: {
          type: "object",
          properties: { a: { type: ["string", "null"] }, b: { type: ["string", "null"] } },
          required: ["a", "b"],
          additionalProperties: false,
        },
      },
      required: ["key", "value", "since", "tags", "labels"],
      additionalProperties: false,
    });
  });

  it("marks a field that takes null nullable for Gemini, and a skippable one only not required", () => {
    assert.deepEqual(geminiParameters(todo), {
      type: "object",
      properties: {
        content: { type: "string" },
        dueString: {
          type: "string",
          nullable: true,
          description: "The due date in words; null removes it",
        },
      },
      required: ["content"],
    });
    assert.deepEqual(geminiParameters(setting), {
      type: "object",
      properties: {
        key: { type: "string" },
        value: {
          anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }],
          nullable: true,
        },
        since: { type: "string", default: null, nullable: true },
        tags: { type: "array", items: { type: "string", nullable: true } },
        labels: {
          type: "object",
          properties: {
            a: { type: "string", nullable: true },
            b: { type: "string", nullable: true },
          },
          required: ["a", "b"],
        },
      },
      required: ["key", "value", "labels"],
    });
  });
});

/** A preprocess that reads null as left out, before the schema. */
function skipped<T extends z.ZodType>(schema: T): z.ZodType {
  return z.preprocess((value) => (value === null ? undefined : value), schema);
}

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

describe("listings of null in rare places", () => {
  it("leaves null out of a required field whose preprocess reads null as left out", () => {
    const input = z.object({
      text: skipped(z.string().nullable()),
      value: skipped(z.union([z.string(), z.number(), z.null()])),
      size: skipped(z.literal(["s", "m", null])),
      owner: skipped(z.union([z.object({ id: z.string() }), z.null()]).describe("Who owns it")),
      place: skipped(z.xor([z.object({ id: z.string() }), z.null()])),
    });
    const owner = { type: "object", properties: { id: { type: "string" } }, required: ["id"] };
    const required = ["text", "value", "size", "owner", "place"];
    assert.deepEqual(exactInputSchema(input), {
      type: "object",
      properties: {
        text: { type: "string" },
        value: { type: ["string", "number"] },
        size: { enum: ["s", "m"] },
        owner: { ...owner, additionalProperties: false, description: "Who owns it" },
        place: { ...owner, additionalProperties: false },
      },
      required,
      additionalProperties: false,
    });
    assert.deepEqual(strictInputSchema(input), {
      type: "object",
      properties: {
        text: { type: "string" },
        value: { anyOf: [{ type: "string" }, { type: "number" }] },
        size: { type: "string", enum: ["s", "m"] },
        owner: {
          type: "object",
          description: "Who owns it",
          properties: { id: { type: "string" } },
          required: ["id"],
          additionalProperties: false,
        },
        place: { ...owner, additionalProperties: false },
      },
      required,
      additionalProperties: false,
    });
    assert.deepEqual(geminiParameters(input), {
      type: "object",
      properties: {
        text: { type: "string" },
        value: { anyOf: [{ type: "string" }, { type: "number" }] },
        size: { type: "string", enum: ["s", "m"] },
        owner: { ...owner, description: "Who owns it" },
        place: owner,
      },
      required,
    });
  });

  it("adds no second null to an optional union with a null literal", () => {
    const input = z.object({ a: z.union([z.string(), z.literal(null)]).optional() });
    assert.deepEqual(exactInputSchema(input), {
      type: "object",
      properties: { a: { anyOf: [{ type: "string" }, { type: "null", const: null }] } },
      additionalProperties: false,
    });
    assert.deepEqual(geminiParameters(input), {
      type: "object",
      properties: { a: { type: "string", nullable: true } },
    });
  });

  it("lists a record of values no JSON value passes as taking only null, which counts as none", () => {
    const input = z.object({ r: z.record(z.string(), z.never()) });
    assert.deepEqual(exactInputSchema(input), {
      type: "object",
      properties: {
        r: {
          type: "object",
          additionalProperties: { type: "null" },
          propertyNames: { type: "string" },
        },
      },
      required: ["r"],
      additionalProperties: false,
    });
    assert.equal(strictInputSchema(input), null);
    assert.equal(geminiParameters(input), null);
  });

  it("splits a later branch's choices of several types, null among them, by type", () => {
    const input = z.object({ m: z.union([z.boolean(), z.literal(["a", 1, null])]) });
    assert.deepEqual(exactInputSchema(input).properties, {
      m: { anyOf: [{ type: "boolean" }, { enum: ["a", 1, null] }] },
    });
    assert.deepEqual(strictInputSchema(input)?.properties, {
      m: {
        anyOf: [
          { type: "boolean" },
          {
            anyOf: [
              { type: "string", enum: ["a"] },
              { type: "number", enum: [1] },
              { type: "null", enum: [null] },
            ],
          },
        ],
      },
    });
    assert.deepEqual(geminiParameters(input)?.properties, {
      m: {
        anyOf: [
          { type: "boolean" },
          {
            anyOf: [
              { type: "string", enum: ["a"] },
              { type: "integer", description: "Only 1." },
            ],
            nullable: true,
          },
        ],
      },
    });
  });

  it("keeps a union inside an exclusive union as one branch", () => {
    const input = z.object({
      x: z.xor([z.union([z.object({ a: z.string() }), z.number()]), z.boolean()]),
    });
    const object = {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      additionalProperties: false,
    };
    assert.deepEqual(exactInputSchema(input).properties, {
      x: { oneOf: [{ anyOf: [object, { type: "number" }] }, { type: "boolean" }] },
    });
  });

  it("leaves out a branch no value passes, whatever it says of itself", () => {
    const input = z.object({ n: z.union([z.string(), z.never().describe("never sent")]) });
    const properties = { n: { type: "string" } };
    assert.deepEqual(exactInputSchema(input), {
      type: "object",
      properties,
      required: ["n"],
      additionalProperties: false,
    });
    assert.deepEqual(strictInputSchema(input), {
      type: "object",
      properties,
      required: ["n"],
      additionalProperties: false,
    });
    assert.deepEqual(geminiParameters(input), { type: "object", properties, required: ["n"] });
  });
});

describe("listings of null beside unions and choices", () => {
  const object = (key: string, type: string) => ({
    type: "object",
    properties: { [key]: { type } },
    required: [key],
    additionalProperties: false,
  });

  it("adds null as a branch of an optional union, and beside choices of several types", () => {
    const input = z.object({
      objects: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).optional(),
      mixed: z.union([z.string(), z.literal(["a", 1])]).optional(),
      values: z.record(z.string(), z.literal(["a", 1])),
      exclusive: z.xor([z.string(), z.number()]).optional(),
    });
    assert.deepEqual(exactInputSchema(input).properties, {
      objects: { anyOf: [object("a", "string"), object("b", "number"), { type: "null" }] },
      mixed: { anyOf: [{ type: "string" }, { enum: ["a", 1] }, { type: "null" }] },
      values: {
        type: "object",
        additionalProperties: { anyOf: [{ enum: ["a", 1] }, { type: "null" }] },
        propertyNames: { type: "string" },
      },
      exclusive: { oneOf: [{ type: "string" }, { type: "number" }, { type: "null" }] },
    });
  });

  it("keeps a union with words of its own as one branch, and one branch left as the field", () => {
    const input = z.object({
      inner: z.union([
        z.union([z.object({ a: z.string() }), z.number()]).describe("inner"),
        z.boolean(),
      ]),
      one: z.union([z.object({ a: z.string() }), z.date()]).describe("Who"),
    });
    assert.deepEqual(exactInputSchema(input).properties, {
      inner: {
        anyOf: [
          { description: "inner", anyOf: [object("a", "string"), { type: "number" }] },
          { type: "boolean" },
        ],
      },
      one: { ...object("a", "string"), description: "Who" },
    });
  });
});
