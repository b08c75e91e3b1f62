// Private helpers for messages: the nearest name for a "did you mean", and a
// short, safe rendering of a name a model sent.

import { field } from "./rows.ts";

const PLAIN_NAME = /^[\w$-]{1,64}$/;
const SHOWN_LENGTH = 64;

/**
 * Finds the candidate a model most likely meant by `name`, of those it did
 * not send: one that differs only in case or separators (`taskId`, `task-id`
 * for `task_id`), then a singular or plural of it (`entity`, `entities`),
 * then one or two edits away (insertions, deletions, substitutions or swaps
 * of neighbours). None when two are equally near: a guess between them would
 * cost the model a turn as often as it saves one.
 */
export function nearest(
  name: string,
  candidates: Candidates,
  sent?: ReadonlySet<string>,
): string | undefined {
  if (name.length > 2 * SHOWN_LENGTH) return undefined;
  const plain = plainName(name);
  let best: string | undefined;
  let bestScore = FAR;
  let tied = false;
  for (const [candidate, other] of plainNames(candidates)) {
    if (candidate === name || sent?.has(candidate)) continue;
    const score = nearness(plain, other);
    if (score < bestScore) [best, bestScore, tied] = [candidate, score, false];
    else if (score === bestScore && score < FAR) tied = true;
  }
  return tied ? undefined : best;
}

/** The names a model may have meant: a schema's own, so the same ones call after call. */
type Candidates = ReadonlySet<string> | readonly string[];

/** Further than any suggestion goes. */
const FAR = 3;
const SEPARATORS = /[-_.\s]/g;
const plains = new WeakMap<Candidates, readonly (readonly [string, string])[]>();

/** Each candidate with its plain name, made once per set of candidates. */
function plainNames(candidates: Candidates): readonly (readonly [string, string])[] {
  let pairs = plains.get(candidates);
  if (pairs === undefined) {
    pairs = [...candidates].map((candidate) => [candidate, plainName(candidate)] as const);
    plains.set(candidates, pairs);
  }
  return pairs;
}

/** A name in lower case without separators: `nextThoughtNeeded` and `next_thought_needed` alike. */
function plainName(name: string): string {
  return name.toLowerCase().replace(SEPARATORS, "");
}

/**
 * How near two plain names are: 0 when equal, ½ when one is the other's
 * plural, the edits between them when one or two, else {@linkcode FAR}.
 */
function nearness(a: string, b: string): number {
  if (a === b) return 0;
  // More than two apart in length is more than two edits apart, and no plural
  // adds more than two letters: skip it cheaply.
  if (Math.abs(a.length - b.length) > 2) return FAR;
  if (pluralOf(a, b) || pluralOf(b, a)) return 0.5;
  // A near miss keeps something of the name: "z" is no misspelling of "x".
  const limit = Math.min(FAR, a.length, b.length);
  const distance = editDistance(a, b, limit);
  return distance < limit ? distance : FAR;
}

/** Whether `plural` is the English plural of `one`: city, cities; box, boxes; status, statuses. */
function pluralOf(one: string, plural: string): boolean {
  return plural === `${one}s` || plural === `${one}es` ||
    (one.endsWith("y") && plural === `${one.slice(0, -1)}ies`);
}

/** Three rows of the edit table, kept: names are at most 130 characters here. */
const ROWS = [new Uint16Array(132), new Uint16Array(132), new Uint16Array(132)] as const;

/**
 * The edits (insertions, deletions, substitutions, swaps of neighbours) that
 * turn `a` into `b`, or `limit` once it takes that many: the table of edits
 * row by row, stopping once a whole row reaches the limit. It runs for every
 * choice of every enum value a refusal words, so it makes nothing.
 */
function editDistance(a: string, b: string, limit: number): number {
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  const n = a.length - start;
  const m = b.length - start;
  if (n === 0 || m === 0) return Math.min(limit, n || m);
  let [before, previous, row] = ROWS;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let least = i;
    const x = a.charCodeAt(start + i - 1);
    for (let j = 1; j <= m; j++) {
      const y = b.charCodeAt(start + j - 1);
      let edits = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (x === y ? 0 : 1));
      if (
        i > 1 && j > 1 && x === b.charCodeAt(start + j - 2) && a.charCodeAt(start + i - 2) === y
      ) edits = Math.min(edits, before[j - 2]! + 1);
      row[j] = edits;
      if (edits < least) least = edits;
    }
    if (least >= limit) return limit;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return Math.min(limit, previous[m]!);
}

/**
 * Shows a name a model sent: as it is when plain, else quoted, escaped, and
 * cut short after escaping, since an escape takes up to six characters.
 */
export function shownName(name: string): string {
  if (PLAIN_NAME.test(name)) return name;
  const escaped = JSON.stringify(shortened(name, SHOWN_LENGTH)).slice(1, -1);
  const long = name.length > SHOWN_LENGTH || escaped.length > SHOWN_LENGTH;
  return field(`"${long ? `${shortened(escaped, SHOWN_LENGTH)}…` : escaped}"`);
}

/**
 * The first `length` characters of a text, never cutting through a
 * surrogate pair or an escape such as `\u0007`.
 */
export function shortened(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(0, length).replace(/[\ud800-\udbff]$|\\(?:u[\da-f]{0,3})?$/, "");
}

/**
 * A name a model sent, shown as {@linkcode shownName} does, with the
 * candidate it may have meant, never one of the names it `sent` beside it.
 */
export function nearName(
  name: string,
  candidates: Candidates,
  sent?: ReadonlySet<string>,
): string {
  const near = nearest(name, candidates, sent);
  return near === undefined ? shownName(name) : `${shownName(name)} (did you mean ${near}?)`;
}
