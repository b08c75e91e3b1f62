/**
 * An MCP server over stdio with the note toolkit.
 *
 * Run: `deno run -A examples/mcp_server.ts [notes.json] [--read-only]`
 *
 * Notes live in memory, or in the JSON file given. With `--read-only` the
 * client may read and list notes but not change them.
 *
 * @module
 */

import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createNotesServer } from "./notes/mcp.ts";
import { createNoteStore } from "./notes/store.ts";

const readOnly = Deno.args.includes("--read-only");
const path = Deno.args.find((arg) => !arg.startsWith("--"));
const server = createNotesServer({ store: createNoteStore(path), mayWrite: !readOnly });
await server.connect(new StdioServerTransport());
