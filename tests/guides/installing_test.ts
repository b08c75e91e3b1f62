// The hosting guide's Deno import map, written out as it stands (with the
// clone where the guide has ../agents) in a project of its own, and a
// program that serves a registry through every adapter with it.

import { describe, it } from "node:test";
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);

/** The JSON block under the guide's "Installing on Deno". */
async function importMap(): Promise<string> {
  const guide = await Deno.readTextFile(new URL("guides/hosting.md", root));
  const section = guide.indexOf("## Installing on Deno");
  const start = guide.indexOf("```json\n", section) + "```json\n".length;
  return guide.slice(start, guide.indexOf("```\n", start));
}

const PROGRAM = `
import assert from "node:assert/strict";
import { z } from "zod";
import { Server } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import type { ToolSet } from "ai";
import { Agent } from "@openai/agents";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import { exactInputSchema } from "@adecore/agents/listings";
import { standardSchema } from "@adecore/agents/standard";
import { toolInputSchema } from "@adecore/agents";
import { mcpTools } from "@adecore/agents/mcp";
import { aiSdkTools } from "@adecore/agents/ai-sdk";
import { openaiAgentsTools } from "@adecore/agents/openai-agents";

const greet = defineTool("hello", {
  name: "hello_greet",
  description: "Greets someone by name.",
  input: z.object({ name: z.string() }),
  run: (input) => [\`greeting\\tHello, \${input.name}\`],
});
const registry = createToolRegistry([defineToolkit("hello", [greet])]);
assert.equal(typeof serveStdio, "function");
assert.equal(exactInputSchema(greet.input).type, toolInputSchema(greet.input).type);
assert.equal(typeof standardSchema(greet)["~standard"].validate, "function");
const toolSet: ToolSet = aiSdkTools(registry);
assert.ok(new Agent({ name: "hello", tools: openaiAgentsTools(registry) }));

const tools = mcpTools(registry);
const server = new Server({ name: "hello", version: "1.0.0" }, { capabilities: tools.capabilities });
server.setRequestHandler("tools/list", tools.list);
server.setRequestHandler("tools/call", tools.call);
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: "host", version: "1.0.0" });
await client.connect(clientSide);
const result = await client.callTool({ name: "hello_greet", arguments: { name: "Ada" } });
assert.deepEqual(result.content, [{ type: "text", text: "greeting\\tHello, Ada" }]);
assert.ok(Object.keys(toolSet).includes("hello_greet"));
await client.close();
`;

describe("the hosting guide's Deno import map", () => {
  it("serves a registry through every adapter, each entry and SDK found through it", async () => {
    const project = await Deno.makeTempDir({ prefix: "agents-deno-project-" });
    try {
      const clone = new URL(".", root).pathname;
      await Deno.writeTextFile(
        `${project}/deno.json`,
        (await importMap()).replaceAll("../agents/", clone),
      );
      await Deno.writeTextFile(`${project}/main.ts`, PROGRAM);
      const { success, stderr } = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--check", "-A", "main.ts"],
        cwd: project,
        stdout: "null",
      }).output();
      assert.ok(success, new TextDecoder().decode(stderr));
    } finally {
      await Deno.remove(project, { recursive: true });
    }
  });
});
