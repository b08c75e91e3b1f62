/**
 * The note toolkit behind an MCP server, built with the low-level `Server` of
 * the MCP TypeScript SDK v2 (`@modelcontextprotocol/server`): `tools/list`
 * from the registry, `tools/call` through `registry.answer` (rows as text,
 * and a tool's structured answer where it has an output), refusals as tool
 * results the model reads, without structured content. `mcp_v1.ts` is the same server on SDK 1.x.
 *
 * @module
 */

import { ProtocolError, ProtocolErrorCode, Server } from "@modelcontextprotocol/server";
import { refusalBody, ToolRefusal } from "@adecore/agents/context";
import type { NoteStore } from "./store.ts";
import {
  answerResult,
  FAILED,
  progressTo,
  registry,
  type TextResult,
  textResult,
  toolList,
  unknownToolMessage,
} from "./host.ts";

export { registry, toolList };

/** What a server needs: the store, and whether its client may change notes. */
export interface NotesServerOptions {
  /** The notes. */
  readonly store: NoteStore;
  /** False for a client that may only read. */
  readonly mayWrite: boolean;
  /** How long a search waits on each note, to show its deadline at work; none by default. */
  readonly searchDelayMs?: number | undefined;
  /** Where the details of an unexpected error go; stderr by default. */
  readonly log?: (message: string, error: unknown) => void;
}

/** Makes an MCP server over the note toolkit; connect it to any transport. */
export function createNotesServer(options: NotesServerOptions): Server {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const server = new Server(
    { name: "adecore-notes", version: "0.1.0" },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler("tools/list", () => toolList);
  server.setRequestHandler("tools/call", async (request, ctx): Promise<TextResult> => {
    const { name, arguments: input } = request.params;
    try {
      const answered = await registry.answer(name, input, {
        store: options.store,
        mayWrite: options.mayWrite,
        searchDelayMs: options.searchDelayMs,
        // Cancelled by the client: the call rejects at once, and the SDK sends nothing for it.
        signal: ctx.mcpReq.signal,
        // A client that asked for progress gets the tool's reports of it.
        onProgress: progressTo(ctx.mcpReq._meta?.progressToken, ctx.mcpReq.notify),
      });
      return answerResult(answered);
    } catch (error) {
      // A name no tool has is a protocol error; its message names every tool.
      const unknown = unknownToolMessage(name, error);
      if (unknown !== undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, unknown);
      // A refusal is an answer for the model, never a protocol error: timed-out too,
      // which tells the model whether the same call is safe to send again.
      if (error instanceof ToolRefusal) return textResult(refusalBody(error), true);
      log(`tool ${name} failed:`, error);
      return textResult(FAILED, true);
    }
  });
  return server;
}
