/**
 * Runs `deno doc --lint` on every entry and fails on every problem except
 * references to zod's own types (`ZodObject`, `ZodString`, `input`, `output`,
 * `ZodStandardSchemaWithJSON`): those live in the zod package, which JSR
 * documents apart, so `deno doc` cannot see them as public.
 *
 * Usage: `deno task doc:lint`
 *
 * @module
 */

const ZOD_TYPES = new Set([
  "ZodObject",
  "ZodString",
  "input",
  "output",
  "ZodStandardSchemaWithJSON",
]);

const { stderr, stdout } = await new Deno.Command(Deno.execPath(), {
  args: [
    "doc",
    "--lint",
    "mod.ts",
    "context/mod.ts",
    "listings/mod.ts",
    "standard/mod.ts",
    "mcp/mod.ts",
    "ai-sdk/mod.ts",
    "openai-agents/mod.ts",
  ],
  env: { NO_COLOR: "1" },
}).output();
const text = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
const problems = [...text.matchAll(/^error\[([\w-]+)\]: (.*)$/gm)].filter(([, rule, message]) => {
  const type = message?.match(/references private type '(\w+)'/)?.[1];
  return !(rule === "private-type-ref" && type !== undefined && ZOD_TYPES.has(type));
});
const accepted = [...text.matchAll(/^error\[private-type-ref\]/gm)].length -
  problems.filter(([, rule]) => rule === "private-type-ref").length;

if (problems.length > 0) {
  console.error(text);
  console.error(`doc lint: ${problems.length} problem(s) besides references to zod's types`);
  Deno.exit(1);
}
console.log(`doc lint: clean (${accepted} references to zod's own types accepted)`);
