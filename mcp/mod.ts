/**
 * A tool registry behind an MCP server, on the MCP TypeScript SDK v2 or
 * v1: `mcpTools(registry)` gives the `tools/list` and `tools/call`
 * handlers of a low-level `Server`, with the listing each client's protocol
 * revision takes, hints as the author gave them, structured content,
 * attachments, progress, refusals the model reads and the protocol error of
 * an unknown tool. The entry imports no SDK, types included.
 *
 * @example A server in a few lines (SDK v2)
 * ```ts ignore
 * import { Server } from "@modelcontextprotocol/server";
 * import { serveStdio } from "@modelcontextprotocol/server/stdio";
 * import { mcpTools } from "@adecore/agents/mcp";
 *
 * serveStdio(() => {
 *   const { capabilities, list, call } = mcpTools(registry);
 *   const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities });
 *   server.setRequestHandler("tools/list", list);
 *   server.setRequestHandler("tools/call", call);
 *   return server;
 * });
 * ```
 *
 * @module
 */

export { type McpHostCall, type McpTools, mcpTools, type McpToolsOptions } from "./tools.ts";
export type {
  McpCallRequest,
  McpCallResult,
  McpContent,
  McpContext,
  McpInputRequired,
  McpNotification,
  McpSchema,
  McpTool,
} from "./protocol.ts";
