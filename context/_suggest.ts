// Private helpers for messages: the nearest name for a "did you mean", and a
// short, safe rendering of a name a model sent.

import { field } from "./rows.ts";

const PLAIN_NAME = /^[\w$-]{1,64}$/;
const SHOWN_LENGTH = 64;

/**
 * Finds the candidate one or two edits (insertions, deletions, substitutions
 * or swaps of neighbours) away from `name`, the nearest first.
 */
function nearest(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length > 2 * SHOWN_LENGTH) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    // More than two apart in length is more than two edits apart: skip it cheaply.
    if (candidate === name || Math.abs(candidate.length - name.length) > 2) continue;
    // A near miss keeps something of the name: "z" is no misspelling of "x".
    const limit = Math.min(bestDistance, name.length, candidate.length);
    const distance = editDistance(name, candidate, limit);
    if (distance < limit) [best, bestDistance] = [candidate, distance];
  }
  return best;
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

/** A name a model sent, shown as {@linkcode shownName} does, with the candidate it may have meant. */
export function nearName(name: string, candidates: Iterable<string>): string {
  const near = nearest(name, candidates);
  return near === undefined ? shownName(name) : `${shownName(name)} (did you mean ${near}?)`;
}
