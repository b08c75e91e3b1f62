/**
 * Case 4b, narrowing a registry to a caller's tools: `registry.select` of 20
 * names from a registry of 10,000 tools, beside the same 20 from one of 100.
 * The target is the time itself: under 20 µs.
 *
 * Run alone: `deno run bench/select.ts`.
 *
 * @module
 */

import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import { compare, type Row, row } from "./measure.ts";

const input = z.object({ text: z.string() });

/** A registry of `count` tools, named tool_0 up. */
function registry(count: number) {
  const tools = Array.from(
    { length: count },
    (_, i) =>
      defineTool("kit", { name: `tool_${i}`, description: "A tool.", input, run: () => [] }),
  );
  return createToolRegistry([defineToolkit("kit", tools)]);
}

/** The rows of case 4b. */
export async function select(): Promise<Row[]> {
  const names = Array.from({ length: 20 }, (_, i) => `tool_${i * 5}`);
  const small = registry(100);
  const large = registry(10_000);
  return [row(
    "  select 20 names of 10,000 tools",
    "of 100 tools",
    await compare(() => small.select(names), () => large.select(names), 2_000, 21),
    "µs",
    "≤ 20 µs",
  )];
}

if (import.meta.main) {
  for (const line of await select()) {
    console.log(`${line.name.trim()}: ${line.base.toFixed(2)} -> ${line.ours.toFixed(2)} µs`);
  }
}
