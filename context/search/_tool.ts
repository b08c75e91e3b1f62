// A private helper: the search tool a registry gives itself when asked, which
// a model calls to find the tools that fit a task: its options, checked, and
// the tool, made once per registry; each narrowed registry gets its own run.

import { z, type ZodObject } from "zod";
import { checkName } from "../definition/_definition.ts";
import { mark } from "../definition/_made.ts";
import { field } from "../rows.ts";
import { defineTool, type Tool } from "../tool.ts";
import { optionsOf } from "../util/_options.ts";
import { LIMIT, MAX_LIMIT, MAX_WORDS } from "./_index.ts";
import { taskOf } from "./_words.ts";

const AT = "createToolRegistry: the option search";

/** The search tool's options, checked. */
export interface SearchTool {
  readonly name: string;
  readonly limit: number;
  readonly rank: Rank | undefined;
}

/** A host's own ranking of a registry's tools for a task: their names, best first. */
export type Rank = (
  query: string,
  tools: readonly Tool<ZodObject, never>[],
) => readonly string[] | Promise<readonly string[]>;

/** How far down a ranking a place weighs, in the reciprocal rank fusion of two. */
const FUSION = 60;

/** What the search tool answers. */
type Found = { readonly tools: string[] };

/** Searches the tools a registry holds. */
export type Search = (query: string, limit: number) => readonly Tool<ZodObject, never>[];

/** The option `search` of a registry, checked: none where not asked for. */
export function readSearch(given: unknown): SearchTool | undefined {
  if (given === undefined || given === false) return undefined;
  if (given === true) return { name: "tool_search", limit: LIMIT, rank: undefined };
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    throw new Error(`${AT} is ${typeof given}; give true, or { name, limit, rank }`);
  }
  const { name = "tool_search", limit = LIMIT, rank } = optionsOf(
    given,
    ["name", "limit", "rank"],
    AT,
    "{ limit: 5 }",
  );
  checkName(name as string, `${AT} name`);
  if (!Number.isSafeInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT) {
    throw new Error(`${AT} limit is ${String(limit)}; give a whole number from 1 to ${MAX_LIMIT}`);
  }
  if (rank !== undefined && typeof rank !== "function") {
    throw new Error(`${AT} rank is ${typeof rank}; give a function of the query and the tools`);
  }
  return { name: name as string, limit: limit as number, rank: rank as Rank | undefined };
}

/**
 * The search tool, made once per registry: `held` gives the tool of a name
 * its rows name. Its run is each registry's own (see `withSearch`).
 */
export function searchToolOf(
  options: SearchTool,
  held: (name: string) => Tool<ZodObject, never>,
): Tool<ZodObject, never> {
  const { name, limit } = options;
  const input = z.object({
    query: z.string().max(2000).refine(
      (query) => taskOf(query, MAX_WORDS).terms.length > 0,
      'has no word to search by; give the task in a few words, such as "delete a note"',
    ).describe('The task, in a few words, as you would ask for it: "delete a note"'),
    limit: z.int().min(1).max(limit).optional().describe(
      `How many tools at most; ${limit} unless given`,
    ),
  });
  const output = z.object({ tools: z.array(z.string()) });
  const tool = defineTool(name, {
    name,
    title: "Search tools",
    description: "Finds the tools that fit a task, best first, and names them. More tools " +
      "can be called than are listed: search before deciding that none can do a task.",
    input,
    output,
    annotations: { readOnly: true, idempotent: true, openWorld: false },
    run: (): Found => {
      throw new Error(`${name}: a registry runs its search tool with its own tools`);
    },
    rows: (answer: Found) =>
      answer.tools.length === 0
        ? ["none\tno tool fits those words; say the task in other words"]
        : answer.tools.map((name) => rowOf(held(name))),
  }) as Tool<ZodObject, never>;
  return mark("search", tool);
}

/**
 * The search tool answering with `search`, over the tools one registry
 * holds; with the host's `rank`, the two rankings fused.
 */
export function withSearch(
  tool: Tool<ZodObject, never>,
  options: SearchTool,
  search: Search,
  tools: readonly Tool<ZodObject, never>[],
): Tool<ZodObject, never> {
  const { limit, rank } = options;
  if (rank === undefined) {
    const run = (given: Asked): Found => ({
      tools: search(given.query, given.limit ?? limit).map((found) => found.name),
    });
    return mark("search", Object.freeze({ ...tool, run }) as Tool<ZodObject, never>);
  }
  // The names this registry holds, made on its first search: a selection makes nothing before.
  let held: ReadonlySet<string> | undefined;
  const run = async (given: Asked): Promise<Found> => {
    const ours = search(given.query, MAX_LIMIT).map((found) => found.name);
    const theirs = await rank(given.query, tools);
    held ??= new Set(tools.map((each) => each.name));
    return { tools: fused(ours, theirs, held, given.limit ?? limit) };
  };
  return mark("search", Object.freeze({ ...tool, run }) as Tool<ZodObject, never>);
}

/** What a model asks the search tool, checked. */
type Asked = { readonly query: string; readonly limit?: number };

/**
 * Two rankings as one, by reciprocal rank fusion: each name scores
 * 1 / (60 + its place) in each ranking that has it, ties by name. The
 * host's names of tools the registry does not hold are left out.
 */
function fused(
  ours: readonly string[],
  theirs: unknown,
  held: ReadonlySet<string>,
  limit: number,
): string[] {
  if (!Array.isArray(theirs)) {
    throw new Error(`${AT} rank gave ${typeof theirs}; give the tools' names, best first`);
  }
  const scores = new Map<string, number>();
  const add = (names: readonly unknown[]) => {
    const seen = new Set<unknown>();
    names.forEach((name, place) => {
      if (typeof name !== "string" || !held.has(name) || seen.has(name)) return;
      seen.add(name);
      scores.set(name, (scores.get(name) ?? 0) + 1 / (FUSION + place + 1));
    });
  };
  add(ours);
  add(theirs);
  return [...scores].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, limit)
    .map(([name]) => name);
}

/** The most characters of a description a row shows. */
const MAX_SENTENCE = 240;

/**
 * The row of a tool found: its name, its title, its description's first
 * sentence (which ends where one starts in capitals: "e.g. by" goes on).
 */
function rowOf(tool: Tool<ZodObject, never>): string {
  // Where none ends so, the sentence is the whole description.
  const found = /^[^]*?[.!?](?=\s+\p{Lu})/u.exec(tool.description);
  let sentence = (found?.[0] ?? tool.description).trim();
  if (sentence.length > MAX_SENTENCE) sentence = `${sentence.slice(0, MAX_SENTENCE - 1)}\u2026`;
  return ["tool", tool.name, field(tool.title ?? ""), field(sentence)].join("\t");
}
