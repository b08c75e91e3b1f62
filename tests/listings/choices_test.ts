// A union whose branches are all choices of one JSON type is one field of
// choices, as z.literal([...]) is: every listing shows every choice, and a
// wrong value is refused with all of them. A union of choices and texts is a
// text field.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import { toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import { PATHS, refused } from "../paths.ts";

const input = z.object({
  safesearch: z.union([z.literal("off"), z.literal("moderate"), z.literal("strict")]).describe(
    "The safety filter",
  ),
  region: z.union([z.enum(["us-east-1", "us-west-2"]), z.literal("eu-west-1")]).optional(),
  period: z.union([z.literal("day"), z.union([z.literal("week"), z.literal("month")])])
    .optional(),
  size: z.union([z.literal(1), z.literal(2), z.literal(4)]).optional(),
  scope: z.union([z.literal("all"), z.string()]).optional(),
});

describe("a union of choices, listed", () => {
  it("is one field of choices in the portable listing, and a union with texts is a text", () => {
    assert.deepEqual(toolInputSchema(input), {
      type: "object",
      properties: {
        safesearch: {
          type: "string",
          description: "The safety filter",
          enum: ["off", "moderate", "strict"],
        },
        region: { type: "string", enum: ["us-east-1", "us-west-2", "eu-west-1"] },
        period: { type: "string", enum: ["day", "week", "month"] },
        size: { type: "number", enum: [1, 2, 4] },
        scope: { type: "string" },
      },
      required: ["safesearch"],
    });
  });

  it("is one enum in the exact and strict listings, and in Gemini's", () => {
    const choices = {
      region: ["us-east-1", "us-west-2", "eu-west-1"],
      period: ["day", "week", "month"],
    };
    // The exact and strict listings write the unions of choices alike.
    const fields = {
      safesearch: {
        type: "string",
        description: "The safety filter",
        enum: ["off", "moderate", "strict"],
      },
      region: { type: ["string", "null"], enum: [...choices.region, null] },
      period: { type: ["string", "null"], enum: [...choices.period, null] },
      size: { type: ["number", "null"], enum: [1, 2, 4, null] },
    };
    assert.deepEqual(exactInputSchema(input).properties, {
      ...fields,
      scope: { anyOf: [{ type: "string", const: "all" }, { type: "string" }, { type: "null" }] },
    });
    assert.deepEqual(strictInputSchema(input)?.properties, {
      ...fields,
      scope: { anyOf: [{ type: "string", enum: ["all"] }, { type: "string" }, { type: "null" }] },
    });
    assert.deepEqual(geminiParameters(input)?.properties, {
      safesearch: {
        type: "string",
        enum: ["off", "moderate", "strict"],
        description: "The safety filter",
      },
      region: { type: "string", enum: choices.region },
      period: { type: "string", enum: choices.period },
      size: { type: "integer", description: "One of 1, 2, 4." },
      scope: { anyOf: [{ type: "string", enum: ["all"] }, { type: "string" }] },
    });
  });
});

for (const [path, on] of Object.entries(PATHS)) {
  describe(`a union of choices, checked (${path})`, () => {
    const check = on(input).check;

    it("refuses a wrong value with every choice and the one it may have meant", async () => {
      assert.equal(
        await refused(check({ safesearch: "of" })),
        'safesearch: must be one of "off", "moderate", "strict", not "of"; did you mean "off"?',
      );
      assert.equal(
        await refused(check({ safesearch: "off", region: "us-east1", period: "weak", size: 3 })),
        'region: must be one of "us-east-1", "us-west-2", "eu-west-1", not "us-east1"; did you ' +
          'mean "us-east-1"?; period: must be one of "day", "week", "month", not "weak"; did you ' +
          'mean "week"?; size: must be one of 1, 2, 4, not 3',
      );
      assert.deepEqual(await check({ safesearch: "strict", region: "eu-west-1", size: 4 }), {
        safesearch: "strict",
        region: "eu-west-1",
        size: 4,
      });
    });

    it("refuses a value of another type for choices and texts as a text field does", async () => {
      assert.equal(
        await refused(check({ safesearch: "off", scope: 5 })),
        "scope: must be a string, not 5",
      );
      assert.deepEqual(await check({ safesearch: "off", scope: "mine" }), {
        safesearch: "off",
        scope: "mine",
      });
    });

    it("takes exactly the choices of any union of them, and names them all", async () => {
      const word = fc.stringMatching(/^[a-z]{1,6}$/);
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(word, { minLength: 2, maxLength: 5 }),
          fc.nat(),
          word,
          async (choices, split, sent) => {
            const at = 1 + (split % (choices.length - 1));
            const union = z.union([
              z.enum(choices.slice(0, at) as [string, ...string[]]),
              ...choices.slice(at).map((choice) => z.literal(choice)),
            ]);
            const field = on(z.object({ pick: union })).check;
            for (const choice of choices) {
              assert.deepEqual(await field({ pick: choice }), { pick: choice });
            }
            if (choices.includes(sent)) return;
            const message = await refused(field({ pick: sent }));
            assert.ok(
              message.startsWith(
                `pick: must be one of ${
                  choices.map((choice) => JSON.stringify(choice)).join(", ")
                }, not`,
              ),
              message,
            );
          },
        ),
        { seed: 20, numRuns: 40 },
      );
    });
  });
}
