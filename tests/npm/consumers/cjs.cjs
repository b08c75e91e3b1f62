// A CommonJS consumer: require() of both ES module entries (Node 20.19+), with
// schemas from zod's CommonJS build, which is another copy of zod than the one
// the package imports.
const assert = require("node:assert/strict");
const { z } = require("zod");
const root = require("@adecore/agents");
const context = require("@adecore/agents/context");
const listings = require("@adecore/agents/listings");
const standard = require("@adecore/agents/standard");

assert.deepEqual(
  Object.keys(root).sort(),
  [...Object.keys(context), ...Object.keys(listings), ...Object.keys(standard)].sort(),
);
// zod's CommonJS copy through the listings too.
assert.deepEqual(listings.geminiParameters(z.object({ size: z.literal([1, 2]) })), {
  type: "object",
  properties: { size: { type: "integer", description: "One of 1, 2." } },
  required: ["size"],
});
const { createToolRegistry, defineTool, defineToolkit, ToolRefusal, toolInputSchema } = context;

const add = defineTool("user", {
  name: "user_add",
  description: "Adds a user.",
  input: z.object({
    name: z.string().describe("The user name").refine(
      (name) => Promise.resolve(name !== "root"),
      "name is taken",
    ),
    role: z.enum(["owner", "editor"]).optional(),
  }),
  run: (input) => [`user\t${input.name}`],
});
// Without asynchronous checks: the synchronous parse, compiled where zod can,
// of a schema from the other copy of zod.
const rename = defineTool("user", {
  name: "user_rename",
  description: "Renames a user.",
  input: z.object({
    id: z.number().int(),
    profile: z.object({ name: z.string().min(1), note: z.string().optional() }).optional(),
  }),
  run: (input) => [`user\t${input.id}\t${input.profile?.name ?? ""}`],
});
const registry = createToolRegistry([defineToolkit("user", [add, rename])]);

assert.deepEqual(toolInputSchema(add.input), {
  type: "object",
  properties: {
    name: { type: "string", description: "The user name" },
    role: { type: "string", enum: ["owner", "editor"] },
  },
  required: ["name"],
});

(async () => {
  assert.deepEqual(await registry.run("user_add", { name: "ada", role: null }, {}), ["user\tada"]);
  await assert.rejects(registry.run("user_add", { name: "root" }, {}), (error) => {
    assert.ok(error instanceof ToolRefusal);
    assert.equal(error.message, "name is taken");
    return true;
  });
  await assert.rejects(registry.run("user_add", { name: "ada", rol: "owner" }, {}), {
    message: "unknown field rol (did you mean role?)",
  });
  for (let i = 0; i < 2; i++) {
    assert.deepEqual(
      await registry.run("user_rename", { id: 7, profile: { name: "Ada", note: null } }, {}),
      ["user\t7\tAda"],
    );
    await assert.rejects(registry.run("user_rename", { id: 7, profile: { name: "" } }, {}), {
      message: "profile.name: has 0 characters; at least 1 needed",
    });
    await assert.rejects(registry.run("user_rename", { id: 7, profile: { nam: "Ada" } }, {}), {
      message:
        "profile.name: missing, expected string; profile: unknown field nam (did you mean name?)",
    });
  }
  console.log("commonjs consumer: ok");
})().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
