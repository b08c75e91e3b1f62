/**
 * How well `registry.search` finds the tool a task needs: a registry made of
 * an evaluation corpus, each phrasing searched, and the share of phrasings
 * whose tool comes first, and in the first five.
 *
 * Run it alone to see both sets (`--fails` lists the misses of each):
 *
 * ```sh
 * deno run --allow-read --allow-env bench/search/quality.ts [--fails]
 * ```
 *
 * @module
 */

import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  type Tool,
  type ToolRegistry,
} from "@adecore/agents/context";
import type { ZodObject } from "zod";
import type { CorpusTool } from "./tools.ts";

/** One task, and the tool that does it. */
export interface Phrasing {
  readonly task: string;
  readonly tool: string;
}

/** How a set of phrasings fared. */
export interface Quality {
  /** The share of phrasings whose tool came first, from 0 to 1. */
  readonly first: number;
  /** The share whose tool was among the first five. */
  readonly five: number;
  /** Each phrasing whose tool was not first, with what came first. */
  readonly misses: readonly string[];
}

/** A tool name as `defineTool` takes it: lower snake case. */
export function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** A registry of a corpus's tools, each answering nothing. */
export function registryOf(corpus: readonly CorpusTool[]): ToolRegistry {
  const kits = new Map<string, Tool<ZodObject, never>[]>();
  for (const tool of corpus) {
    const defined = defineTool(tool.toolkit, {
      name: snake(tool.name),
      ...(tool.title === undefined ? {} : { title: tool.title }),
      description: tool.description,
      input: tool.input,
      run: () => [],
    });
    kits.set(tool.toolkit, [...kits.get(tool.toolkit) ?? [], defined]);
  }
  return createToolRegistry([...kits].map(([name, tools]) => defineToolkit(name, tools)));
}

/** Searches each phrasing in the registry and counts where its tool came. */
export function qualityOf(registry: ToolRegistry, phrasings: readonly Phrasing[]): Quality {
  let first = 0;
  let five = 0;
  const misses: string[] = [];
  for (const { task, tool } of phrasings) {
    const found = registry.search(task).map((each) => each.name);
    const place = found.indexOf(snake(tool));
    if (place === 0) first++;
    else misses.push(`${place < 0 ? "-" : place + 1}\t${task}\t${tool}\t${found[0] ?? ""}`);
    if (place >= 0) five++;
  }
  return { first: first / phrasings.length, five: five / phrasings.length, misses };
}

if (import.meta.main) {
  const { corpus } = await import("./tools.ts");
  const { phrasings } = await import("./phrasings.ts");
  const sets: [string, readonly CorpusTool[], readonly Phrasing[]][] = [
    ["own", corpus, phrasings],
  ];
  try {
    const { realCorpus } = await import("./real_corpus.ts");
    const { realPhrasings } = await import("./real_phrasings.ts");
    sets.push(["real", realCorpus, realPhrasings]);
    const { freshPhrasings } = await import("./fresh_phrasings.ts");
    sets.push(["real, fresh tasks", realCorpus, freshPhrasings]);
  } catch {
    // The held-out set is optional.
  }
  for (const [name, tools, tasks] of sets) {
    const quality = qualityOf(registryOf(tools), tasks);
    console.log(
      `${name}: ${tools.length} tools, ${tasks.length} tasks: first ${
        (100 * quality.first).toFixed(1)
      }%, first five ${(100 * quality.five).toFixed(1)}%`,
    );
    if (Deno.args.includes("--fails")) console.log(quality.misses.join("\n"));
  }
}
