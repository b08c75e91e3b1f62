/**
 * Case 7: what each listing of a tool's input costs a model, in tokens of
 * o200k_base (the encoding of OpenAI's GPT-4o and later models; others
 * count differently, but in proportion), against what the MCP SDK's
 * `McpServer` lists for the same schemas. A listing counts as the
 * `JSON.stringify` of its input schema alone, as a host sends it, summed over
 * the tools; the name and description, the same on both sides, are left out.
 * The baseline is each tool registered with `McpServer.registerTool` and its
 * `inputSchema` as a client receives it from `tools/list`.
 *
 * The tools are the example tools (the note toolkit of
 * `examples/notes/toolkit.ts` and the README's note tool) and a corpus shaped
 * like real MCP servers' tools (`real_tools.ts`). Where the strict listing is
 * `null`, a host sends the exact listing instead, and where the Gemini
 * listing is, `parametersJsonSchema` with the exact listing: those count.
 * Tokens are deterministic, so nothing is timed or repeated.
 *
 * Run alone: `deno run --allow-read --allow-env bench/tokens.ts`.
 *
 * @module
 */

import { encode } from "gpt-tokenizer/encoding/o200k_base";
import type { ZodObject } from "zod";
import { McpServer } from "@modelcontextprotocol/server";
import { defineTool, DRY_RUN_PREVIEW, toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import { noteToolkit } from "../examples/notes/toolkit.ts";
import { noteInput } from "./dispatch.ts";
import { connect } from "./mcp.ts";
import { printTable, type Row } from "./measure.ts";
import { realTools } from "./real_tools.ts";

/** A tool as both servers take it. */
interface Listed {
  readonly name: string;
  readonly description: string;
  readonly input: ZodObject;
}

/** The example tools: the note toolkit's four and the README's note tool. */
const exampleTools: readonly Listed[] = [
  ...noteToolkit.tools,
  {
    name: "note_write",
    description: `Writes a note to the active document. ${DRY_RUN_PREVIEW}`,
    input: noteInput,
  },
];

/** The o200k_base tokens of a value written as JSON. */
function count(value: unknown): number {
  return encode(JSON.stringify(value)).length;
}

/** The inputSchema of every tool, in order, as McpServer lists it to a client. */
async function sdkListings(tools: readonly Listed[]): Promise<unknown[]> {
  const server = new McpServer({ name: "sdk", version: "0" });
  // Names only tell the tools apart: the README's note tool shares one with the toolkit's.
  tools.forEach((tool, i) =>
    server.registerTool(`tool_${i}`, {
      description: tool.description,
      inputSchema: tool.input,
    }, () => ({ content: [] }))
  );
  const ask = await connect(server.server);
  const response = await ask("tools/list") as {
    result: { tools: { name: string; inputSchema: unknown }[] };
  };
  const listed = new Map(response.result.tools.map((tool) => [tool.name, tool.inputSchema]));
  await server.close();
  return tools.map((_, i) => listed.get(`tool_${i}`));
}

/** The rows of one set of tools. */
async function rowsOf(set: string, tools: readonly Listed[]): Promise<Row[]> {
  // As a host would: a schema defineTool refuses fails here.
  for (const tool of tools) defineTool("bench", { ...tool, run: () => [] });
  const base = (await sdkListings(tools)).reduce((sum: number, listing) => sum + count(listing), 0);
  const sum = (listing: (input: ZodObject) => unknown) =>
    tools.reduce((total, tool) => total + count(listing(tool.input)), 0);
  const nulls = (listing: (input: ZodObject) => unknown) =>
    tools.filter((tool) => listing(tool.input) === null).length;
  const strictNull = nulls(strictInputSchema);
  const geminiNull = nulls(geminiParameters);
  const at = `listing tokens, ${set} (${tools.length})`;
  const line = (name: string, ours: number, target: string): Row => ({
    name: `${at}, ${name}`,
    baseline: "McpServer tools/list",
    base,
    ours,
    ratio: ours / base,
    unit: "tokens",
    target,
  });
  console.error(`  counted: ${at}`);
  return [
    line("portable", sum(toolInputSchema), "≤ 1"),
    line("exact", sum(exactInputSchema), "≤ 1"),
    line(
      `strict (${strictNull} null, sent as exact)`,
      sum((input) => strictInputSchema(input) ?? exactInputSchema(input)),
      "—",
    ),
    line(
      `Gemini (${geminiNull} null, sent as exact)`,
      sum((input) => geminiParameters(input) ?? exactInputSchema(input)),
      "—",
    ),
  ];
}

/**
 * Counts the tokens of every listing of the example tools and of the corpus
 * of real tools, against `McpServer`'s listing of the same schemas.
 *
 * @returns The rows for the table: four listings for each set of tools.
 */
export async function tokens(): Promise<Row[]> {
  return [
    ...await rowsOf("example tools", exampleTools),
    ...await rowsOf("real tools", realTools),
  ];
}

if (import.meta.main) {
  console.log(
    "o200k_base tokens of JSON.stringify of each input schema, summed over the tools; " +
      "command: deno run --allow-read --allow-env bench/tokens.ts\n",
  );
  printTable(await tokens());
}
