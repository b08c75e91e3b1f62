/**
 * The note toolkit behind an MCP server, on the low-level `Server` of the MCP
 * TypeScript SDK v2 (`@modelcontextprotocol/server`), with `mcpTools`
 * answering `tools/list` and `tools/call`: each client gets the listing of
 * its protocol revision, a call that waits for a person is an input request
 * for a client of 2026-07-28 that can ask one, and the chart tool's image
 * goes beside its rows. `mcp_v1.ts` is the same server on SDK 1.x.
 *
 * @module
 */

import { Server } from "@modelcontextprotocol/server";
import { mcpTools } from "@adecore/agents/mcp";
import type { NoteStore } from "./store.ts";
import { createNotesRegistry } from "./host.ts";

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
  /** The secret approvals are signed with; random unless given. */
  readonly approvalKey?: string | Uint8Array | undefined;
}

/** Makes an MCP server over the note toolkit, for one connection; connect it to any transport. */
export function createNotesServer(options: NotesServerOptions): Server {
  const { store, mayWrite, searchDelayMs, log } = options;
  const { registry, approvals } = createNotesRegistry(store, options.approvalKey);
  const tools = mcpTools(registry, {
    call: () => ({ store, mayWrite, searchDelayMs }),
    approvals,
    ...(log && { onError: (error, { tool }) => log(`tool ${tool} failed:`, error) }),
  });
  const server = new Server({ name: "adecore-notes", version: "0.1.0" }, {
    capabilities: tools.capabilities,
  });
  server.setRequestHandler("tools/list", tools.list);
  server.setRequestHandler("tools/call", tools.call);
  return server;
}
