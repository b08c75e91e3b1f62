// A private helper: the search index of a registry's tools, made on its
// first search, and the ranking of a task against it: BM25 over the terms of
// each tool, a term weighing more in its name and title than in its
// description, fields and examples, and a tool of a toolkit the task names
// counting more.

import type { z, ZodObject } from "zod";
import { eachChild } from "../schema/_children.ts";
import type { Tool } from "../tool.ts";
import { terms } from "./_words.ts";

type Schema = z.core.$ZodType;

/** How much a term counts where it stands. */
const WEIGHTS = Object.freeze({
  name: 3,
  title: 2,
  toolkit: 1.5,
  description: 1,
  field: 1,
  about: 0.5,
  example: 0.5,
});
/** How much more a tool counts whose toolkit the task names ("in Jira"). */
const NAMED_TOOLKIT = 1.5;
const K1 = 1.2;
const B = 0.75;
/** The most words of a task read. */
export const MAX_WORDS = 64;

/** The terms of every tool, by the tool's place in the registry. */
export interface Index {
  /** Each term's weight in each tool that has it, by the tool's place. */
  readonly postings: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Each tool's weighted length. */
  readonly lengths: readonly number[];
  /** The words of each tool's toolkit's name, by the tool's place. */
  readonly kits: readonly (readonly string[])[];
  readonly average: number;
}

/** The index of tools, linear in their words. */
export function indexOf(tools: readonly Tool<ZodObject, never>[]): Index {
  const postings = new Map<string, Map<number, number>>();
  const lengths: number[] = [];
  const kits: (readonly string[])[] = [];
  const kitWords = new Map<string, readonly string[]>();
  tools.forEach((tool, place) => {
    let length = 0;
    const add = (text: string | undefined, weight: number) => {
      if (text === undefined) return;
      for (const term of terms(text)) {
        let posting = postings.get(term);
        if (posting === undefined) postings.set(term, posting = new Map());
        posting.set(place, (posting.get(place) ?? 0) + weight);
        length += weight;
      }
    };
    // The toolkit's name at the head of a tool's counts once, as the toolkit.
    const prefix = `${tool.toolkit}_`;
    add(tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name, WEIGHTS.name);
    add(tool.title, WEIGHTS.title);
    add(tool.toolkit, WEIGHTS.toolkit);
    add(tool.description, WEIGHTS.description);
    fields(tool.input, (name, about) => {
      add(name, WEIGHTS.field);
      add(about, WEIGHTS.about);
    }, new Set());
    for (const example of tool.examples ?? []) texts(example, (text) => add(text, WEIGHTS.example));
    lengths.push(length);
    let words = kitWords.get(tool.toolkit);
    if (words === undefined) {
      words = terms(tool.toolkit).filter((term) => !term.startsWith("~"));
      kitWords.set(tool.toolkit, words);
    }
    kits.push(words);
  });
  const average = lengths.reduce((sum, length) => sum + length, 0) / (lengths.length || 1);
  return { postings, lengths, kits, average: average || 1 };
}

/** Calls `visit` with each text an example holds, at every depth. */
function texts(value: unknown, visit: (text: string) => void): void {
  if (typeof value === "string") visit(value);
  else if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) texts(child, visit);
  }
}

/** Calls `visit` with each field's name and description, at every depth. */
function fields(
  schema: Schema,
  visit: (name: string | undefined, about: string | undefined) => void,
  seen: Set<Schema>,
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  eachChild(schema, (child, step) => {
    const about = (child as { description?: string }).description;
    visit(step === undefined || step === "[]" ? undefined : step, about);
    fields(child, visit, seen);
  });
}

/**
 * The places of the tools that fit a task, best first: those `holds` lets
 * through, at most `limit`, ties by name.
 */
export function rank(
  index: Index,
  name: (place: number) => string,
  query: readonly string[],
  holds: (place: number) => boolean,
  limit: number,
): number[] {
  const scores = new Map<number, number>();
  const count = index.lengths.length;
  const asked = new Set(query);
  for (const term of asked) {
    const posting = index.postings.get(term);
    if (posting === undefined) continue;
    const idf = Math.log(1 + (count - posting.size + 0.5) / (posting.size + 0.5));
    for (const [place, weight] of posting) {
      if (!holds(place)) continue;
      const norm = K1 * (1 - B + B * index.lengths[place]! / index.average);
      scores.set(place, (scores.get(place) ?? 0) + idf * weight * (K1 + 1) / (weight + norm));
    }
  }
  for (const [place, score] of scores) {
    if (index.kits[place]!.some((word) => asked.has(word))) {
      scores.set(place, score * NAMED_TOOLKIT);
    }
  }
  return [...scores].sort(([a, x], [b, y]) => y - x || (name(a) < name(b) ? -1 : 1))
    .slice(0, limit).map(([place]) => place);
}
