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
  candidates: Iterable<string>,
  sent?: ReadonlySet<string>,
): string | undefined {
  if (name.length > 2 * SHOWN_LENGTH) return undefined;
  const plain = plainName(name);
  let best: string | undefined;
  let bestScore = FAR;
  let tied = false;
  for (const candidate of candidates) {
    if (candidate === name || sent?.has(candidate)) continue;
    const score = nearness(plain, plainName(candidate));
    if (score < bestScore) [best, bestScore, tied] = [candidate, score, false];
    else if (score === bestScore && score < FAR) tied = true;
  }
  return tied ? undefined : best;
}

/** Further than any suggestion goes. */
const FAR = 3;
const SEPARATORS = /[-_.\s]/g;

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
  if (pluralOf(a, b) || pluralOf(b, a)) return 0.5;
  // More than two apart in length is more than two edits apart: skip it cheaply.
  if (Math.abs(a.length - b.length) > 2) return FAR;
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

/**
 * The edits (insertions, deletions, substitutions, swaps of neighbours) that
 * turn `a` into `b`, or `limit` once it takes that many. With a limit of two,
 * trying each kind of edit in turn stays small.
 */
function editDistance(a: string, b: string, limit: number, i = 0, j = 0): number {
  // By positions rather than slices, so no string is made on the way.
  while (i < a.length && a[i] === b[j]) i++, j++;
  const left = Math.max(a.length - i, b.length - j);
  if (i === a.length || j === b.length || limit < 1) return Math.min(limit, left);
  const edit = (inA: number, inB: number) => 1 + editDistance(a, b, limit - 1, i + inA, j + inB);
  const swapped = a[i] === b[j + 1] && a[i + 1] === b[j];
  return Math.min(edit(1, 1), edit(1, 0), edit(0, 1), swapped ? edit(2, 2) : limit);
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
  candidates: Iterable<string>,
  sent?: ReadonlySet<string>,
): string {
  const near = nearest(name, candidates, sent);
  return near === undefined ? shownName(name) : `${shownName(name)} (did you mean ${near}?)`;
}
