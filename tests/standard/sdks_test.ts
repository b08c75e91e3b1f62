// standardSchema with the SDKs hosts use, each in memory: the MCP SDK v2's
// McpServer.registerTool with its Client, the AI SDK's tool() with its test
// model, and the OpenAI Agents SDK's tool(). Each must check a call with the
// package's check and tell the model the package's whole refusal.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/server";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { asSchema, generateText, isStepCount, tool as aiTool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { RunContext, tool as agentsTool } from "@openai/agents";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolOutput,
  refusalBody,
  toolInputSchema,
  toolOutputSchema,
  ToolRefusal,
} from "@adecore/agents/context";
import { strictInputSchema } from "@adecore/agents/listings";
import { standardOutputSchema, standardSchema } from "@adecore/agents/standard";

const written: string[] = [];
const noteWrite = defineTool("note", {
  name: "note_write",
  description: "Writes a note.",
  input: z.object({
    text: z.string().min(1).describe("The note text"),
    place: z.object({ doc: z.string(), line: z.int().optional() }).optional(),
    pinned: z.boolean().optional(),
  }),
  run: (input) => {
    written.push(input.text);
    return [`note\twritten\t${input.text}`];
  },
});
const FIELDS = "fields\ttext\tplace\tpinned";

describe("the MCP SDK v2's McpServer.registerTool", () => {
  async function connected() {
    const server = new McpServer({ name: "notes", version: "1.0.0" });
    server.registerTool(noteWrite.name, {
      description: noteWrite.description,
      inputSchema: standardSchema(noteWrite),
    }, async (input) => {
      const rows = await noteWrite.run(input, {});
      return { content: [{ type: "text" as const, text: rows.join("\n") }] };
    });
    const client = new Client({ name: "test", version: "1.0.0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    return client;
  }

  it("lists the package's listing", async () => {
    const client = await connected();
    const { tools } = await client.listTools();
    assert.deepEqual(tools[0]?.inputSchema, toolInputSchema(noteWrite.input));
    await client.close();
  });

  it("answers a misspelled field, a nested unknown field and a wrong type with the package's text", async () => {
    const client = await connected();
    const calls = [
      [{ txt: "a" }, "text: missing, expected string; unknown field txt (did you mean text?)"],
      [{ text: "a", place: { doc: "d", lin: 2 } }, "place: unknown field lin (did you mean line?)"],
      [
        { text: "a", pinned: "true" },
        'pinned: must be a boolean, not "true"; send true without quotes',
      ],
    ] as const;
    for (const [args, message] of calls) {
      const result = await client.callTool({ name: "note_write", arguments: args });
      assert.deepEqual(result, {
        content: [{
          type: "text",
          text:
            `Input validation error: Invalid arguments for tool note_write: ${message}\n${FIELDS}`,
        }],
        isError: true,
      });
    }
    await client.close();
  });

  it("runs a call with a skipped field sent as null", async () => {
    const client = await connected();
    const result = await client.callTool({
      name: "note_write",
      arguments: { text: "Buy milk", place: null, pinned: null },
    });
    assert.deepEqual(result.content, [{ type: "text", text: "note\twritten\tBuy milk" }]);
    await client.close();
  });
});

describe("the MCP SDK v2's McpServer.registerTool, with an output", () => {
  const output = z.object({
    id: z.int(),
    text: z.string(),
    tags: z.array(z.string()).default([]),
  });
  const noteRead = defineTool("note", {
    name: "note_read",
    title: "Read a note",
    description: "Reads a note.",
    input: z.object({ id: z.int() }),
    output,
    run: (input) => {
      if (input.id === 9) throw new ToolRefusal("not-found", "No note has id 9.", []);
      return { id: input.id, text: "Buy milk", internal: "left out" };
    },
  });

  async function connected() {
    const server = new McpServer({ name: "notes", version: "1.0.0" });
    server.registerTool(noteRead.name, {
      ...(noteRead.title === undefined ? {} : { title: noteRead.title }),
      description: noteRead.description,
      inputSchema: standardSchema(noteRead),
      outputSchema: standardOutputSchema(noteRead),
    }, async (input) => {
      try {
        // The SDK sends structuredContent as the handler gives it: the package checks it.
        const { rows, structured } = await parseToolOutput(noteRead, noteRead.run(input, {}));
        return {
          content: rows.map((text) => ({ type: "text" as const, text })),
          structuredContent: structured,
        };
      } catch (error) {
        if (!(error instanceof ToolRefusal)) throw error;
        return { content: [{ type: "text" as const, text: refusalBody(error) }], isError: true };
      }
    });
    const client = new Client({ name: "test", version: "1.0.0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    return client;
  }

  it("lists the output listing and answers structured content its Client accepts", async () => {
    const client = await connected();
    const { tools } = await client.listTools();
    assert.equal(tools[0]?.title, "Read a note");
    assert.deepEqual(tools[0]?.outputSchema, toolOutputSchema(output));
    assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id: 1 } }), {
      content: [{ type: "text", text: '{"id":1,"text":"Buy milk","tags":[]}' }],
      structuredContent: { id: 1, text: "Buy milk", tags: [] },
    });
    assert.deepEqual(await client.callTool({ name: "note_read", arguments: { id: 9 } }), {
      content: [{ type: "text", text: "refused\tnot-found\tNo note has id 9." }],
      isError: true,
    });
    await client.close();
  });
});

