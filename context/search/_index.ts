// A private helper: the search index of a registry's tools, made on its
// first search, and the ranking of a task against it: BM25 over the terms of
// each tool, a term weighing more in its name and title than in its
// description, fields and examples, and a tool of a toolkit the task names
// counting more.

import type { z, ZodObject } from "zod";
import { eachChild } from "../schema/_children.ts";
import type { Tool } from "../tool.ts";
import { actionOf, READS, type Task, terms } from "./_words.ts";

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
/**
 * How much more a tool counts whose toolkit, all its tools' words read as
 * one text, fits the task best: up to 1.25 times, in proportion.
 */
const KIT_FIT = 0.25;
/** How much more a tool that only reads counts for a task that asks a question. */
const ASKED_READ = 1.2;
/** How much more a tool counts whose name's first action is the task's. */
const SAME_ACTION = 1.1;
const K1 = 1.2;
const B = 0.75;
/** The most words of a task read. */
export const MAX_WORDS = 64;
/** How many tools a search finds unless told, and at most. */
export const LIMIT = 5;
export const MAX_LIMIT = 20;

/** The tools that have a term, by their places, and its weight in each. */
export interface Posting {
  readonly places: Int32Array;
  readonly weights: Float64Array;
}

/** The terms of every tool, by the tool's place in the registry. */
export interface Index {
  /** Each term's weight in each tool that has it. */
  readonly postings: ReadonlyMap<string, Posting>;
  /** Each tool's weighted length. */
  readonly lengths: readonly number[];
  readonly average: number;
  /** What each tool's length makes of a term's weight: BM25's `k1 * (1 - b + b * length / average)`. */
  readonly norms: Float64Array;
  /** Each tool's toolkit's number, by the tool's place. */
  readonly kitOf: Int32Array;
  /** The words of each toolkit's name, as written, by its number. */
  readonly kitNames: readonly (readonly string[])[];
  /** Each term's weight in each toolkit that has it, the toolkits by number. */
  readonly kitPostings: ReadonlyMap<string, Posting>;
  /** What each toolkit's length makes of a term's weight. */
  readonly kitNorms: Float64Array;
  /** 1 for each tool that only reads, by place: as its author said, or as its name says. */
  readonly reads: Uint8Array;
  /** The first action each tool's name names, by place. */
  readonly actions: readonly (string | undefined)[];
}

/** The index of tools, linear in their words. */
export function indexOf(tools: readonly Tool<ZodObject, never>[]): Index {
  const postings = new Map<string, Map<number, number>>();
  const lengths: number[] = [];
  const kitNames: (readonly string[])[] = [];
  const kitNumbers = new Map<string, number>();
  const kitOf = new Int32Array(tools.length);
  const kitPostings = new Map<string, Map<number, number>>();
  const kitLengths: number[] = [];
  const reads = new Uint8Array(tools.length);
  const actions: (string | undefined)[] = [];
  tools.forEach((tool, place) => {
    let length = 0;
    // Toolkits are numbered as first met.
    const kit = kitNumbers.get(tool.toolkit) ?? kitNumbers.size;
    if (kit === kitNumbers.size) {
      kitNumbers.set(tool.toolkit, kit);
      kitLengths.push(0);
      kitNames.push(terms(tool.toolkit).filter((term) => !term.startsWith("~")));
    }
    kitOf[place] = kit;
    const add = (text: string | undefined, weight: number) => {
      if (text === undefined) return;
      for (const term of terms(text)) {
        addTo(postings, term, place, weight);
        addTo(kitPostings, term, kit, weight);
        length += weight;
      }
    };
    textsOf(tool, add);
    actions.push(actionOf(ownName(tool)));
    if (tool.hints.readOnlyHint ?? actions[place] === READS) reads[place] = 1;
    lengths.push(length);
    kitLengths[kit] = kitLengths[kit]! + length;
  });
  const average = averageOf(lengths);
  const norms = Float64Array.from(lengths, (length) => K1 * (1 - B + B * length / average));
  const kitAverage = averageOf(kitLengths);
  const kitNorms = Float64Array.from(
    kitLengths,
    (length) => K1 * (1 - B + B * length / kitAverage),
  );
  return {
    postings: packed(postings),
    lengths,
    average,
    norms,
    kitOf,
    kitNames,
    kitPostings: packed(kitPostings),
    kitNorms,
    reads,
    actions,
  };
}

/** Adds a term's weight in one tool or toolkit. */
function addTo(
  postings: Map<string, Map<number, number>>,
  term: string,
  at: number,
  weight: number,
) {
  let posting = postings.get(term);
  if (posting === undefined) postings.set(term, posting = new Map());
  posting.set(at, (posting.get(at) ?? 0) + weight);
}

/** The mean of lengths, 1 where there are none or all are 0. */
function averageOf(lengths: readonly number[]): number {
  return lengths.reduce((sum, length) => sum + length, 0) / (lengths.length || 1) || 1;
}

