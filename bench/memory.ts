/**
 * Memory per tool, after each tool's first call: a registry of tools
 * defined with the package, versus the MCP SDK v2's `McpServer` with the
 * same zod schemas registered and each called once through it. Each side
 * runs in a fresh Deno process that may collect garbage on demand, and
 * counts the heap its tools hold once their schemas exist.
 *
 * @module
 */

import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/server";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  requiredField,
} from "@adecore/agents/context";
import { connect } from "./mcp.ts";
import { median, type Row } from "./measure.ts";

/** A tool's input the rows measure, and how many tools of it. */
interface Shape {
  readonly tools: number;
  readonly schema: (i: number) => z.ZodObject;
  readonly input: Record<string, unknown>;
}

const SHAPES: Readonly<Record<string, Shape>> = {
  // A note tool's three fields.
  three: {
    tools: 1_000,
    schema: (i) =>
      z.object({
        text: requiredField(`note_write_${i} needs text`).describe("The note text"),
        revision: z.number().int().optional(),
        dry_run: z.boolean().optional(),
      }),
    input: { text: "Buy milk", revision: 3 },
  },
  // Four fields of four kinds: a required text, an optional integer, an
  // optional array of choices and an optional object of one text.
  four: {
    tools: 10_000,
    schema: () =>
      z.object({
        text: z.string().min(1).describe("Text"),
        revision: z.number().int().optional(),
        tags: z.array(z.enum(["a", "b"])).optional(),
        owner: z.object({ name: z.string() }).optional(),
      }),
    input: { text: "Buy milk", tags: ["a"], owner: { name: "Ann" } },
  },
};

/** The heap in use once garbage is collected. */
function heap(): number {
  const collect = (globalThis as { gc?: () => void }).gc!;
  collect();
  collect();
  return Deno.memoryUsage().heapUsed;
}

const run = () => Promise.resolve(["note\twritten"]);

/** Bytes per tool of one side, measured in this process. */
async function perTool(side: string, shape: Shape): Promise<number> {
  const inputs = Array.from({ length: shape.tools }, (_, i) => shape.schema(i));
  const { input } = shape;
  let keep: unknown;
  const before = heap();
  if (side === "ours") {
    const tools = inputs.map((schema, i) =>
      defineTool("note", {
        name: `note_write_${i}`,
        description: "Writes a note.",
        input: schema,
        run,
      })
    );
    const registry = createToolRegistry([defineToolkit("note", tools)]);
    for (const tool of tools) await registry.run(tool.name, input, {});
    keep = registry;
  } else {
    const mcp = new McpServer({ name: "sdk", version: "0" });
    inputs.forEach((schema, i) =>
      mcp.registerTool(
        `note_write_${i}`,
        { description: "Writes a note.", inputSchema: schema },
        async () => ({
          content: [{ type: "text", text: (await run()).join("\n") }],
        }),
      )
    );
    const ask = await connect(mcp.server);
    for (let i = 0; i < shape.tools; i++) {
      await ask("tools/call", { name: `note_write_${i}`, arguments: input });
    }
    keep = mcp;
  }
  const used = heap() - before;
  if (keep === undefined || inputs.length === 0) throw new Error("nothing was kept");
  return used / shape.tools;
}

if (import.meta.main) {
  console.log(JSON.stringify(await perTool(Deno.args[0]!, SHAPES[Deno.args[1]!]!)));
}

/** One side's bytes per tool of a shape in a fresh process. */
async function inProcess(side: string, shape: string): Promise<number> {
  const { success, code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--allow-all", "--v8-flags=--expose-gc", import.meta.url, side, shape],
    stderr: "inherit",
  }).output();
  if (!success) throw new Error(`bench/memory.ts exited with code ${code}; see its output above`);
  return JSON.parse(new TextDecoder().decode(stdout));
}

/** A row of memory per tool: the median of five processes each side, in turns. */
async function row(name: string, shape: string): Promise<Row> {
  const bases: number[] = [];
  const ours: number[] = [];
  for (let i = 0; i < 5; i++) {
    bases.push(await inProcess("sdk", shape));
    ours.push(await inProcess("ours", shape));
  }
  const base = median(bases);
  const mine = median(ours);
  console.error(`  measured: ${name}`);
  return {
    name,
    baseline: "McpServer.registerTool, called",
    base,
    ours: mine,
    ratio: mine / base,
    unit: "B",
    target: "≤ 2",
  };
}

/** The rows of memory per tool after its first call: a note tool's, and one of four kinds of field. */
export async function memory(): Promise<Row[]> {
  return [
    await row("memory per tool, after its first call", "three"),
    await row("memory per tool of four kinds of field, 10,000 tools", "four"),
  ];
}
