// The Gemini listing: what a Gemini function declaration's parameters say
// where Gemini's schema cannot, in words, for rarer fields too.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { geminiParameters } from "@adecore/agents/listings";

describe("geminiParameters", () => {
  it("writes number choices that are no integers, and a catchall with bounds, in Gemini's words", () => {
    assert.deepEqual(
      geminiParameters(z.object({
        n: z.literal(1.5),
        m: z.literal([1.5, 2]),
        c: z.object({ a: z.string() }).catchall(z.string().max(3)),
      }))?.properties,
      {
        n: { type: "number", description: "Only 1.5." },
        m: { type: "number", description: "One of 1.5, 2." },
        // Its bounds are the check's to tell: the listing says only that it takes more.
        c: {
          type: "object",
          properties: { a: { type: "string" } },
          required: ["a"],
          description: "Takes other fields too.",
        },
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
