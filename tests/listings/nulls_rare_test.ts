// Null where zod's JSON Schema and the check part ways: a preprocess that
// turns null into nothing, a record of values no JSON value passes, a null
// literal in a union, choices of several types with null among them, and
// branches of no value at all.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";

/** A preprocess that reads null as left out, before the schema. */
function skipped<T extends z.ZodType>(schema: T): z.ZodType {
  return z.preprocess((value) => (value === null ? undefined : value), schema);
}

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
