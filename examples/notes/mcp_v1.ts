/**
 * The server of `mcp.ts` on the MCP TypeScript SDK 1.x
 * (`@modelcontextprotocol/sdk`), which many hosts still run: the same
 * adapter, with the SDK's request schemas. SDK 1.x speaks 2025-11-25 at
 * most, so a call that waits for a person is refused, as the model reads it.
 *
 * @module
 */

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { mcpTools } from "@adecore/agents/mcp";
import { createNotesRegistry } from "./host.ts";
import type { NotesServerOptions } from "./mcp.ts";

/** Makes the note server on SDK 1.x; connect it to any transport of that SDK. */
export function createNotesServerV1(options: NotesServerOptions): Server {
  const { store, mayWrite, searchDelayMs, log } = options;
  const { registry } = createNotesRegistry(store);
  const tools = mcpTools(registry, {
    call: () => ({ store, mayWrite, searchDelayMs }),
    ...(log && { onError: (error, { tool }) => log(`tool ${tool} failed:`, error) }),
  });
  const server = new Server({ name: "adecore-notes", version: "0.1.0" }, {
    capabilities: tools.capabilities,
  });
  server.setRequestHandler(ListToolsRequestSchema, tools.list);
  server.setRequestHandler(CallToolRequestSchema, tools.call);
  return server;
}
