/**
 * An MCP server over stdio with the note toolkit, on the MCP TypeScript SDK
 * v2.
 *
 * Run: `deno run -A examples/mcp_server.ts [notes.db] [--read-only]`
 *
 * Notes live in an SQLite database in memory, or in the file given, which
 * several servers may share. With `--read-only` the client may read and list
 * notes but not change them.
 *
 * @module
 */

import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { createNotesServer } from "./notes/mcp.ts";
import { createNoteStore } from "./notes/store.ts";

const readOnly = Deno.args.includes("--read-only");
const path = Deno.args.find((arg) => !arg.startsWith("--"));
const store = createNoteStore(path);
// serveStdio answers a 2025-era client (initialize) and a 2026-07-28 one
// (server/discover) alike, with one server from the factory per connection.
serveStdio(() => createNotesServer({ store, mayWrite: !readOnly }));
