/**
 * Case 4: building a registry of 10, 100 and 1,000 tools, listings and input
 * checks included (the zod schemas are made beforehand): the time per tool.
 *
 * @module
 */

import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  requiredField,
} from "@adecore/agents/context";
import { median, type Row, row } from "./measure.ts";

function schemas(count: number): z.ZodObject[] {
  return Array.from({ length: count }, (_, i) =>
    z.object({
      text: requiredField("needs text").describe(`Text ${i}`),
      revision: z.number().int().optional(),
      tags: z.array(z.enum(["a", "b"])).optional(),
      owner: z.object({ name: z.string() }).optional(),
    }));
}

/** Nanoseconds per tool of defining `count` tools and registering them, once a round. */
function perTool(count: number, rounds: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const inputs = schemas(count);
    const started = performance.now();
    const tools = inputs.map((input, i) =>
      defineTool("kit", { name: `tool_${i}`, description: "A tool.", input, run: () => [] })
    );
    createToolRegistry([defineToolkit("kit", tools)]);
    times.push(((performance.now() - started) * 1e6) / count);
  }
  return times;
}

/** The rows of case 4. */
export function build(): Row[] {
  perTool(1_000, 3);
  const ten = median(perTool(10, 101));
  return [100, 1_000].map((count) => {
    const each = median(perTool(count, count === 1_000 ? 9 : 21));
    return row(
      `define + register, per tool, ${count.toLocaleString("en-US")} tools`,
      "per tool, 10 tools",
      { base: ten, ours: each, ratio: each / ten },
      "µs",
      "flat (≈ 1)",
    );
  });
}
