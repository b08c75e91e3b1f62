/**
 * The note toolkit behind an MCP server, built with the official SDK's
 * low-level `Server`: `tools/list` from the registry, `tools/call` through
 * `registry.run`, refusals as tool results the model reads.
 *
 * @module
 */

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  type CallToolRequest,
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type ListToolsResult,
} from "@modelcontextprotocol/sdk/types.js";
import {
  createToolRegistry,
  refusalBody,
  toolInputSchema,
  ToolRefusal,
} from "@adecore/agents/context";
import type { NoteStore } from "./store.ts";
import { noteToolkit } from "./toolkit.ts";

/** The registry of this host: the note toolkit. */
export const registry = createToolRegistry([noteToolkit]);

/**
 * The hints MCP has beyond the package's annotations. MCP assumes a tool is
 * destructive and open-world when a hint is left out, so every hint is given.
 * A read changes nothing and a delete at a revision has no effect the second
 * time, so both are idempotent; every tool works on this host's own store.
 */
const IDEMPOTENT = new Set(["note_read", "note_list", "note_delete"]);

/** The answer to `tools/list`; computed once, since the listings are. */
export const toolList: ListToolsResult = {
  tools: registry.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: toolInputSchema(tool.input),
    annotations: {
      readOnlyHint: tool.annotations.readOnly,
      destructiveHint: tool.annotations.destructive,
      idempotentHint: IDEMPOTENT.has(tool.name),
      openWorldHint: false,
    },
  })),
};

/** What a server needs: the store, and whether its client may change notes. */
export interface NotesServerOptions {
  /** The notes. */
  readonly store: NoteStore;
  /** False for a client that may only read. */
  readonly mayWrite: boolean;
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
  server.setRequestHandler(ListToolsRequestSchema, () => toolList);
  server.setRequestHandler(
    CallToolRequestSchema,
    async (request: CallToolRequest, extra: { signal: AbortSignal }): Promise<CallToolResult> => {
      const { name, arguments: input } = request.params;
      try {
        const rows = await registry.run(name, input, {
          store: options.store,
          mayWrite: options.mayWrite,
          signal: extra.signal,
        });
        return text(rows.join("\n"));
      } catch (error) {
        // A refusal is an answer for the model, never a protocol error.
        if (error instanceof ToolRefusal) return text(refusalBody(error), true);
        log(`tool ${name} failed:`, error);
        return text("failed\tThe tool failed inside the host; this is not about your input.", true);
      }
    },
  );
  return server;
}

function text(body: string, isError = false): CallToolResult {
  return { content: [{ type: "text", text: body }], isError };
}
