// The MCP adapter's handlers against the real SDK types, type-checked with
// the consumers: the SDK v2's and the SDK v1's Server take them as they are.
import { Server } from "@modelcontextprotocol/server";
import { Server as ServerV1 } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createToolRegistry } from "@adecore/agents/context";
import { mcpTools } from "@adecore/agents/mcp";

const tools = mcpTools(createToolRegistry([]));

export const v2: Server = new Server({ name: "notes", version: "1.0.0" }, {
  capabilities: tools.capabilities,
});
v2.setRequestHandler("tools/list", tools.list);
v2.setRequestHandler("tools/call", tools.call);

export const v1: ServerV1 = new ServerV1({ name: "notes", version: "1.0.0" }, {
  capabilities: tools.capabilities,
});
v1.setRequestHandler(ListToolsRequestSchema, tools.list);
v1.setRequestHandler(CallToolRequestSchema, tools.call);
