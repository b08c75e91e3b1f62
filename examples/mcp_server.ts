/**
 * An MCP server over stdio with the note toolkit, on the MCP TypeScript SDK
 * v2.
 *
 * Run: `deno run -A examples/mcp_server.ts [notes.db] [--read-only] [--search-delay=ms]`
 *
 * Notes live in an SQLite database in memory, or in the file given, which
 * several servers may share. With `--read-only` the client may read and list
 * notes but not change them. With `--search-delay`, a search waits that long
 * on each note, as a store across a network would, and meets its deadline.
 *
 * @module
 */

import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { createNotesServer } from "./notes/mcp.ts";
import { createNoteStore } from "./notes/store.ts";

const readOnly = Deno.args.includes("--read-only");
const path = Deno.args.find((arg) => !arg.startsWith("--"));
const delay = Deno.args.find((arg) => arg.startsWith("--search-delay="));
const searchDelayMs = delay === undefined
  ? undefined
  : Number(delay.slice("--search-delay=".length));
const store = createNoteStore(path);
// serveStdio answers a 2025-era client (initialize) and a 2026-07-28 one
// (server/discover) alike, with one server from the factory per connection.
serveStdio(() => createNotesServer({ store, mayWrite: !readOnly, searchDelayMs }));
