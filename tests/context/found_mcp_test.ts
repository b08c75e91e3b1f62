// A session's tool list behind the MCP SDK v2's low-level Server, as a
// client of protocol 2025-11-25 sees it: the tools listed up front, a
// search, notifications/tools/list_changed, and the list grown by what the
// search found.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { Server } from "@modelcontextprotocol/server";
import { Client, InMemoryTransport, type Tool as McpTool } from "@modelcontextprotocol/client";
import {
  createFoundTools,
  createToolRegistry,
  defineTool,
  defineToolkit,
  toolInputSchema,
} from "@adecore/agents/context";

const input = z.object({ id: z.int() });
const registry = createToolRegistry([
  defineToolkit("note", [
    defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input,
      run: (given) => [`note\t${given.id}`],
    }),
  ]),
  defineToolkit("calendar", [
    defineTool("calendar", {
      name: "calendar_cancel_event",
      description: "Cancels a calendar event.",
      input,
      run: (given) => [`cancelled\t${given.id}`],
    }),
  ], { deferred: true }),
], { search: true });

/** A server for one session: its list grows as its searches find tools. */
function sessionServer(): Server {
  const session = createFoundTools(registry);
  const server = new Server({ name: "tools", version: "1.0.0" }, {
    capabilities: { tools: { listChanged: true } },
  });
  server.setRequestHandler("tools/list", () => ({
    tools: session.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { ...toolInputSchema(tool.input) } as { type: "object"; [key: string]: unknown },
    })),
  }));
  server.setRequestHandler("tools/call", async (request) => {
    const { name, arguments: args } = request.params;
    const { rows, structured } = await registry.answer(name, args, {});
    if (name === "tool_search" && session.add(structured!.tools as string[])) {
      await server.sendToolListChanged();
    }
    return { content: [{ type: "text", text: rows.join("\n") }] };
  });
  return server;
}

describe("createFoundTools behind an MCP server", () => {
  it("lists the tools up front, then those a search found, and tells the client", async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await sessionServer().connect(serverSide);
    let changed!: (tools: McpTool[]) => void;
    const lists = new Promise<McpTool[]>((resolve) => changed = resolve);
    const client = new Client({ name: "host", version: "1.0.0" }, {
      listChanged: {
        tools: { debounceMs: 0, onChanged: (error, tools) => !error && tools && changed(tools) },
      },
    });
    await client.connect(clientSide);
    const names = (tools: McpTool[]) => tools.map((tool) => tool.name);
    assert.deepEqual(names((await client.listTools()).tools), ["note_read", "tool_search"]);

    const found = await client.callTool({
      name: "tool_search",
      arguments: { query: "cancel a meeting" },
    });
    assert.deepEqual(found.content, [{
      type: "text",
      text: "tool\tcalendar_cancel_event\t\tCancels a calendar event.",
    }]);
    assert.deepEqual(names(await lists), ["note_read", "calendar_cancel_event", "tool_search"]);
    assert.deepEqual(
      (await client.callTool({ name: "calendar_cancel_event", arguments: { id: 7 } })).content,
      [{ type: "text", text: "cancelled\t7" }],
    );
    await client.close();
  });
});
