// An ES module consumer: imports both entries by name and runs a tool.
import assert from "node:assert/strict";
import { z } from "zod";
import * as root from "@adecore/agents";
import * as context from "@adecore/agents/context";
import * as listings from "@adecore/agents/listings";
import * as standard from "@adecore/agents/standard";

assert.deepEqual(
  Object.keys(root).sort(),
  [...Object.keys(context), ...Object.keys(listings), ...Object.keys(standard)].sort(),
);
assert.deepEqual(listings.strictInputSchema(z.object({ text: z.string().optional() })), {
  type: "object",
  properties: { text: { type: ["string", "null"] } },
  required: ["text"],
  additionalProperties: false,
});
const { createToolRegistry, defineTool, defineToolkit, refusalBody, toolInputSchema } = context;

const echo = defineTool("text", {
  name: "text_echo",
  description: "Answers the text it is given.",
  input: z.object({ text: z.string().describe("What to answer") }),
  run: (input) => [`text\t${input.text}`],
});
const registry = createToolRegistry([defineToolkit("text", [echo])]);
assert.deepEqual(toolInputSchema(echo.input), {
  type: "object",
  properties: { text: { type: "string", description: "What to answer" } },
  required: ["text"],
});
assert.deepEqual(
  await registry.run("text_echo", { text: "hi", extra: null }, {}).catch(refusalBody),
  "refused\tbad-arguments\tunknown field extra\nfields\ttext",
);
assert.deepEqual(await registry.run("text_echo", { text: "hi" }, {}), ["text\thi"]);
const checked = standard.standardSchema(echo)["~standard"];
assert.deepEqual(checked.validate({ text: "hi", extra: 1 }), {
  issues: [{ message: "unknown field extra\nfields\ttext" }],
});
console.log("esm consumer: ok");
