/**
 * The server of `mcp.ts` on the MCP TypeScript SDK 1.x
 * (`@modelcontextprotocol/sdk`), which many hosts still run: the same tool
 * list, the same answers, the same protocol error for an unknown tool.
 *
 * @module
 */

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  type CallToolRequest,
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { refusalBody, ToolRefusal } from "@adecore/agents/context";
import {
  answerResult,
  createNotesRegistry,
  FAILED,
  type ProgressNotification,
  progressTo,
  type TextResult,
  textResult,
  toolList,
  unknownToolMessage,
} from "./host.ts";
import type { NotesServerOptions } from "./mcp.ts";

/**
 * A JSON-RPC invalid-params error. SDK 1.x sends an error's `code` and
 * `message` as they are; its `McpError` would put `MCP error -32602: ` in
 * front of the message on the wire.
 */
class InvalidParams extends Error {
  readonly code: number = ErrorCode.InvalidParams;
}

/** Makes the note server on SDK 1.x; connect it to any transport of that SDK. */
export function createNotesServerV1(options: NotesServerOptions): Server {
  const log = options.log ?? ((message, error) => console.error(message, error));
  // SDK 1.x has no input requests: a call that waits for a person is refused, as the model reads it.
  const { registry } = createNotesRegistry(options.store);
  const server = new Server(
    { name: "adecore-notes", version: "0.1.0" },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => toolList);
  server.setRequestHandler(
    CallToolRequestSchema,
    async (
      request: CallToolRequest,
      extra: {
        signal: AbortSignal;
        sendNotification: (notification: ProgressNotification) => Promise<void>;
      },
    ): Promise<TextResult> => {
      const { name, arguments: input } = request.params;
      try {
        const answered = await registry.answer(name, input, {
          store: options.store,
          mayWrite: options.mayWrite,
          searchDelayMs: options.searchDelayMs,
          signal: extra.signal,
          onProgress: progressTo(request.params._meta?.progressToken, extra.sendNotification),
        });
        return answerResult(answered);
      } catch (error) {
        // A name no tool has is a protocol error; its message names every tool.
        const unknown = unknownToolMessage(name, error);
        if (unknown !== undefined) throw new InvalidParams(unknown);
        // A refusal is an answer for the model, never a protocol error.
        if (error instanceof ToolRefusal) return textResult(refusalBody(error), true);
        log(`tool ${name} failed:`, error);
        return textResult(FAILED, true);
      }
    },
  );
  return server;
}
