// mcpTools behind the MCP SDK v2's low-level Server, as the SDK's own Client
// sees it on protocol 2025-11-25 and 2026-07-28, and behind the SDK v1's.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Server } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import {
  type CallToolResult,
  Client,
  type ClientOptions,
  InMemoryTransport,
  ProtocolError,
  type Tool as ListedTool,
} from "@modelcontextprotocol/client";
import { Server as ServerV1 } from "@modelcontextprotocol/sdk/server/index.js";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport as InMemoryV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRegistry } from "@adecore/agents/context";
import { type McpContext, mcpTools, type McpToolsOptions } from "@adecore/agents/mcp";
import { type Call, registryOf } from "./notes.ts";

type Era = "2025-11-25" | "2026-07-28";

/** An SDK v2 client of a server the adapter answers for, on the era asked. */
async function v2Client(
  era: Era,
  options: McpToolsOptions<Call> & { registry?: ToolRegistry<Call> } = {},
  client: ClientOptions = {},
): Promise<Client> {
  const { registry } = options.registry === undefined ? registryOf() : options;
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  serveStdio(() => {
    const tools = mcpTools(registry!, {
      call: () => ({ notes: new Map([[1, "Buy milk"]]) }),
      ...options,
    });
    const server = new Server({ name: "notes", version: "1.0.0" }, {
      capabilities: tools.capabilities,
    });
    server.setRequestHandler("tools/list", tools.list);
    server.setRequestHandler("tools/call", tools.call);
    return server;
  }, { transport: serverSide });
  // A client of the SDK v2 speaks 2025-11-25 unless pinned to a modern revision.
  const pinned = era === "2026-07-28" ? { versionNegotiation: { mode: { pin: era } } } : {};
  const connected = new Client({ name: "host", version: "1.0.0" }, { ...pinned, ...client });
  await connected.connect(clientSide);
  return connected;
}

/** A result without the `_meta` a server of 2026-07-28 stamps on each. */
function bare(result: unknown): unknown {
  const { _meta: _, ...rest } = result as Record<string, unknown>;
  return rest;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => part.type === "text" ? part.text : "").join("\n");

