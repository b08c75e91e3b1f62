/**
 * The note host without a transport: its registry, and the approvals its
 * clear tool waits on. The MCP servers (SDK v2 in `mcp.ts`, SDK 1.x in
 * `mcp_v1.ts`) and the edge handler share it.
 *
 * @module
 */

import {
  createApprovals,
  createToolRegistry,
  type ToolApprovals,
  type ToolRegistry,
} from "@adecore/agents/context";
import { type NoteCall, noteToolkit } from "./toolkit.ts";
import type { NoteStore } from "./store.ts";

/** A registry of the note toolkit, and the approvals its clear tool waits on. */
export interface NotesRegistry {
  readonly registry: ToolRegistry<NoteCall>;
  readonly approvals: ToolApprovals<NoteCall>;
}

/**
 * The note toolkit's registry over a store, which keeps the ids of used
 * approvals, so a grant runs once even across servers sharing the file.
 *
 * @param store The notes, and the approvals used.
 * @param key The secret approvals are signed with: servers that share
 * requests and grants share it; random unless given.
 */
export function createNotesRegistry(
  store: NoteStore,
  key: string | Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
): NotesRegistry {
  const approvals = createApprovals<NoteCall>({
    keys: [key],
    // One person works on a server's notes: nothing in a call changes whom a grant is for.
    bind: () => "",
    once: (id, expiresAt) => store.claim(id, expiresAt),
  });
  return { registry: createToolRegistry([noteToolkit], { approvals }), approvals };
}
