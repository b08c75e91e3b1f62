/**
 * Starts the MCP server of `mcp_server.ts` as a child process, connects the
 * official SDK's `Client` to it over stdio, and prints the session a model
 * would have: the tool list, a write, a dry run, a stale revision, a
 * misspelled field and an unknown tool.
 *
 * Run: `deno task demo`
 *
 * @module
 */

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { parseRefusalBody } from "@adecore/agents/context";

const transport = new StdioClientTransport({
  command: Deno.execPath(),
  args: ["run", "-A", new URL("mcp_server.ts", import.meta.url).pathname],
  stderr: "inherit",
});
const client = new Client({ name: "demo", version: "0.1.0" });
await client.connect(transport);

console.log("# tools/list\n");
const { tools } = await client.listTools();
for (const tool of tools) {
  const hints = Object.entries(tool.annotations ?? {})
    .filter(([, value]) => value === true)
    .map(([hint]) => hint.replace(/Hint$/, ""));
  const required = new Set(tool.inputSchema.required ?? []);
  const fields = Object.keys(tool.inputSchema.properties ?? {})
    .map((name) => required.has(name) ? name : `${name}?`);
  console.log(`${tool.name}(${fields.join(", ")})  [${hints.join(", ") || "writes"}]`);
  console.log(`  ${tool.description}\n`);
}

const session: [string, string, Record<string, unknown>][] = [
  ["a write", "note_write", { text: "Buy milk" }],
  ["a dry run", "note_write", { id: "1", text: "Buy oat milk", revision: 1, dry_run: true }],
  ["the write itself", "note_write", { id: "1", text: "Buy oat milk", revision: 1 }],
  ["a stale revision", "note_write", { id: "1", text: "Buy soy milk", revision: 1 }],
  ["a misspelled field", "note_write", { id: "1", txt: "Buy soy milk", revision: 2 }],
  ["a note too long", "note_write", { text: "milk ".repeat(500) }],
  ["an unknown tool", "notes_write", { text: "Buy soy milk" }],
  ["the list", "note_list", {}],
];
for (const [title, name, input] of session) {
  const result = await client.callTool({ name, arguments: input });
  const text = (result.content as { type: string; text?: string }[])
    .map((part) => part.text ?? "").join("\n");
  // A client can read a refusal back, to branch on its code.
  const refusal = result.isError ? parseRefusalBody(text) : null;
  const outcome = refusal === null ? "" : `  (isError, code ${refusal.code})`;
  const sent = JSON.stringify(input);
  const shown = sent.length > 90 ? `${sent.slice(0, 90)}…` : sent;
  console.log(`# ${title}: ${name} ${shown}${outcome}`);
  console.log(`${text}\n`);
}

await client.close();
