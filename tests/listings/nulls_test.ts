// Where a field's schema gives null a meaning, the exact, strict and Gemini
// listings show null as a value there; the portable listing leaves null
// branches out. Strict mode, where a model skips a field by sending null,
// cannot list a field that may be left out with another result than null.
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
