/**
 * A/B: the refusal and call rows of this tree against another tree of the
 * package (a worktree of main before a change), in one process, interleaved
 * round by round, six rounds each. A row passes when its median is within
 * 5% of the other tree's, or within the spread of the other tree's own
 * rounds, whichever is wider.
 *
 * Usage: `git worktree add /tmp/main <commit>`, then
 * `deno run --allow-read --allow-env bench/ab.ts /tmp/main [text]` (only the
 * rows whose name holds the text, where given). Both trees
 * import the same zod, through this tree's import map.
 *
 * @module
 */

import { z } from "zod";
import type * as Agents from "@adecore/agents/context";
import { median, timed } from "./measure.ts";
import { SHAPES } from "./refusal.ts";

type Context = typeof Agents;

const other = Deno.args[0];
if (other === undefined) throw new Error("bench/ab.ts: name the other tree's folder");
// Both trees are imported the same way, the other first, so that neither
// is favoured by how or when it was loaded.
const theirs: Context = await import(new URL(`file://${other}/context/mod.ts`).href);
const ours: Context = await import(new URL("../context/mod.ts", import.meta.url).href);

/** A case: what to call, made for one tree of the package. */
interface Case {
  readonly name: string;
  readonly batch: number;
  readonly make: (context: Context) => () => unknown;
}

const noteInput = z.object({
  text: z.string().min(1).describe("The note text"),
  revision: z.number().int().optional(),
  dry_run: z.boolean().optional(),
});

/** The input of bench/build.ts's tools: a text, an integer, an array of choices, an object. */
function fourFields(): z.ZodObject {
  return z.object({
    text: z.string().min(1).describe("Text"),
    revision: z.number().int().optional(),
    tags: z.array(z.enum(["a", "b"])).optional(),
    owner: z.object({ name: z.string() }).optional(),
  });
}

/** A registry of one tool of `input`, whose run answers `answer`, and `output` where given. */
function registry(
  context: Context,
  input: z.ZodObject,
  answer: unknown = ["note\twritten"],
  output?: z.ZodObject,
) {
  const tool = context.defineTool("bench", {
    name: "bench_tool",
    description: "Does what the bench asks.",
    input,
    ...(output === undefined ? {} : { output }),
    run: () => answer as never,
  });
  return context.createToolRegistry([context.defineToolkit("bench", [tool])]);
}

const quiet = () => {};

const CASES: readonly Case[] = [
  {
    name: "call: registry.run, small input",
    batch: 2_000,
    make: (context) => {
      const tools = registry(context, noteInput);
      return () => tools.run("bench_tool", { text: "Buy milk", revision: 3 }, {});
    },
  },
  {
    name: "call: registry.runArguments, JSON text",
    batch: 2_000,
    make: (context) => {
      const tools = registry(context, noteInput);
      return () => tools.runArguments("bench_tool", '{"text":"Buy milk","revision":3}', {});
    },
  },
  {
    name: "call: registry.answer, an output",
    batch: 2_000,
    make: (context) => {
      const output = z.object({ id: z.int(), tags: z.array(z.string()) });
      const tools = registry(context, noteInput, { id: 1, tags: ["a"] }, output);
      return () => tools.answer("bench_tool", { text: "Buy milk" }, {});
    },
  },
  {
    name: "refusal: a misspelled field, a number in quotes",
    batch: 1_000,
    make: (context) => {
      const tools = registry(context, noteInput);
      return () => tools.run("bench_tool", { txt: "Buy milk", revision: "3" }, {}).catch(quiet);
    },
  },
  {
    name: "refusal: a union of a number and choices, a number in quotes",
    batch: 1_000,
    make: (context) => {
      const input = z.object({ size: z.union([z.enum(["small", "large"]), z.number()]) });
      const tools = registry(context, input);
      return () => tools.run("bench_tool", { size: "5" }, {}).catch(quiet);
    },
  },
  {
    name: "refusal: a wrong answer, worded for its author",
    batch: 1_000,
    make: (context) => {
      const output = z.object({ id: z.int(), tags: z.array(z.string()) });
      const tools = registry(context, noteInput, { id: "1", tags: "a" }, output);
      return () => tools.answer("bench_tool", { text: "Buy milk" }, {}).catch(quiet);
    },
  },
  {
    name: "define: a tool of 4 fields and its listing, the zod schema made too",
    batch: 200,
    make: (context) => () => {
      const tool = context.defineTool("bench", {
        name: "bench_tool",
        description: "Does what the bench asks.",
        input: fourFields(),
        run: () => ["note\twritten"],
      });
      return context.toolInputSchema(tool.input);
    },
  },
  {
    name: "define: the same, registered and called once",
    batch: 100,
    make: (context) => () => {
      const tools = registry(context, fourFields());
      return tools.run("bench_tool", { text: "Buy milk", tags: ["a"] }, {});
    },
  },
  ...SHAPES.map((shape): Case => ({
    name: `refusal: ${shape.name}`,
    batch: shape.batch,
    make: (context) => {
      const tools = registry(context, shape.schema(z.object));
      const input = shape.input();
      return () => tools.run("bench_tool", input, {}).catch(quiet);
    },
  })),
];

/**
 * Nanoseconds per call over batches of `batch` calls for at least 100 ms:
 * shorter rounds measure the machine's pauses more than the code.
 */
async function round(work: () => unknown, batch: number): Promise<number> {
  const times: number[] = [];
  const started = performance.now();
  do times.push(await timed(work, batch)); while (performance.now() - started < 100);
  return median(times);
}

/** Rounds of each pass: six in all, each tree. */
const ROUNDS = 3;
/** Only the rows whose name holds this text, where given. */
const only = Deno.args[1];

console.log("| row | main | this tree | ratio | main's spread | passes |");
console.log("| --- | ---: | ---: | ---: | ---: | --- |");
let failed = 0;
for (const { name, batch, make } of CASES) {
  if (only !== undefined && !name.includes(only)) continue;
  const bases: number[] = [];
  const mines: number[] = [];
  // Whichever warms up second runs slower after on some shapes (10 MB
  // strings): two passes, each with fresh calls, warm up in either order.
  for (const pass of [0, 1]) {
    const base = make(theirs);
    const mine = make(ours);
    // Warm: each tree's code optimized before a round counts.
    for (const work of pass === 0 ? [base, mine, base, mine] : [mine, base, mine, base]) {
      await round(work, batch);
    }
    for (let at = 0; at < ROUNDS; at++) {
      if (at % 2 === pass) {
        bases.push(await round(base, batch));
        mines.push(await round(mine, batch));
      } else {
        mines.push(await round(mine, batch));
        bases.push(await round(base, batch));
      }
    }
  }
  const ratio = median(mines) / median(bases);
  const spread = (Math.max(...bases) - Math.min(...bases)) / median(bases);
  const passes = ratio <= 1 + Math.max(0.05, spread);
  if (!passes) failed++;
  const shown = (ns: number) =>
    ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(2)} µs`;
  console.log(
    `| ${name} | ${shown(median(bases))} | ${shown(median(mines))} | ${ratio.toFixed(2)} | ` +
      `${(spread * 100).toFixed(0)}% | ${passes ? "yes" : "no"} |`,
  );
}
const { major, minor, patch } = z.core.version;
console.log(
  `\n${
    CASES.length - failed
  } of ${CASES.length} rows pass; ${navigator.hardwareConcurrency} cores, ` +
    `Deno ${Deno.version.deno}, zod ${major}.${minor}.${patch}`,
);
