import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import {
  type CallToolResult,
  Client,
  type ClientOptions,
  type ElicitRequest,
  type ElicitResult,
  InMemoryTransport,
  ProtocolError,
  specTypeSchemas,
  withInputRequired,
} from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import type { NoteStore } from "../../examples/notes/store.ts";
import { createNotesServer, type NotesServerOptions } from "../../examples/notes/mcp.ts";
import { createNoteStore } from "../../examples/notes/store.ts";
import { createNotesRegistry } from "../../examples/notes/host.ts";
import { mcpTools } from "@adecore/agents/mcp";
import { assertPortable } from "../portable.ts";

async function inMemoryClient(options: Partial<NotesServerOptions> = {}): Promise<Client> {
  const server = createNotesServer({ store: createNoteStore(), mayWrite: true, ...options });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "0.0.0" });
  await client.connect(clientSide);
  return client;
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => part.type === "text" ? part.text : "").join("\n");
}

/** The hints of a tool that only reads the host's own notes. */
const READS = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** What a client gets for `notes_write`: the refusal's message and its `tools` line. */
const UNKNOWN_NOTES_WRITE = "no tool is named notes_write (did you mean note_write?)\n" +
  "tools\tnote_write\tnote_read\tnote_list\tnote_search\tnote_chart\tnote_delete\tnote_clear";

/** The transport to `examples/mcp_server.ts`, started as a child process. */
function serverProcess(): StdioClientTransport {
  return new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", new URL("../../examples/mcp_server.ts", import.meta.url).pathname],
    stderr: "pipe",
  });
}

/** Checks that `call` is refused with the JSON-RPC error invalid params and `message`. */
async function assertInvalidParams(call: Promise<unknown>, message: string): Promise<void> {
  await assert.rejects(call, (error: unknown) => {
    assert.ok(error instanceof ProtocolError);
    assert.equal(error.code, -32602);
    assert.equal(error.message, message);
    return true;
  });
}

/**
 * A client of the example server over a transport pair, served as over stdio
 * (which speaks 2026-07-28 as well), asking its person with `reply`.
 */
async function askingClient(
  store: NoteStore,
  options: ClientOptions,
  reply?: (request: ElicitRequest) => ElicitResult,
): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  serveStdio(() => createNotesServer({ store, mayWrite: true }), { transport: serverSide });
  const client = new Client({ name: "test", version: "0.0.0" }, options);
  if (reply !== undefined) client.setRequestHandler("elicitation/create", reply);
  await client.connect(clientSide);
  return client;
}

const MODERN = { versionNegotiation: { mode: { pin: "2026-07-28" } } } as const;

describe("the MCP server example's approvals", () => {
  it("asks a client of 2026-07-28 its person, and clears the notes once on yes", async () => {
    const store = createNoteStore();
    await store.write(undefined, "Buy milk", undefined);
    const asked: string[] = [];
    const client = await askingClient(
      store,
      { ...MODERN, capabilities: { elicitation: {} } },
      (request) => {
        asked.push((request.params as { message: string }).message);
        return { action: "accept", content: {} };
      },
    );
    const cleared = await client.callTool({ name: "note_clear", arguments: {} });
    assert.equal(textOf(cleared), "cleared\t1\tmcp client test");
    assert.deepEqual(asked, [
      "a person must approve this call before it runs; this is what it would do:\nnote\t1\t1",
    ]);
    assert.deepEqual(await store.list(), []);
    await client.close();
  });

  it("answers a person's no as approval-denied, and runs nothing", async () => {
    const store = createNoteStore();
    await store.write(undefined, "Buy milk", undefined);
    const client = await askingClient(
      store,
      { ...MODERN, capabilities: { elicitation: {} } },
      () => ({ action: "decline" }),
    );
    const declined = await client.callTool({ name: "note_clear", arguments: {} });
    assert.equal(declined.isError, true);
    assert.equal(
      textOf(declined),
      "refused\tapproval-denied\ta person declined this call; do not call it again unless the " +
        "user asks\nretry\tnever",
    );
    assert.equal((await store.list()).length, 1);
    await client.close();
  });

  it("commits a request once: the same answer sent again is refused as used", async () => {
    const store = createNoteStore();
    await store.write(undefined, "Buy milk", undefined);
    const client = await askingClient(store, {
      ...MODERN,
      capabilities: { elicitation: {} },
      inputRequired: { autoFulfill: false },
    });
    const first = await client.request(
      { method: "tools/call", params: { name: "note_clear", arguments: {} } },
      withInputRequired(specTypeSchemas.CallToolResult),
      { allowInputRequired: true },
    );
    assert.ok("resultType" in first && first.resultType === "input_required");
    const retry = {
      name: "note_clear",
      arguments: {},
      inputResponses: { approve: { action: "accept", content: {} } },
      requestState: first.requestState,
    };
    assert.equal(textOf(await client.callTool(retry)), "cleared\t1\tmcp client test");
    await store.write(undefined, "Buy tea", undefined);
    const replayed = await client.callTool(retry);
    assert.equal(replayed.isError, true);
    assert.equal(
      textOf(replayed),
      "refused\tapproval-used\tthe approval sent with this call was used already; nothing ran\n" +
        "retry\tnever",
    );
    const forgedRetry = { ...retry, requestState: "v1.forged.x" };
    const forged = await client.callTool(forgedRetry);
    assert.match(textOf(forged), /^refused\tapproval-invalid\t/);
    assert.equal((await store.list()).length, 1);
    await client.close();
  });

  it("gives a client of 2025-11-25 the refusal with the preview, as the model reads it", async () => {
    const store = createNoteStore();
    const client = await askingClient(store, { capabilities: { elicitation: {} } }, () => {
      throw new Error("asked a client of 2025-11-25");
    });
    const refused = await client.callTool({ name: "note_clear", arguments: {} });
    assert.equal(refused.isError, true);
    assert.equal(
      textOf(refused),
      "refused\tapproval-required\ta person must approve this call before it runs; this is what " +
        "it would do\nnotes\tnone to delete\nretry\tapproval",
    );
    await client.close();
  });
});