/** Postings packed into typed arrays. */
function packed(postings: Map<string, Map<number, number>>): Map<string, Posting> {
  const packed = new Map<string, Posting>();
  for (const [term, posting] of postings) {
    packed.set(term, {
      places: Int32Array.from(posting.keys()),
      weights: Float64Array.from(posting.values()),
    });
  }
  return packed;
}

/** A tool's name without its toolkit's at its head, which counts once, as the toolkit. */
function ownName(tool: Tool<ZodObject, never>): string {
  const prefix = `${tool.toolkit}_`;
  return tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name;
}

/** Calls `add` with each text of a tool the search reads, and its weight. */
function textsOf(
  tool: Tool<ZodObject, never>,
  add: (text: string | undefined, weight: number) => void,
): void {
  add(ownName(tool), WEIGHTS.name);
  add(tool.title, WEIGHTS.title);
  add(tool.toolkit, WEIGHTS.toolkit);
  add(tool.description, WEIGHTS.description);
  fields(tool.input, (name, about) => {
    add(name, WEIGHTS.field);
    add(about, WEIGHTS.about);
  }, new Set());
  for (const example of tool.examples ?? []) texts(example, (text) => add(text, WEIGHTS.example));
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
    // An array's items step by "[]", which has no word.
    visit(step, (child as { description?: string }).description);
    fields(child, visit, seen);
  });
}

/**
 * Weighs the scores of the tools met by more than their words: how well
 * their toolkit fits, whether they only read where the task asks a
 * question, whether they name the action the task names first.
 */
function weigh(
  index: Index,
  task: Task,
  asked: ReadonlySet<string>,
  touched: readonly number[],
  scores: Float64Array,
): void {
  const { kitOf, reads, actions } = index;
  const kitScores = new Float64Array(index.kitNorms.length);
  bm25(index.kitPostings, index.kitNorms, asked, kitScores);
  const top = kitScores.reduce((most, score) => Math.max(most, score), 0);
  for (const place of touched) {
    let weight = top > 0 ? 1 + KIT_FIT * kitScores[kitOf[place]!]! / top : 1;
    if (task.asks && reads[place] === 1) weight *= ASKED_READ;
    if (task.action !== undefined && actions[place] === task.action) weight *= SAME_ACTION;
    scores[place]! *= weight;
  }
}

/**
 * BM25's score of each tool or toolkit that has a term asked, added into
 * `scores` by place; the places met, in the order met.
 */
function bm25(
  postings: ReadonlyMap<string, Posting>,
  norms: Float64Array,
  asked: ReadonlySet<string>,
  scores: Float64Array,
): number[] {
  const count = norms.length;
  const touched: number[] = [];
  for (const term of asked) {
    const posting = postings.get(term);
    if (posting === undefined) continue;
    const { places, weights } = posting;
    const idf = Math.log(1 + (count - places.length + 0.5) / (places.length + 0.5));
    for (let i = 0; i < places.length; i++) {
      const place = places[i]!;
      const weight = weights[i]!;
      // Every term adds more than 0: a place at 0 is one not yet met.
      if (scores[place] === 0) touched.push(place);
      scores[place]! += idf * weight * (K1 + 1) / (weight + norms[place]!);
    }
  }
  return touched;
}

/**
 * The places of the tools that fit a task, best first: those `holds` lets
 * through, at most `limit`, ties by name. Scores are kept by place, and only
 * the best `limit` are kept in order: no tool is sorted that cannot make it.
 */
export function rank(
  index: Index,
  name: (place: number) => string,
  task: Task,
  holds: (place: number) => boolean,
  limit: number,
): number[] {
  const { postings, norms, kitOf, kitNames } = index;
  const asked = new Set(task.terms);
  const scores = new Float64Array(norms.length);
  const touched = bm25(postings, norms, asked, scores);
  weigh(index, task, asked, touched, scores);
  // Whether the task names each toolkit: 1 it does, 2 it does not, 0 not yet asked.
  const named = new Uint8Array(kitNames.length);
  const before = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && name(a) < name(b));
  const best: number[] = [];
  for (const place of touched) {
    if (!holds(place)) continue;
    const kit = kitOf[place]!;
    if (named[kit] === 0) named[kit] = kitNames[kit]!.some((word) => asked.has(word)) ? 1 : 2;
    if (named[kit] === 1) scores[place]! *= NAMED_TOOLKIT;
    if (best.length < limit) best.push(place);
    else if (before(place, best[limit - 1]!)) best[limit - 1] = place;
    else continue;
    for (let i = best.length - 1; i > 0 && before(best[i]!, best[i - 1]!); i--) {
      [best[i], best[i - 1]] = [best[i - 1]!, best[i]!];
    }
  }
  return best;
}