describe("mcpTools behind the SDK v2's Server", () => {
  for (const era of ["2025-11-25", "2026-07-28"] as const) {
    it(`lists each tool for a client of ${era}, with only the hints its author gave`, async () => {
      const client = await v2Client(era);
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name), [
        "note_read",
        "note_chart",
        "note_fail",
        "note_clear",
        "tool_search",
      ]);
      const read = tools[0]!;
      assert.equal(read.title, "Read a note");
      assert.deepEqual(read.annotations, { readOnlyHint: true, openWorldHint: false });
      assert.equal(tools[1]!.annotations, undefined);
      assert.deepEqual(tools[3]!.annotations, { destructiveHint: true });
      assert.deepEqual(read.outputSchema?.required, ["id", "text"]);
      if (era === "2025-11-25") {
        assert.deepEqual(read.inputSchema, {
          type: "object",
          properties: { id: { type: "integer", description: "The note's id" } },
          required: ["id"],
        });
      } else {
        assert.deepEqual(read.inputSchema.examples, [{ id: 1 }]);
        assert.equal(read.inputSchema.additionalProperties, false);
      }
      await client.close();
    });
  }

  it("answers rows, structured content the client checks, and refusals the model reads", async () => {
    const client = await v2Client("2026-07-28");
    await client.listTools();
    assert.deepEqual(bare(await client.callTool({ name: "note_read", arguments: { id: 1 } })), {
      content: [{ type: "text", text: '{"id":1,"text":"Buy milk"}' }],
      structuredContent: { id: 1, text: "Buy milk" },
    });
    const missing = await client.callTool({ name: "note_read", arguments: { id: 2 } });
    assert.deepEqual(bare(missing), {
      content: [{ type: "text", text: "refused\tnot-found\tno note 2" }],
      isError: true,
    });
    const bad = await client.callTool({ name: "note_read", arguments: { ids: 1 } });
    assert.equal(
      textOf(bad as CallToolResult),
      "refused\tbad-arguments\tid: missing, expected integer; unknown field ids (did you mean " +
        "id?)\nfields\tid",
    );
    await client.close();
  });

  it("answers a name no tool has with a protocol error naming every tool", async () => {
    const client = await v2Client("2025-11-25");
    await assert.rejects(client.callTool({ name: "note_reed", arguments: {} }), (error) => {
      assert.ok(error instanceof ProtocolError);
      assert.equal(error.code, -32602);
      assert.equal(
        error.message,
        "no tool is named note_reed (did you mean note_read?)\n" +
          "tools\tnote_read\tnote_chart\tnote_fail\tnote_clear\tcalendar_cancel_event\ttool_search",
      );
      return true;
    });
    await client.close();
  });

  it("keeps a failure's details for onError, and tells the client only that it failed", async () => {
    const errors: [string, string, string][] = [];
    const client = await v2Client("2025-11-25", {
      onError: (error, { tool, toolkit }) => errors.push([tool, toolkit, (error as Error).message]),
    });
    assert.deepEqual(await client.callTool({ name: "note_fail", arguments: {} }), {
      content: [{ type: "text", text: "failed\tThe tool failed." }],
      isError: true,
    });
    assert.deepEqual(errors, [["note_fail", "note", "the disk is gone, password hunter2"]]);
    await client.close();
  });

  it("sends the attachments after the rows, and progress with the request's token", async () => {
    const client = await v2Client("2025-11-25");
    const reports: unknown[] = [];
    const result = await client.callTool(
      { name: "note_chart", arguments: {} },
      { onprogress: (progress) => reports.push(progress) },
    );
    assert.deepEqual(result, {
      content: [
        { type: "text", text: "chart\tdrawn" },
        { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
        { type: "resource_link", uri: "https://example.com/chart", name: "chart" },
      ],
    });
    assert.deepEqual(reports, [
      { progress: 1, total: 2, message: "drawing" },
      { progress: 2, total: 2 },
    ]);
    await client.close();
  });

  it("grows a 2025 session's list with what its searches found, and tells the client", async () => {
    let changed!: (tools: ListedTool[]) => void;
    const lists = new Promise<ListedTool[]>((resolve) => changed = resolve);
    const client = await v2Client("2025-11-25", {}, {
      listChanged: {
        tools: { debounceMs: 0, onChanged: (error, tools) => !error && tools && changed(tools) },
      },
    });
    const found = await client.callTool({
      name: "tool_search",
      arguments: { query: "cancel a meeting" },
    });
    assert.equal(
      textOf(found as CallToolResult),
      "tool\tcalendar_cancel_event\t\tCancels a calendar event.",
    );
    assert.deepEqual((await lists).map((tool) => tool.name), [
      "note_read",
      "note_chart",
      "note_fail",
      "note_clear",
      "calendar_cancel_event",
      "tool_search",
    ]);
    assert.deepEqual(
      (await client.callTool({ name: "calendar_cancel_event", arguments: { id: 7 } })).content,
      [{ type: "text", text: "cancelled\t7" }],
    );
    await client.close();
  });

  it("asks a client of 2026-07-28 its person for an approval, and refuses one of 2025", async () => {
    const { registry, approvals } = registryOf();
    const asked: string[] = [];
    const modern = await v2Client("2026-07-28", { registry, approvals }, {
      capabilities: { elicitation: {} },
    });
    modern.setRequestHandler("elicitation/create", (request) => {
      asked.push((request.params as { message: string }).message);
      return { action: "accept", content: {} };
    });
    assert.equal(
      textOf(await modern.callTool({ name: "note_clear", arguments: {} }) as CallToolResult),
      "cleared\tmcp client host",
    );
    assert.deepEqual(asked, [
      "a person must approve this call before it runs; this is what it would do:\nclear\t1",
    ]);
    await modern.close();
    const old = await v2Client("2025-11-25", { registry, approvals });
    const refused = await old.callTool({ name: "note_clear", arguments: {} }) as CallToolResult;
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /^refused\tapproval-required\t/);
    await old.close();
  });

  it("answers a person's no as approval-denied", async () => {
    const { registry, approvals } = registryOf();
    const client = await v2Client("2026-07-28", { registry, approvals }, {
      capabilities: { elicitation: {} },
    });
    client.setRequestHandler("elicitation/create", () => ({ action: "decline" }));
    const declined = await client.callTool({ name: "note_clear", arguments: {} }) as CallToolResult;
    assert.equal(declined.isError, true);
    assert.match(textOf(declined), /^refused\tapproval-denied\t/);
    await client.close();
  });

  it("takes a registry per request, so a caller sees only the tools it may use", async () => {
    const { registry } = registryOf();
    const seen: McpContext[] = [];
    const tools = mcpTools((context) => (seen.push(context), registry.select(["note_read"])), {
      call: () => ({ notes: new Map() }),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = new Server({ name: "notes", version: "1.0.0" }, {
      capabilities: tools.capabilities,
    });
    server.setRequestHandler("tools/list", tools.list);
    server.setRequestHandler("tools/call", tools.call);
    await server.connect(serverSide);
    const reader = new Client({ name: "reader", version: "1.0.0" });
    await reader.connect(clientSide);
    // The search tool stays in every selection, seeing only the tools it holds.
    assert.deepEqual((await reader.listTools()).tools.map((tool) => tool.name), [
      "note_read",
      "tool_search",
    ]);
    await assert.rejects(reader.callTool({ name: "note_clear", arguments: {} }), {
      code: -32602,
      message: "no tool is named note_clear\ntools\tnote_read\ttool_search",
    });
    assert.ok(seen.length >= 2 && seen.every((context) => context.mcpReq !== undefined));
    assert.deepEqual(tools.capabilities, { tools: { listChanged: true } });
    await reader.close();
  });
});

