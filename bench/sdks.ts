/**
 * A refusal as the SDKs a host uses deliver it, versus what the host gets
 * from the SDK's own zod check of the same call: a misspelled field (`txt`
 * for `text`) behind the MCP SDK v2, its low-level `Server` with
 * `registry.run` versus its `McpServer` with the zod schema (and with the
 * schema strict, which finds the unknown field too); and through
 * `standardSchema(tool)` as the AI SDK validates a tool call, versus zod's
 * bare `safeParse` and its error's message.
 *
 * @module
 */

import { z } from "zod";
import { McpServer, Server } from "@modelcontextprotocol/server";
import { asSchema } from "ai";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import { standardSchema } from "@adecore/agents/standard";
import { noteCall, noteInput, noteRun } from "./dispatch.ts";
import { compare, type Row, row } from "./measure.ts";
import { callsThrough, connect } from "./mcp.ts";

/** The call a model sends with its one field misspelled. */
const MISSPELLED = { txt: "Buy milk", revision: 3 };

const note = defineTool("note", {
  name: "note_write",
  description: "Writes a note to the active document.",
  input: noteInput,
  run: noteRun,
});
const registry = createToolRegistry([defineToolkit("note", [note])]);

/** The low-level Server with the registry, as the README wires it. */
function ourServer(): Server {
  const server = new Server({ name: "ours", version: "0" }, { capabilities: { tools: {} } });
  callsThrough(server, registry);
  return server;
}

/**
 * The SDK's McpServer with the same zod schema and run; with `strict`, the
 * schema refuses unknown fields, as the package does, in zod's words.
 */
function sdkServer(strict = false): Server {
  const mcp = new McpServer({ name: "sdk", version: "0" });
  mcp.registerTool("note_write", {
    description: "Writes a note to the active document.",
    inputSchema: strict ? z.strictObject(noteInput.shape) : noteInput,
  }, async (input) => {
    const rows = await noteRun(input, noteCall);
    return { content: [{ type: "text", text: rows.join("\n") }] };
  });
  return mcp.server;
}

/** The rows of refusals behind the SDKs. */
export async function sdks(): Promise<Row[]> {
  const params = { name: "note_write", arguments: MISSPELLED };
  const theirs = await connect(sdkServer());
  const ours = await connect(ourServer());
  const mcp = await compare(
    () => theirs("tools/call", params),
    () => ours("tools/call", params),
    200,
    101,
  );
  const strict = await connect(sdkServer(true));
  const mcpStrict = await compare(
    () => strict("tools/call", params),
    () => ours("tools/call", params),
    200,
    101,
  );
  // The AI SDK validates a tool call through the schema asSchema makes of it.
  const validated = asSchema(standardSchema(note));
  const ai = await compare(
    () => noteInput.safeParse(MISSPELLED).error?.message,
    async () => {
      const result = await validated.validate!(MISSPELLED);
      return result.success ? undefined : result.error.message;
    },
    1_000,
    101,
  );
  return [
    row(
      "refusal behind MCP SDK v2, Server + registry.run",
      "McpServer + zod",
      mcp,
      "µs",
      "≤ 1.2",
    ),
    row(
      "  beside McpServer with zod's strict object",
      "McpServer + strictObject",
      mcpStrict,
      "µs",
      "—",
    ),
    row(
      "refusal through standardSchema, as the AI SDK checks",
      "safeParse + error.message",
      ai,
      "µs",
      "≤ 2",
    ),
  ];
}

if (import.meta.main) {
  const { printTable } = await import("./measure.ts");
  printTable(await sdks());
}
