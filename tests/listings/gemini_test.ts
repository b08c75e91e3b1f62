// The Gemini listing: what a Gemini function declaration's parameters say
// where Gemini's schema cannot, in words.
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
