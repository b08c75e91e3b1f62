/**
 * MCP servers of the SDK v2 over its in-memory transport, asked with raw
 * JSON-RPC so that only the server side (with the JSON-RPC work both share)
 * is measured: the low-level `Server` with the registry versus the SDK's own
 * `McpServer.registerTool`.
 *
 * @module
 */

import { z } from "zod";
import { InMemoryTransport, McpServer, Server } from "@modelcontextprotocol/server";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  refusalBody,
  requiredField,
  toolInputSchema,
  ToolRefusal,
  type ToolRegistry,
} from "@adecore/agents/context";
import { mcpTools } from "@adecore/agents/mcp";
import { type NoteCall, noteCall, noteInput, noteRun, small } from "./dispatch.ts";
import { compare, type Compared, type Row, row } from "./measure.ts";

/** Sends one JSON-RPC request and resolves to the whole response message. */
export type Ask = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/** What {@linkcode connect} needs of a server, of either major version of the SDK. */
export interface Connectable {
  connect(transport: unknown): Promise<void>;
}

/** The client's end of an in-memory pair, as either major version of the SDK makes it. */
export interface ClientEnd {
  onmessage?(message: unknown): void;
  start(): Promise<void>;
  send(message: unknown): Promise<void>;
}

/**
 * Connects a server to an in-memory client that speaks raw JSON-RPC, and
 * initializes the session.
 *
 * @param server The server to connect; an `McpServer`'s is its `server`.
 * @param pair The SDK's linked pair of in-memory transports, its client's end first.
 * @returns A function that asks the server and resolves to its response.
 */
export async function connect(
  server: Connectable,
  [client, serverSide]: readonly [ClientEnd, unknown] = InMemoryTransport.createLinkedPair(),
): Promise<Ask> {
  await server.connect(serverSide);
  const waiting = new Map<number, (message: unknown) => void>();
  client.onmessage = (message: unknown) => {
    const id = (message as { id?: number }).id;
    if (id !== undefined) {
      waiting.get(id)?.(message);
      waiting.delete(id);
    }
  };
  await client.start();
  let next = 0;
  const ask: Ask = (method, params) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      void client.send({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });
    });
  await ask("initialize", {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "bench", version: "0" },
  });
  await client.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  return ask;
}

function name(i: number): string {
  return i === 0 ? "note_write" : `note_write_${i}`;
}

/** A registry of `count` note tools. */
function notes(count: number): ToolRegistry<NoteCall> {
  const tools = Array.from({ length: count }, (_, i) =>
    defineTool("note", {
      name: name(i),
      description: "Writes a note to the active document.",
      input: z.object({
        text: requiredField("note_write needs text").describe("The note text"),
        revision: z.number().int().optional(),
        dry_run: z.boolean().optional(),
      }),
      run: noteRun,
    }));
  return createToolRegistry([defineToolkit("note", tools)]);
}

/** The low-level Server with our registry of `count` note tools, through mcpTools as the README shows. */
function ourServer(count: number): Server {
  const tools = mcpTools(notes(count), { call: () => noteCall });
  const server = new Server({ name: "ours", version: "0" }, { capabilities: tools.capabilities });
  server.setRequestHandler("tools/list", tools.list);
  server.setRequestHandler("tools/call", tools.call);
  return server;
}

/** The same, its handlers written by hand: the call without the adapter. */
function handServer(count: number): Server {
  const registry = notes(count);
  const server = new Server({ name: "hand", version: "0" }, { capabilities: { tools: {} } });
  server.setRequestHandler("tools/list", () => ({
    tools: registry.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { ...toolInputSchema(tool.input) } as { type: "object"; [key: string]: unknown },
    })),
  }));
  callsThrough(server, registry);
  return server;
}

/** Answers the server's tools/call through `registry.run`, as the README wires it. */
export function callsThrough(server: Server, registry: ToolRegistry<NoteCall>): void {
  server.setRequestHandler("tools/call", async (request, ctx) => {
    try {
      const rows = await registry.run(request.params.name, request.params.arguments, {
        ...noteCall,
        signal: ctx.mcpReq.signal,
      });
      return { content: [{ type: "text", text: rows.join("\n") }] };
    } catch (error) {
      if (!(error instanceof ToolRefusal)) throw error;
      return { content: [{ type: "text", text: refusalBody(error) }], isError: true };
    }
  });
}

/** The SDK's McpServer with `count` note tools of the same schema and run. */
function sdkServer(count: number): Server {
  const mcp = new McpServer({ name: "sdk", version: "0" });
  for (let i = 0; i < count; i++) {
    mcp.registerTool(name(i), {
      description: "Writes a note to the active document.",
      inputSchema: noteInput,
      annotations: { readOnlyHint: false, destructiveHint: false },
    }, async (input: unknown) => {
      const rows = await noteRun(input as z.output<typeof noteInput>, noteCall);
      return { content: [{ type: "text", text: rows.join("\n") }] };
    });
  }
  return mcp.server;
}

/** The rows of the MCP servers; `run` is registry.run alone on the same call. */
export async function mcp(run: Compared): Promise<Row[]> {
  const sdkOne = await connect(sdkServer(1));
  const oursOne = await connect(ourServer(1));
  const handOne = await connect(handServer(1));
  const params = { name: "note_write", arguments: small };
  const roundTrip = await compare(
    () => sdkOne("tools/call", params),
    () => oursOne("tools/call", params),
    200,
    101,
  );
  const adapter = await compare(
    () => handOne("tools/call", params),
    () => oursOne("tools/call", params),
    200,
    101,
  );
  const sdkMany = await connect(sdkServer(200));
  const oursMany = await connect(ourServer(200));
  const list = await compare(() => sdkMany("tools/list"), () => oursMany("tools/list"), 5, 21);
  return [
    row("tools/call in memory", "McpServer.registerTool", roundTrip, "µs", "≤ 1.0"),
    row("  mcpTools against handlers by hand", "a hand-written handler", adapter, "µs", "≈ 1.0"),
    row(
      "  registry.run alone, of that",
      "our round trip",
      { base: roundTrip.ours, ours: run.ours, ratio: run.ours / roundTrip.ours },
      "µs",
      "—",
    ),
    row("tools/list, 200 tools", "McpServer", list, "ms", "≥ 10× faster (≤ 0.1)"),
  ];
}
