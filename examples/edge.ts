/**
 * A `fetch` handler for edge hosts (Deno Deploy, Workers): `GET /` lists the
 * tools, and `POST /` with `{ "name": ..., "arguments": ... }` runs one and
 * answers its rows, or the refusal text with status 422.
 *
 * Run: `deno serve --allow-env examples/edge.ts`, then
 * `curl -d '{"name":"note_list"}' localhost:8000`.
 *
 * Whoever sends `Authorization: Bearer $NOTES_TOKEN` may change notes; anyone
 * else may only read them. Notes live in an SQLite database in the isolate's
 * memory (`node:sqlite`, which Workers lack: there, give `createHandler` a
 * store over your platform's own database). It speaks plain HTTP, not MCP,
 * and loads no MCP SDK: the registry and the tool list come from
 * `notes/host.ts`.
 *
 * @module
 */

import { refusalBody, ToolRefusal } from "@adecore/agents/context";
import { mcpTools } from "@adecore/agents/mcp";
import { createNotesRegistry } from "./notes/host.ts";
import { createNoteStore, type NoteStore } from "./notes/store.ts";

/** What the handler needs: the store, and who may change notes. */
export interface EdgeOptions {
  readonly store: NoteStore;
  readonly mayWrite: (request: Request) => boolean;
}

/** Makes the handler. */
export function createHandler(options: EdgeOptions): (request: Request) => Promise<Response> {
  // A call that waits for a person is refused with its preview: this handler asks no one.
  const { registry } = createNotesRegistry(options.store);
  // The tool list as an MCP client of 2025 reads it: the adapter imports no SDK.
  const listed = mcpTools(registry).list({});
  return async (request) => {
    if (request.method === "GET") return Response.json(listed);
    if (request.method !== "POST") return new Response("GET or POST", { status: 405 });
    let call: { name?: unknown; arguments?: unknown };
    try {
      call = await request.json();
    } catch {
      return new Response('send JSON: {"name": "note_list", "arguments": {}}', { status: 400 });
    }
    try {
      // No request.signal: Deno.serve aborts it after every successful response
      // (its legacy behaviour, with a warning for a handler that reads it), and
      // these calls end within the request, with nothing to cancel.
      const rows = await registry.run(String(call.name), call.arguments, {
        store: options.store,
        mayWrite: options.mayWrite(request),
      });
      return new Response(rows.join("\n"), { headers: { "content-type": "text/plain" } });
    } catch (error) {
      if (!(error instanceof ToolRefusal)) throw error;
      return new Response(refusalBody(error), {
        status: 422,
        headers: { "content-type": "text/plain" },
      });
    }
  };
}

const token = Deno.env.get("NOTES_TOKEN");

/** What `deno serve` runs. */
export default {
  fetch: createHandler({
    store: createNoteStore(),
    mayWrite: (request) =>
      token !== undefined && request.headers.get("authorization") === `Bearer ${token}`,
  }),
} satisfies Deno.ServeDefaultExport;
