/**
 * Case 4c, the search: how often it finds the tool a task needs, on the
 * project's own set of tasks and on two sets of tasks over real tools (the
 * second never seen while the search was tuned), beside a
 * plain BM25 over names and descriptions; how long a search of 10,000 tools
 * takes beside one of 100 (target: under 1 ms); and the o200k_base tokens of
 * listing the search tool and the five tools it found, beside listing every
 * tool of the real set.
 *
 * Run alone: `deno run --allow-read --allow-env bench/searching.ts`.
 *
 * @module
 */

import { z } from "zod";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  type Tool,
  toolInputSchema,
} from "@adecore/agents/context";
import { compare, type Row, row } from "./measure.ts";
import { corpus } from "./search/tools.ts";
import { phrasings } from "./search/phrasings.ts";
import { realCorpus } from "./search/real_corpus.ts";
import { realPhrasings } from "./search/real_phrasings.ts";
import { freshPhrasings } from "./search/fresh_phrasings.ts";
import { baselineOf } from "./search/baseline.ts";
import { type Phrasing, qualityOf, registryOf } from "./search/quality.ts";
import type { CorpusTool } from "./search/tools.ts";

/** The quality rows of one set: first, and in the first five. */
function quality(
  name: string,
  tools: readonly CorpusTool[],
  tasks: readonly Phrasing[],
  targets: [string, string],
): Row[] {
  const ours = qualityOf(registryOf(tools), tasks);
  const plain = baselineOf(tools, tasks);
  const share = (label: string, base: number, mine: number, target: string): Row => ({
    name: `  ${label}, ${name} (${tasks.length} tasks, ${tools.length} tools)`,
    baseline: "plain BM25, names and descriptions",
    base: 100 * base,
    ours: 100 * mine,
    ratio: mine / base,
    unit: "%",
    target,
  });
  return [
    share("search: the tool first", plain.first, ours.first, targets[0]),
    share("search: the tool in the first five", plain.five, ours.five, targets[1]),
  ];
}

/** A registry of `count` tools of ten toolkits, each with words of its own. */
function registry(count: number) {
  const input = z.object({ id: z.string().describe("The record's id") });
  const verbs = ["create", "read", "update", "delete", "list", "search", "send", "archive"];
  const kits = Array.from({ length: 10 }, (_, k) => {
    const tools = Array.from({ length: count / 10 }, (_, i) =>
      defineTool(`kit${k}`, {
        name: `kit${k}_${verbs[i % verbs.length]}_thing${i}`,
        description: `${verbs[i % verbs.length]} a thing${i} record of kit ${k}, with its owner.`,
        input,
        run: () => [],
      }));
    return defineToolkit(`kit${k}`, tools);
  });
  return createToolRegistry(kits);
}

/** The o200k_base tokens of tools as an MCP tools/list lists them. */
function tokens(tools: readonly Tool[]): number {
  return encode(JSON.stringify(tools.map((tool) => ({
    name: tool.name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    description: tool.description,
    inputSchema: toolInputSchema(tool.input),
  })))).length;
}

/** The rows of case 4c. */
export async function searching(): Promise<Row[]> {
  const rows = [
    ...quality("own set", corpus, phrasings, ["≥ 65%", "≥ 85%"]),
    ...quality("real tools", realCorpus, realPhrasings, ["≥ 65%", "≥ 85%"]),
    ...quality("real tools, fresh tasks", realCorpus, freshPhrasings, ["≥ 65%", "≥ 85%"]),
  ];
  const small = registry(100);
  const large = registry(10_000);
  const task = "delete the archived thing42 record of kit 3";
  small.search(task), large.search(task);
  rows.push(row(
    "  search 10,000 tools, index made",
    "of 100 tools",
    await compare(() => small.search(task), () => large.search(task), 20, 21, 20),
    "µs",
    "≤ 1 ms",
  ));
  // Listing the search tool and what it found, against listing every tool.
  const real = createToolRegistry(
    registryOf(realCorpus).tools.reduce((kits, tool) => {
      kits.set(tool.toolkit, [...kits.get(tool.toolkit) ?? [], tool]);
      return kits;
    }, new Map<string, Tool[]>()).entries().map(([name, tools]) => defineToolkit(name, tools))
      .toArray(),
    { search: true },
  );
  const searchTool = real.tools.at(-1)!;
  const found = realPhrasings.map((task) => tokens([searchTool, ...real.search(task.task)]));
  const mean = found.reduce((sum, each) => sum + each, 0) / found.length;
  const all = tokens(real.tools.slice(0, -1));
  rows.push({
    name: "  tokens: the search tool and the 5 tools found (mean of the real tasks)",
    baseline: `every tool of the real set (${real.tools.length - 1})`,
    base: all,
    ours: mean,
    ratio: mean / all,
    unit: "tokens",
    target: "—",
  });
  return rows;
}

if (import.meta.main) {
  for (const line of await searching()) {
    console.log(
      `${line.name.trim()}: ${line.base.toFixed(1)} -> ${line.ours.toFixed(1)} ${line.unit}`,
    );
  }
}
