// The one test on the MCP SDK 1.x, which many hosts still run: the server of
// examples/notes/mcp_v1.ts behaves as the v2 one does.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createNotesServerV1 } from "../../examples/notes/mcp_v1.ts";
import { createNoteStore } from "../../examples/notes/store.ts";

describe("the MCP server example on SDK 1.x, through its Client", () => {
  it("lists the tools, answers a refusal with isError and an unknown tool with a protocol error", async () => {
    const logged: unknown[] = [];
    const server = createNotesServerV1({
      store: { ...createNoteStore(), list: () => Promise.reject(new Error("disk gone")) },
      mayWrite: true,
      log: (message, error) => logged.push(message, error),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(clientSide);

    // SDK 1.x's types resolve to any under Deno, so the shapes read are written out.
    const { tools } = await client.listTools() as {
      tools: { name: string; annotations: unknown }[];
    };
    assert.deepEqual(tools.map((tool) => tool.name), [
      "note_write",
      "note_read",
      "note_list",
      "note_search",
      "note_chart",
      "note_delete",
      "note_clear",
    ]);
    assert.deepEqual(tools[0]?.annotations, {
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    });

    assert.deepEqual(await client.callTool({ name: "note_write", arguments: { text: "hi" } }), {
      content: [{ type: "text", text: "note\t1\t1" }],
    });
    assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id: "1" } }), {
      content: [{ type: "text", text: "note\t1\t1\ntext\thi" }],
      structuredContent: { id: "1", revision: 1, text: "hi" },
    });
    assert.deepEqual(await client.callTool({ name: "note_write", arguments: { txt: "hi" } }), {
      content: [{
        type: "text",
        text:
          "refused\tbad-arguments\tnote_write needs text; unknown field txt (did you mean text?)\n" +
          "fields\tid\ttext\trevision\tdry_run",
      }],
      isError: true,
    });

    // SDK 1.x's Client puts "MCP error <code>: " in front of the message it received.
    await assert.rejects(client.callTool({ name: "notes_write" }), {
      code: -32602,
      message: "MCP error -32602: no tool is named notes_write (did you mean note_write?)\n" +
        "tools\tnote_write\tnote_read\tnote_list\tnote_search\tnote_chart\tnote_delete\tnote_clear",
    });

    assert.deepEqual(await client.callTool({ name: "note_list" }), {
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

  it("sends a search's progress with the request's token, in order, before the answer", async () => {
    const server = createNotesServerV1({ store: createNoteStore(), mayWrite: true });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(clientSide);
    await client.callTool({ name: "note_write", arguments: { text: "Buy milk" } });
    await client.callTool({ name: "note_write", arguments: { text: "Call Ada" } });
    const reports: unknown[] = [];
    const found = await client.callTool(
      { name: "note_search", arguments: { words: "ada" } },
      undefined,
      {
        onprogress: (progress: unknown) => reports.push(progress),
      },
    );
    assert.deepEqual(reports, [
      { progress: 0, total: 2 },
      { progress: 1, total: 2 },
      { progress: 2, total: 2 },
    ]);
    assert.deepEqual(found, {
      content: [{ type: "text", text: "note\t2\t1\tCall Ada" }],
    });
    await client.close();
  });
});
