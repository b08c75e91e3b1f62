// Literal listings of one field of each construct, in each dialect, and each
// whole listing held to its client's rules.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import { assertExact, assertGemini, assertStrict } from "../dialects.ts";

interface Construct {
  readonly name: string;
  readonly field: z.ZodType;
  /** The field in the exact listing, and whether the exact listing requires it. */
  readonly exact: unknown;
  readonly required: boolean;
  /** The field in the strict listing, or null when strict mode cannot list the input. */
  readonly strict: unknown;
  /** The field in the Gemini listing, or null when `parameters` cannot. */
  readonly gemini: unknown;
}

const constructs: Construct[] = [
  {
    name: "text",
    field: z.string().min(1).max(40).describe("The note text"),
    exact: { type: "string", description: "The note text", minLength: 1, maxLength: 40 },
    required: true,
    strict: { type: "string", description: "The note text" },
    gemini: { type: "string", minLength: 1, maxLength: 40, description: "The note text" },
  },
  {
    name: "email",
    field: z.email(),
    exact: {
      type: "string",
      "pattern":
        "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
      format: "email",
    },
    required: true,
    strict: { type: "string", format: "email" },
    gemini: { type: "string", description: "Format: email." },
  },
  {
    name: "regex",
    field: z.string().regex(/^[a-z]+$/),
    exact: { type: "string", pattern: "^[a-z]+$" },
    required: true,
    strict: { type: "string" },
    gemini: { type: "string", description: "Matches the pattern ^[a-z]+$." },
  },
  {
    name: "int",
    field: z.int().min(1).max(10),
    exact: { type: "integer", minimum: 1, maximum: 10 },
    required: true,
    strict: { type: "integer" },
    gemini: { type: "integer", minimum: 1, maximum: 10 },
  },
  {
    name: "num",
    field: z.number().positive().lt(100).multipleOf(5),
    exact: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 100, multipleOf: 5 },
    required: true,
    strict: { type: "number" },
    gemini: { type: "number", description: "Greater than 0. Less than 100. A multiple of 5." },
  },
  {
    name: "enum",
    field: z.enum(["a", "b"]),
    exact: { type: "string", enum: ["a", "b"] },
    required: true,
    strict: { type: "string", enum: ["a", "b"] },
    gemini: { type: "string", enum: ["a", "b"] },
  },
  {
    name: "lits",
    field: z.literal([1, 2]),
    exact: { type: "number", enum: [1, 2] },
    required: true,
    strict: { type: "number", enum: [1, 2] },
    gemini: { type: "integer", description: "One of 1, 2." },
  },
  {
    name: "yes",
    field: z.literal(true),
    exact: { type: "boolean", const: true },
    required: true,
    strict: { type: "boolean", enum: [true] },
    gemini: { type: "boolean", description: "Only true." },
  },
  {
    name: "opt",
    field: z.string().optional(),
    exact: { type: ["string", "null"] },
    required: false,
    strict: { type: ["string", "null"] },
    gemini: { type: "string" },
  },
  {
    name: "def",
    field: z.int().default(3),
    exact: { type: ["integer", "null"], default: 3 },
    required: false,
    strict: { type: ["integer", "null"] },
    gemini: { type: "integer", default: 3 },
  },
  {
    // Its schema gives null a meaning: the tool gets the null.
    name: "nul",
    field: z.string().nullable(),
    exact: { type: ["string", "null"] },
    required: true,
    strict: { type: ["string", "null"] },
    gemini: { type: "string", nullable: true },
  },
  {
    // Skipped and null mean two things: strict mode, skipping by null, cannot say it.
    name: "nullish",
    field: z.string().nullish(),
    exact: { type: ["string", "null"] },
    required: false,
    strict: null,
    gemini: { type: "string", nullable: true },
  },
  {
    name: "null default",
    field: z.string().nullable().default(null),
    exact: { type: ["string", "null"], default: null },
    required: false,
    strict: { type: ["string", "null"] },
    gemini: { type: "string", default: null, nullable: true },
  },
  {
    name: "arr",
    field: z.array(z.string()).min(1).max(3),
    exact: { type: "array", minItems: 1, maxItems: 3, items: { type: "string" } },
    required: true,
    strict: { type: "array", items: { type: "string" } },
    gemini: { type: "array", minItems: 1, maxItems: 3, items: { type: "string" } },
  },
  {
    name: "obj",
    field: z.object({ a: z.string(), b: z.number().optional() }),
    exact: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: ["number", "null"] } },
      required: ["a"],
      additionalProperties: false,
    },
    required: true,
    strict: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: ["number", "null"] } },
      required: ["a", "b"],
      additionalProperties: false,
    },
    gemini: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "number" } },
      required: ["a"],
    },
  },
  {
    name: "rec",
    field: z.record(z.string(), z.number()),
    exact: {
      type: "object",
      additionalProperties: { type: ["number", "null"] },
      propertyNames: { type: "string" },
    },
    required: true,
    strict: null,
    gemini: null,
  },
  {
    name: "erec",
    field: z.record(z.enum(["x", "y"]), z.boolean()),
    exact: {
      type: "object",
      properties: { x: { type: "boolean" }, y: { type: "boolean" } },
      required: ["x", "y"],
      additionalProperties: false,
    },
    required: true,
    strict: {
      type: "object",
      properties: { x: { type: "boolean" }, y: { type: "boolean" } },
      required: ["x", "y"],
      additionalProperties: false,
    },
    gemini: {
      type: "object",
      properties: { x: { type: "boolean" }, y: { type: "boolean" } },
      required: ["x", "y"],
    },
  },
  {
    name: "looseRecord",
    field: z.looseRecord(z.string().regex(/^a/), z.number()),
    exact: {
      type: "object",
      patternProperties: { "^a": { type: ["number", "null"] } },
      additionalProperties: {},
    },
    required: true,
    strict: null,
    gemini: null,
  },
  {
    name: "loose",
    field: z.looseObject({ a: z.string() }),
    exact: {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      additionalProperties: {},
    },
    required: true,
    strict: null,
    gemini: {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      description: "Takes other fields too.",
    },
  },
  {
    name: "catchall",
    field: z.object({ a: z.string() }).catchall(z.number()),
    exact: {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      additionalProperties: { type: ["number", "null"] },
    },
    required: true,
    strict: null,
    gemini: {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      description: "Takes other fields too, each of type number.",
    },
  },
  {
    name: "union",
    field: z.union([z.string(), z.number()]),
    exact: { type: ["string", "number"] },
    required: true,
    strict: { anyOf: [{ type: "string" }, { type: "number" }] },
    gemini: { anyOf: [{ type: "string" }, { type: "number" }] },
  },
  {
    name: "unionObj",
    field: z.union([z.object({ id: z.int() }), z.object({ name: z.string() })]),
    exact: {
      anyOf: [{
        type: "object",
        properties: { id: { type: "integer" } },
        required: ["id"],
        additionalProperties: false,
      }, {
        type: "object",
        properties: { name: { type: "string" } },
        required: ["name"],
        additionalProperties: false,
      }],
    },
    required: true,
    strict: {
      anyOf: [{
        type: "object",
        properties: { id: { type: "integer" } },
        required: ["id"],
        additionalProperties: false,
      }, {
        type: "object",
        properties: { name: { type: "string" } },
        required: ["name"],
        additionalProperties: false,
      }],
    },
    gemini: {
      anyOf: [{
        type: "object",
        properties: { id: { type: "integer" } },
        required: ["id"],
      }, {
        type: "object",
        properties: { name: { type: "string" } },
        required: ["name"],
      }],
    },
  },
  {
    name: "disc",
    field: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), a: z.string() }),
      z.object({ kind: z.literal("b") }),
    ]),
    exact: {
      oneOf: [{
        type: "object",
        properties: { kind: { type: "string", const: "a" }, a: { type: "string" } },
        required: ["kind", "a"],
        additionalProperties: false,
      }, {
        type: "object",
        properties: { kind: { type: "string", const: "b" } },
        required: ["kind"],
        additionalProperties: false,
      }],
    },
    required: true,
    strict: {
      anyOf: [{
        type: "object",
        properties: { kind: { type: "string", enum: ["a"] }, a: { type: "string" } },
        required: ["kind", "a"],
        additionalProperties: false,
      }, {
        type: "object",
        properties: { kind: { type: "string", enum: ["b"] } },
        required: ["kind"],
        additionalProperties: false,
      }],
    },
    gemini: {
      anyOf: [{
        type: "object",
        properties: { kind: { type: "string", enum: ["a"] }, a: { type: "string" } },
        required: ["kind", "a"],
      }, {
        type: "object",
        properties: { kind: { type: "string", enum: ["b"] } },
        required: ["kind"],
      }],
    },
  },
  {
    name: "xor",
    field: z.xor([z.string(), z.int()]),
    exact: { oneOf: [{ type: "string" }, { type: "integer" }] },
    required: true,
    strict: { anyOf: [{ type: "string" }, { type: "integer" }] },
    gemini: { anyOf: [{ type: "string" }, { type: "integer" }] },
  },
  {
    name: "inter",
    field: z.intersection(z.object({ a: z.string() }), z.object({ b: z.int() })),
    exact: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "integer" } },
      required: ["a", "b"],
      additionalProperties: false,
    },
    required: true,
    strict: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "integer" } },
      required: ["a", "b"],
      additionalProperties: false,
    },
    gemini: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "integer" } },
      required: ["a", "b"],
    },
  },
  {
    name: "transform",
    field: z.string().transform((s) => s.length),
    exact: { type: "string" },
    required: true,
    strict: { type: "string" },
    gemini: { type: "string" },
  },
  {
    name: "pipe",
    field: z.string().pipe(z.coerce.number()),
    exact: { type: "string" },
    required: true,
    strict: { type: "string" },
    gemini: { type: "string" },
  },
  {
    name: "template",
    field: z.templateLiteral(["id-", z.int()]),
    exact: { type: "string", pattern: "^id--?\\d+$" },
    required: true,
    strict: { type: "string" },
    gemini: { type: "string", description: "Matches the pattern ^id--?\\d+$." },
  },
  {
    name: "lazy",
    field: z.lazy(() => z.string()),
    exact: { type: "string" },
    required: true,
    strict: { type: "string" },
    gemini: { type: "string" },
  },
  {
    name: "readonly",
    field: z.array(z.string()).readonly(),
    exact: { type: "array", readOnly: true, items: { type: "string" } },
    required: true,
    strict: { type: "array", items: { type: "string" } },
    gemini: { type: "array", items: { type: "string" } },
  },
  {
    name: "meta",
    field: z.string().meta({ id: "Name", title: "Name", description: "A name" }),
    exact: { type: "string", description: "A name", title: "Name" },
    required: true,
    strict: { type: "string", description: "A name" },
    gemini: { type: "string", title: "Name", description: "A name" },
  },
  {
    name: "catch",
    field: z.int().catch(0),
    exact: { type: ["integer", "null"], default: 0 },
    required: false,
    strict: { type: ["integer", "null"] },
    gemini: { type: "integer", default: 0 },
  },
  {
    name: "prefault",
    field: z.string().prefault("x"),
    exact: { type: ["string", "null"], default: "x" },
    required: false,
    strict: { type: ["string", "null"] },
    gemini: { type: "string", default: "x" },
  },
  {
    name: "nullArr",
    field: z.array(z.int().nullable()),
    exact: { type: "array", items: { type: ["integer", "null"] } },
    required: true,
    strict: { type: "array", items: { type: ["integer", "null"] } },
    gemini: { type: "array", items: { type: "integer", nullable: true } },
  },
];

describe("each construct as one field", () => {
  for (const construct of constructs) {
    it(`${construct.name} is listed for each client as written here`, () => {
      const input = z.object({ f: construct.field });
      const exact = exactInputSchema(input);
      assertExact(exact);
      assert.deepEqual(exact.properties.f, construct.exact);
      assert.deepEqual(exact.required, construct.required ? ["f"] : undefined);
      const strict = strictInputSchema(input);
      if (construct.strict === null) assert.equal(strict, null);
      else {
        assertStrict(strict);
        assert.deepEqual(strict?.properties.f, construct.strict);
        assert.deepEqual(strict?.required, ["f"]);
      }
      const gemini = geminiParameters(input);
      if (construct.gemini === null) assert.equal(gemini, null);
      else {
        assertGemini(gemini);
        assert.deepEqual(gemini?.properties.f, construct.gemini);
        assert.deepEqual(gemini?.required, construct.required ? ["f"] : undefined);
      }
    });
  }
});
