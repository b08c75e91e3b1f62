// A private helper: the search tool a registry gives itself when asked, which
// a model calls to find the tools that fit a task: its options, checked, and
// the tool, made once per registry; each narrowed registry gets its own run.

import { z, type ZodObject } from "zod";
import { checkName } from "../definition/_definition.ts";
import { field } from "../rows.ts";
import { defineTool, type Tool } from "../tool.ts";
import { optionsOf } from "../util/_options.ts";
import { MAX_WORDS } from "./_index.ts";
import { terms } from "./_words.ts";

/** The most tools one search names. */
export const MAX_LIMIT = 20;
const AT = "createToolRegistry: the option search";

/** The search tool's options, checked. */
export interface SearchTool {
  readonly name: string;
  readonly limit: number;
}

/** What the search tool answers. */
type Found = { readonly tools: string[] };

/** Searches the tools a registry holds. */
export type Search = (query: string, limit: number) => readonly Tool<ZodObject, never>[];

/** The option `search` of a registry, checked: none where not asked for. */
export function readSearch(given: unknown): SearchTool | undefined {
  if (given === undefined || given === false) return undefined;
  if (given === true) return { name: "tool_search", limit: 5 };
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    throw new Error(`${AT} is ${typeof given}; give true, or { name, limit }`);
  }
  const { name = "tool_search", limit = 5 } = optionsOf(
    given,
    ["name", "limit"],
    AT,
    "{ limit: 5 }",
  );
  checkName(name as string, `${AT} name`);
  if (!Number.isSafeInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT) {
    throw new Error(`${AT} limit is ${String(limit)}; give a whole number from 1 to ${MAX_LIMIT}`);
  }
  return { name: name as string, limit: limit as number };
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
      (query) => terms(query, MAX_WORDS).length > 0,
      'has no word to search by; give the task in a few words, such as "delete a note"',
    ).describe('The task, in a few words, as you would ask for it: "delete a note"'),
    limit: z.int().min(1).max(limit).optional().describe(
      `How many tools at most; ${limit} unless given`,
    ),
  });
  const output = z.object({ tools: z.array(z.string()) });
  return defineTool(name, {
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
}

/** The search tool answering with `search`: the tools one registry holds. */
export function withSearch(
  tool: Tool<ZodObject, never>,
  limit: number,
  search: Search,
): Tool<ZodObject, never> {
  const run = (given: { query: string; limit?: number }): Found => ({
    tools: search(given.query, given.limit ?? limit).map((found) => found.name),
  });
  return Object.freeze({ ...tool, run }) as Tool<ZodObject, never>;
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
