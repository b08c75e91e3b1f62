import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { createNotesServer, toolList } from "../../examples/notes/mcp.ts";
import { createNoteStore } from "../../examples/notes/store.ts";
import { assertPortable } from "../portable.ts";

async function inMemoryClient(mayWrite = true, log?: (message: string, error: unknown) => void) {
  const server = createNotesServer({ store: createNoteStore(), mayWrite, ...(log ? { log } : {}) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "0.0.0" });
  await client.connect(clientSide);
  return client;
}

// The SDK's types resolve to any under Deno (its zod v3/v4 compat types), so
// the shapes the tests read are written out here.
interface Listed {
  name: string;
  annotations?: unknown;
}

function textOf(result: unknown): string {
  const { content } = result as { content: { type: string; text?: string }[] };
  return content.map((part) => part.text ?? "").join("\n");
}

describe("the MCP server example, through the SDK's Client", () => {
  it("lists every tool with its input schema and all four hints", async () => {
    const client = await inMemoryClient();
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool: Listed) => [tool.name, tool.annotations]), [
      ["note_write", {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      }],
      ["note_read", {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      }],
      ["note_list", {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      }],
      ["note_delete", {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
        openWorldHint: false,
      }],
    ]);
    assert.deepEqual(tools[2]?.inputSchema, { type: "object", properties: {} });
    await client.close();
  });

  it("lists schemas that pass the SDK's result schema, ajv's 2020-12 checks and the portable subset", () => {
    ListToolsResultSchema.parse(toolList);
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

  it("answers a call with its rows as text", async () => {
    const client = await inMemoryClient();
    const result = await client.callTool({ name: "note_write", arguments: { text: "Buy milk" } });
    assert.equal(result.isError, false);
    assert.equal(textOf(result), "note\t1\t1");
    await client.close();
  });

  it("answers a refusal as a tool result with isError and the refusal text, never a protocol error", async () => {
    const client = await inMemoryClient();
    const bad = await client.callTool({ name: "note_write", arguments: { txt: "Buy milk" } });
    assert.equal(bad.isError, true);
    assert.equal(
      textOf(bad),
      "refused\tbad-arguments\tnote_write needs text; unknown field txt (did you mean text?)\n" +
        "fields\tid\ttext\trevision\tdry_run",
    );
    const unknown = await client.callTool({ name: "notes_write", arguments: {} });
    assert.equal(unknown.isError, true);
    assert.equal(
      textOf(unknown),
      "refused\tunknown-tool\tno tool is named notes_write (did you mean note_write?)\n" +
        "tools\tnote_write\tnote_read\tnote_list\tnote_delete",
    );
    const none = await client.callTool({ name: "note_list" });
    assert.equal(textOf(none), "notes\tnone yet");
    await client.close();
  });

  it("refuses a reader's write with not-permitted", async () => {
    const client = await inMemoryClient(false);
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
    const server = createNotesServer({
      store: { ...createNoteStore(), list: () => Promise.reject(new Error("disk gone")) },
      mayWrite: true,
      log: (message, error) => logged.push(message, error),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(clientSide);
    const result = await client.callTool({ name: "note_list", arguments: {} });
    assert.equal(result.isError, true);
    assert.equal(
      textOf(result),
      "failed\tThe tool failed inside the host; this is not about your input.",
    );
    assert.equal(logged[0], "tool note_list failed:");
    assert.equal((logged[1] as Error).message, "disk gone");
    await client.close();
  });

  it("works over real stdio with the server as a child process", async () => {
    const transport = new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", "-A", new URL("../../examples/mcp_server.ts", import.meta.url).pathname],
      stderr: "pipe",
    });
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool: Listed) => tool.name), [
        "note_write",
        "note_read",
        "note_list",
        "note_delete",
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
      const unknown = await client.callTool({ name: "note_erase", arguments: {} });
      assert.equal(unknown.isError, true);
      assert.match(textOf(unknown), /^refused\tunknown-tool\t/);
    } finally {
      await client.close();
    }
  });
});