describe("the MCP server example, through the SDK v2's Client", () => {
  it("lists every tool with its input schema and the hints its author gave", async () => {
    const client = await inMemoryClient();
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => [tool.name, tool.annotations]), [
      // Only the hints each tool's author gave: MCP's defaults stand for the rest.
      ["note_write", { destructiveHint: false, idempotentHint: false, openWorldHint: false }],
      ["note_read", READS],
      ["note_list", READS],
      ["note_search", READS],
      ["note_chart", READS],
      ["note_delete", { destructiveHint: true, idempotentHint: true, openWorldHint: false }],
      ["note_clear", { destructiveHint: true, idempotentHint: true, openWorldHint: false }],
    ]);
    assert.deepEqual(tools[2]?.inputSchema, { type: "object", properties: {} });
    await client.close();
  });

  it("lists schemas that pass the SDK's result schema, ajv's 2020-12 checks and the portable subset", () => {
    // What a client of 2025 is listed.
    const toolList = mcpTools(createNotesRegistry(createNoteStore()).registry).list({});
    assert.equal(specTypeSchemas.ListToolsResult["~standard"].validate(toolList).issues, undefined);
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    for (const tool of toolList.tools) {
      assert.ok(ajv.validateSchema(tool.inputSchema), ajv.errorsText(ajv.errors));
      assert.equal(typeof ajv.compile(tool.inputSchema), "function");
      assertPortable(tool.inputSchema);
    }
    const validate = ajv.compile(toolList.tools[0]!.inputSchema);
    assert.ok(validate({ text: "Buy milk", revision: 2, dry_run: true }));
    assert.ok(!validate({ revision: 2 }));
  });

  it("lists note_read's title and output, and answers it with structured content the Client checks", async () => {
    const client = await inMemoryClient();
    const { tools } = await client.listTools();
    const read = tools.find((tool) => tool.name === "note_read");
    assert.equal(read?.title, "Read a note");
    assert.deepEqual(read?.outputSchema, {
      type: "object",
      properties: {
        id: { type: "string", description: "The note's id" },
        revision: {
          type: "integer",
          description: "The revision to send with a change",
          exclusiveMinimum: 0,
        },
        text: { type: "string", description: "The note's text" },
      },
      required: ["id", "revision", "text"],
      additionalProperties: false,
    });
    assert.ok(tools.filter((tool) => tool.outputSchema !== undefined).length === 1);
    await client.callTool({ name: "note_write", arguments: { text: "Buy milk" } });
    // The SDK v2's Client checks structuredContent against the listed outputSchema.
    assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id: "1" } }), {
      content: [{ type: "text", text: "note\t1\t1\ntext\tBuy milk" }],
      structuredContent: { id: "1", revision: 1, text: "Buy milk" },
    });
    // A refusal carries no structured content, which clients fail on.
    assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id: "9" } }), {
      content: [{ type: "text", text: "refused\tnot-found\tNo note has id 9.\nnext\tnote_list" }],
      isError: true,
    });
    await client.close();
  });

  it("lists a client of 2026-07-28 the exact listing, and one of 2025-11-25 the portable one", async () => {
    const store = createNoteStore();
    const modern = await askingClient(store, MODERN);
    const exact = (await modern.listTools()).tools.find((tool) => tool.name === "note_read");
    assert.equal(exact?.inputSchema.additionalProperties, false);
    assert.equal(
      (exact?.inputSchema.properties?.id as { pattern?: string }).pattern,
      "^[1-9][0-9]*$",
    );
    await modern.close();
    const old = await askingClient(store, {});
    const portable = (await old.listTools()).tools.find((tool) => tool.name === "note_read");
    assert.deepEqual(portable?.inputSchema, {
      type: "object",
      properties: { id: { type: "string", description: "The note's id, from note_list" } },
      required: ["id"],
    });
    await old.close();
  });

  it("answers the chart tool's PNG beside its rows", async () => {
    const client = await inMemoryClient();
    await client.callTool({ name: "note_write", arguments: { text: "Buy milk" } });
    await client.callTool({ name: "note_write", arguments: { text: "Call Ada" } });
    const chart = await client.callTool({ name: "note_chart", arguments: {} }) as CallToolResult;
    assert.deepEqual(chart.content[0], { type: "text", text: "bar\t1\t8\nbar\t2\t8" });
    const image = chart.content[1] as { type: string; data: string; mimeType: string };
    assert.equal(image.type, "image");
    assert.equal(image.mimeType, "image/png");
    const bytes = Uint8Array.from(atob(image.data), (c) => c.charCodeAt(0));
    const header = new DataView(bytes.buffer);
    // The PNG signature, then IHDR: two bars of 8 pixels, 48 high, 8-bit grayscale.
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(new TextDecoder().decode(bytes.subarray(12, 16)), "IHDR");
    assert.deepEqual([header.getUint32(16), header.getUint32(20), bytes[24], bytes[25]], [
      16,
      48,
      8,
      0,
    ]);
    await client.close();
  });

  it("answers a call with its rows as text", async () => {
    const client = await inMemoryClient();
    const result = await client.callTool({ name: "note_write", arguments: { text: "Buy milk" } });
    assert.deepEqual(result, { content: [{ type: "text", text: "note\t1\t1" }] });
    const none = await client.callTool({ name: "note_list" });
    assert.equal(textOf(none), "note\t1\t1\tBuy milk");
    await client.close();
  });

  it("answers bad arguments as a tool result with isError and the refusal text, not a protocol error", async () => {
    const client = await inMemoryClient();
    const bad = await client.callTool({ name: "note_write", arguments: { txt: "Buy milk" } });
    assert.deepEqual(bad, {
      content: [{
        type: "text",
        text:
          "refused\tbad-arguments\tnote_write needs text; unknown field txt (did you mean text?)\n" +
          "fields\tid\ttext\trevision\tdry_run",
      }],
      isError: true,
    });
    await client.close();
  });

  it("answers a tool name no tool has with a protocol error, invalid params, that names every tool", async () => {
    const client = await inMemoryClient();
    await assertInvalidParams(
      client.callTool({ name: "notes_write", arguments: { text: "Buy milk" } }),
      UNKNOWN_NOTES_WRITE,
    );
    await assertInvalidParams(
      client.callTool({ name: "erase" }),
      "no tool is named erase\ntools\tnote_write\tnote_read\tnote_list\tnote_search\tnote_chart\tnote_delete\tnote_clear",
    );
    // The connection goes on.
    const none = await client.callTool({ name: "note_list" });
    assert.equal(textOf(none), "notes\tnone yet");
    await client.close();
  });

  it("sends a search's progress to a client that asked for it, in order, before the answer", async () => {
    const client = await inMemoryClient();
    for (const text of ["Buy milk", "Call Ada", "Milk the goat"]) {
      await client.callTool({ name: "note_write", arguments: { text } });
    }
    const reports: unknown[] = [];
    const found = await client.callTool({ name: "note_search", arguments: { words: "milk" } }, {
      onprogress: (progress) => reports.push(progress),
    });
    assert.deepEqual(reports, [
      { progress: 0, total: 3 },
      { progress: 1, total: 3 },
      { progress: 2, total: 3 },
      { progress: 3, total: 3 },
    ]);
    assert.equal(textOf(found), "note\t1\t1\tBuy milk\nnote\t3\t1\tMilk the goat");
    // Without a progress token the server sends none, and the answer is the same.
    const again = await client.callTool({ name: "note_search", arguments: { words: "milk" } });
    assert.equal(textOf(again), textOf(found));
    await client.close();
  });

  it("answers a search past its deadline as a tool result the model reads, not a request timeout", async () => {
    const client = await inMemoryClient({ searchDelayMs: 60_000 });
    await client.callTool({ name: "note_write", arguments: { text: "Buy milk" } });
    // The client would give up after 60 s (-32001); the search's deadline of 1 s comes first.
    const result = await client.callTool({ name: "note_search", arguments: { words: "milk" } });
    assert.deepEqual(result, {
      content: [{
        type: "text",
        text:
          "refused\ttimed-out\tno answer within 1 s; the tool is safe to repeat, so the same call " +
          "may be sent again. Search for fewer words, or list the notes with note_list.\n" +
          "retry\tsame",
      }],
      isError: true,
    });
    // The connection goes on.
    assert.equal(textOf(await client.callTool({ name: "note_list" })), "note\t1\t1\tBuy milk");
    await client.close();
  });

  it("refuses a reader's write with not-permitted", async () => {
    const client = await inMemoryClient({ mayWrite: false });
    const result = await client.callTool({ name: "note_write", arguments: { text: "x" } });
    assert.equal(result.isError, true);
    assert.equal(
      textOf(result),
      "refused\tnot-permitted\tThis caller may only read notes.\ntools\tnote_read\tnote_list",
    );
    await client.close();
  });

  it("answers an unexpected error with a short isError result and logs the details", async () => {
    const logged: unknown[] = [];
    const client = await inMemoryClient({
      store: { ...createNoteStore(), list: () => Promise.reject(new Error("disk gone")) },
      log: (message, error) => logged.push(message, error),
    });
    const result = await client.callTool({ name: "note_list", arguments: {} });
    assert.deepEqual(result, {
      content: [{
        type: "text",
        text: "failed\tThe tool failed.",
      }],
      isError: true,
    });
    assert.equal(logged[0], "tool note_list failed:");
    assert.equal((logged[1] as Error).message, "disk gone");
    await client.close();
  });

  it("works over real stdio with the server as a child process", async () => {
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(serverProcess());
    try {
      assert.equal(client.getNegotiatedProtocolVersion(), "2025-11-25");
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name), [
        "note_write",
        "note_read",
        "note_list",
        "note_search",
        "note_chart",
        "note_delete",
        "note_clear",
      ]);
      const written = await client.callTool({
        name: "note_write",
        arguments: { text: "over stdio" },
      });
      assert.equal(textOf(written), "note\t1\t1");
      const stale = await client.callTool({
        name: "note_write",
        arguments: { id: "1", text: "again", revision: 5 },
      });
      assert.equal(stale.isError, true);
      assert.equal(
        textOf(stale),
        "refused\tconflict\tNote 1 changed since the revision you sent; read it again.\nrevision\t1",
      );
      await assertInvalidParams(
        client.callTool({ name: "notes_write", arguments: {} }),
        UNKNOWN_NOTES_WRITE,
      );
    } finally {
      await client.close();
    }
  });

  it("gives back a note with NUL characters exactly as note_write sent it, over stdio", async () => {
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(serverProcess());
    try {
      for (const [id, text, row] of [["1", "a\u0000b", "ab"], ["2", "\u0000", ""]]) {
        const written = await client.callTool({ name: "note_write", arguments: { text } });
        assert.equal(textOf(written), `note\t${id}\t1`);
        // The rows for the model leave control characters out; the structured content keeps them.
        assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id } }), {
          content: [{ type: "text", text: `note\t${id}\t1\ntext\t${row}` }],
          structuredContent: { id, revision: 1, text },
        });
      }
    } finally {
      await client.close();
    }
  });

  it("serves a client of protocol revision 2026-07-28 over stdio the same way", async () => {
    const client = new Client({ name: "test", version: "0.0.0" }, {
      versionNegotiation: { mode: { pin: "2026-07-28" } },
    });
    await client.connect(serverProcess());
    try {
      assert.equal(client.getProtocolEra(), "modern");
      const bad = await client.callTool({ name: "note_write", arguments: { txt: "x" } });
      assert.equal(bad.isError, true);
      assert.equal(
        textOf(bad),
        "refused\tbad-arguments\tnote_write needs text; unknown field txt (did you mean text?)\n" +
          "fields\tid\ttext\trevision\tdry_run",
      );
      await assertInvalidParams(client.callTool({ name: "notes_write" }), UNKNOWN_NOTES_WRITE);
    } finally {
      await client.close();
    }
  });
});
