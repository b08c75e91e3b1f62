// One call never changes another: a refusal's words depend only on the tool
// and what that call sent, whatever came before it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";

const choices = Array.from({ length: 20 }, (_, i) => `choice_${i}`);

const TOOLS = {
  state_union: z.object({
    u: z.union([z.object({ e: z.enum(["alpha", "beta"]) }), z.string()]),
  }),
  state_many: z.object({ list: z.array(z.enum(choices)) }),
  state_plain: z.object({ text: z.string(), level: z.enum(["low", "high"]).optional() }),
  state_keyed: z.object({ r: z.partialRecord(z.enum(["red", "green"]), z.number()) }),
};

/** Inputs each tool refuses, several with a choice one edit away. */
const SENT: readonly (readonly [keyof typeof TOOLS, unknown])[] = [
  ["state_union", { u: { e: "alpah" } }],
  ["state_union", { u: { e: "bta" }, x: 1 }],
  ["state_many", { list: choices.map((choice) => `${choice}x`) }],
  ["state_many", { list: Array(30).fill("choice_1x") }],
  ["state_plain", { text: 1, level: "hihg" }],
  ["state_plain", { txt: "a" }],
  ["state_keyed", { r: { rd: 1, gren: 2 } }],
];

const registry = createToolRegistry([
  defineToolkit(
    "state",
    Object.entries(TOOLS).map(([name, input]) =>
      defineTool("state", { name, description: "d", input, run: () => [] })
    ),
  ),
]);

async function refusal([name, input]: readonly [string, unknown]): Promise<string> {
  try {
    await registry.run(name, input, {});
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} took ${JSON.stringify(input)}`);
}

describe("registry.run: one refusal never changes another", () => {
  it("words a union's choice with its did-you-mean after any other refusal", async () => {
    const alone = await refusal(SENT[0]!);
    assert.equal(alone, 'u.e: must be one of "alpha", "beta", not "alpah"; did you mean "alpha"?');
    await refusal(SENT[2]!);
    assert.equal(await refusal(SENT[0]!), alone);
    await refusal(SENT[5]!);
    assert.equal(await refusal(SENT[0]!), alone);
  });

  it("gives every refusal the same words, whatever refusals came before", async () => {
    const first = await Promise.all(SENT.map(refusal));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(SENT.length - 1), { maxLength: 12 }), async (order) => {
        for (const i of order) assert.equal(await refusal(SENT[i]!), first[i]);
      }),
      { seed: 19, numRuns: 60 },
    );
  });
});
