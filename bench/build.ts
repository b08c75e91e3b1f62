/**
 * Case 4: building registries of 10, 100 and 1,000 tools, listings and input
 * checks included (the zod schemas are made beforehand): the time per tool.
 * Also what a tool's first call costs, where its schema is compiled.
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
import { exactInputSchema } from "@adecore/agents/listings";
import { type Compared, median, type Row, row } from "./measure.ts";

function schemas(count: number): z.ZodObject[] {
  return Array.from({ length: count }, (_, i) =>
    z.object({
      text: requiredField("needs text").describe(`Text ${i}`),
      revision: z.number().int().optional(),
      tags: z.array(z.enum(["a", "b"])).optional(),
      owner: z.object({ name: z.string() }).optional(),
    }));
}

/**
 * Nanoseconds per tool of defining tools and registering them in registries
 * of `size` tools: 1,000 tools a round, in 1,000 / `size` registries, so that
 * every size makes the same schemas and the same garbage, and only the size
 * of a registry differs.
 */
function perTool(size: number, rounds: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const inputs = schemas(1_000);
    const started = performance.now();
    for (let start = 0; start < inputs.length; start += size) {
      const tools = inputs.slice(start, start + size).map((input, i) =>
        defineTool("kit", { name: `tool_${i}`, description: "A tool.", input, run: () => [] })
      );
      createToolRegistry([defineToolkit("kit", tools)]);
    }
    times.push(((performance.now() - started) * 1e6) / inputs.length);
  }
  return times;
}

/**
 * Nanoseconds per tool of each tool's first call, where its schema is
 * compiled, in a registry of 200 tools, round after round.
 */
async function firstCalls(rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const tools = schemas(200).map((input, i) =>
      defineTool("kit", { name: `tool_${i}`, description: "A tool.", input, run: () => [] })
    );
    const registry = createToolRegistry([defineToolkit("kit", tools)]);
    const started = performance.now();
    const calls = tools.map((tool) => registry.run(tool.name, { text: "t" }, {}));
    times.push(((performance.now() - started) * 1e6) / tools.length);
    await Promise.all(calls);
  }
  return times;
}

/**
 * Nanoseconds of `defineTool` of a tool without output (or of `defining`)
 * versus zod's own `z.toJSONSchema` of the same schema, per tool, each of a
 * fresh schema made beforehand: what defining costs beside the one listing
 * any host writes.
 */
function definingAlone(
  defining: (input: z.ZodObject) => unknown = (input) =>
    defineTool("kit", { name: "tool", description: "A tool.", input, run: () => [] }),
  listing: (input: z.ZodObject) => unknown = (input) => z.toJSONSchema(input),
): Compared {
  const time = (work: (input: z.ZodObject) => unknown) => {
    const inputs = schemas(40);
    const started = performance.now();
    for (const input of inputs) work(input);
    return ((performance.now() - started) * 1e6) / inputs.length;
  };
  time(listing);
  time(defining);
  const bases: number[] = [];
  const ours: number[] = [];
  // In turns, one first and then the other, as compare does; in short rounds,
  // since zod's toJSONSchema runs at one of two speeds here, a factor of two
  // apart, which changes from round to round: a long round's two sides meet
  // different speeds more often.
  for (let round = 0; round < 151; round++) {
    if (round % 2 === 0) bases.push(time(listing)), ours.push(time(defining));
    else ours.push(time(defining)), bases.push(time(listing));
  }
  return {
    base: median(bases),
    ours: median(ours),
    ratio: median(ours.map((value, i) => value / bases[i]!)),
  };
}

/** The rows of case 4. */
export async function build(): Promise<Row[]> {
  perTool(100, 2);
  const sizes = [10, 100, 1_000];
  const times = new Map(sizes.map((size) => [size, [] as number[]]));
  // Sizes take turns, in one order and then the other, round after round, so
  // none of them gets a warmer machine; each ratio is the median of the
  // rounds' own, which cancels most of what the machine drifts by.
  for (let round = 0; round < 15; round++) {
    for (const size of round % 2 === 0 ? sizes : [...sizes].reverse()) {
      times.get(size)!.push(...perTool(size, 1));
    }
  }
  const ten = times.get(10)!;
  const first = await firstCalls(15);
  const rows = [100, 1_000].map((size) => {
    const each = times.get(size)!;
    return row(
      `define + register, per tool, ${size.toLocaleString("en-US")} tools`,
      "per tool, 10 tools",
      { base: median(ten), ours: median(each), ratio: median(each.map((t, i) => t / ten[i]!)) },
      "µs",
      "flat (≈ 1)",
    );
  });
  rows.push(row(
    "defineTool, no output, per tool",
    "z.toJSONSchema, per schema",
    definingAlone(),
    "µs",
    "≤ 1.5",
  ));
  // zod's pass as defineTool makes it: the options the listings need, and a
  // hook on every node (here one that does nothing).
  rows.push(row(
    "  beside zod's pass with the listing's options",
    "z.toJSONSchema, options, hook",
    definingAlone(undefined, (input) =>
      z.toJSONSchema(input, {
        target: "draft-2020-12",
        io: "input",
        reused: "inline",
        cycles: "ref",
        unrepresentable: "any",
        override: () => {},
      })),
    "µs",
    "—",
  ));
  // What a host listing the exact listing pays: it is read from the tree defineTool made.
  rows.push(row(
    "defineTool + exactInputSchema, per tool",
    "z.toJSONSchema, per schema",
    definingAlone((input) => {
      defineTool("kit", { name: "tool", description: "A tool.", input, run: () => [] });
      return exactInputSchema(input);
    }),
    "µs",
    "—",
  ));
  const defining = median(times.get(100)!);
  rows.push(row(
    "first call of a tool, compiles it",
    "define + register, per tool",
    { base: defining, ours: median(first), ratio: median(first) / defining },
    "µs",
    "—",
  ));
  return rows;
}