describe("mcpTools behind the SDK v1's Server", () => {
  it("lists, answers, refuses, and sends progress and attachments as v2 does", async () => {
    const { registry } = registryOf();
    const tools = mcpTools(registry, { call: () => ({ notes: new Map([[1, "Buy milk"]]) }) });
    const server = new ServerV1({ name: "notes", version: "1.0.0" }, {
      capabilities: tools.capabilities,
    });
    server.setRequestHandler(ListToolsRequestSchema, tools.list);
    server.setRequestHandler(CallToolRequestSchema, tools.call);
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await server.connect(serverSide);
    const client = new ClientV1({ name: "host", version: "1.0.0" });
    await client.connect(clientSide);
    // SDK 1.x's types resolve to any under Deno, so the shapes read are written out.
    const { tools: listed } = await client.listTools() as {
      tools: { name: string; annotations?: unknown; inputSchema: unknown }[];
    };
    assert.deepEqual(listed[0]?.annotations, { readOnlyHint: true, openWorldHint: false });
    assert.deepEqual(listed[0]?.inputSchema, {
      type: "object",
      properties: { id: { type: "integer", description: "The note's id" } },
      required: ["id"],
    });
    assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id: 1 } }), {
      content: [{ type: "text", text: '{"id":1,"text":"Buy milk"}' }],
      structuredContent: { id: 1, text: "Buy milk" },
    });
    const reports: unknown[] = [];
    const chart = await client.callTool({ name: "note_chart", arguments: {} }, undefined, {
      onprogress: (progress: unknown) => reports.push(progress),
    });
    assert.deepEqual(chart.content, [
      { type: "text", text: "chart\tdrawn" },
      { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
      { type: "resource_link", uri: "https://example.com/chart", name: "chart" },
    ]);
    assert.equal(reports.length, 2);
    const refused = await client.callTool({ name: "note_clear", arguments: {} }) as {
      content: { text: string }[];
      isError: boolean;
    };
    assert.equal(refused.isError, true);
    assert.match(refused.content[0]!.text, /^refused\tapproval-required\t/);
    await assert.rejects(client.callTool({ name: "note_reed", arguments: {} }), {
      code: -32602,
    });
    await client.close();
  });
});