describe("the AI SDK's tool(), with an output", () => {
  it("reads the output listing as draft-07 and checks an answer with the package's check", async () => {
    const noteRead = defineTool("note", {
      name: "note_read",
      description: "Reads a note.",
      input: z.object({ id: z.int() }),
      output: z.object({ id: z.int(), text: z.string() }),
      run: (input) => ({ id: input.id, text: "Buy milk" }),
    });
    const read = aiTool({
      description: noteRead.description,
      inputSchema: standardSchema(noteRead),
      outputSchema: standardOutputSchema(noteRead),
      execute: async (input) =>
        (await parseToolOutput(noteRead, noteRead.run(input, {}))).structured,
    });
    const schema = asSchema(read.outputSchema);
    assert.deepEqual(await schema.jsonSchema, toolOutputSchema(noteRead.output!));
    assert.deepEqual(await schema.validate?.({ id: 1, text: "a", internal: true }), {
      success: true,
      value: { id: 1, text: "a" },
    });
  });
});

describe("the AI SDK's tool()", () => {
  it("hands the next step the package's text for a bad tool call", async () => {
    const usage = {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    };
    const prompts: unknown[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: (options) => {
        prompts.push(options.prompt);
        return Promise.resolve(
          prompts.length === 1
            ? {
              content: [{
                type: "tool-call" as const,
                toolCallId: "c1",
                toolName: "note_write",
                input: '{"txt":"Buy milk"}',
              }],
              finishReason: { unified: "tool-calls" as const, raw: undefined },
              usage,
              warnings: [],
            }
            : {
              content: [{ type: "text" as const, text: "done" }],
              finishReason: { unified: "stop" as const, raw: undefined },
              usage,
              warnings: [],
            },
        );
      },
    });
    const result = await generateText({
      model,
      prompt: "Write a note.",
      tools: {
        note_write: aiTool({
          description: noteWrite.description,
          inputSchema: standardSchema(noteWrite),
          execute: async (input) => (await noteWrite.run(input, {})).join("\n"),
        }),
      },
      stopWhen: isStepCount(2),
    });
    const refusal = "text: missing, expected string; unknown field txt (did you mean text?)\n" +
      FIELDS;
    const error = result.steps[0]?.content.find((part) => part.type === "tool-error");
    assert.ok(error !== undefined);
    // The AI SDK writes the issues as JSON into its own message.
    assert.ok(String(error.error).includes(JSON.stringify(refusal)), String(error.error));
    assert.ok(
      JSON.stringify(prompts[1]).includes(JSON.stringify(JSON.stringify(refusal)).slice(1, -1)),
    );
  });
});

describe("the OpenAI Agents SDK's tool()", () => {
  it("takes the adapter with the strict listing, and hides why a call was refused", async () => {
    const seen: unknown[] = [];
    const tool = agentsTool({
      name: noteWrite.name,
      description: noteWrite.description,
      parameters: standardSchema(noteWrite, { listing: strictInputSchema }),
      errorFunction: (_context, error) => {
        seen.push(error);
        return "refused";
      },
      execute: async (input) => (await noteWrite.run(input, {})).join("\n"),
    });
    assert.deepEqual(tool.parameters, strictInputSchema(noteWrite.input));
    assert.equal(tool.strict, true);
    assert.equal(
      await tool.invoke(new RunContext(), '{"text":"a","place":null,"pinned":null}'),
      "note\twritten\ta",
    );
    assert.equal(
      await tool.invoke(new RunContext(), '{"txt":"a","place":null,"pinned":null}'),
      "refused",
    );
    // Unless told to log tool data, the SDK keeps the issues from the error function.
    assert.equal((seen[0] as Error).message, "Invalid JSON input for tool");
  });

  it("gives the model the package's text when the tool is listed strict and checked in execute", async () => {
    const registry = createToolRegistry([defineToolkit("note", [noteWrite])]);
    const tool = agentsTool({
      name: noteWrite.name,
      description: noteWrite.description,
      // The SDK types its strict JSON Schema apart; the strict listing is one.
      parameters: strictInputSchema(noteWrite.input) as never,
      strict: true,
      execute: async (input) => {
        try {
          return (await registry.run(noteWrite.name, input, {})).join("\n");
        } catch (error) {
          if (error instanceof ToolRefusal) return refusalBody(error);
          throw error;
        }
      },
    });
    assert.equal(
      await tool.invoke(new RunContext(), '{"txt":"a","place":null,"pinned":null}'),
      "refused\tbad-arguments\ttext: missing, expected string; unknown field txt (did you mean text?)\n" +
        FIELDS,
    );
  });
});
