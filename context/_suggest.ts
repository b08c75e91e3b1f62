// Private helpers for messages: the nearest name for a "did you mean", and a
// short, safe rendering of a name a model sent.

import { field } from "./rows.ts";

const PLAIN_NAME = /^[\w$-]{1,64}$/;
const SHOWN_LENGTH = 64;

/**
 * Finds the candidate one or two edits (insertions, deletions, substitutions
 * or swaps of neighbours) away from `name`, the nearest first.
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length > 2 * SHOWN_LENGTH) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    if (candidate === name || Math.abs(candidate.length - name.length) >= bestDistance) continue;
    // A near miss keeps something of the name: "z" is no misspelling of "x".
    const limit = Math.min(bestDistance, name.length, candidate.length);
    const distance = editDistance(name, candidate, limit);
    if (distance < limit) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Optimal string alignment distance, or `limit` once it reaches `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= limit) return limit;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length]!, limit);
}

/** Shows a name a model sent: as it is when plain, else quoted and cut short. */
export function shownName(name: string): string {
  if (PLAIN_NAME.test(name)) return name;
  const cut = name.length > SHOWN_LENGTH ? `${name.slice(0, SHOWN_LENGTH)}…` : name;
  return field(JSON.stringify(cut));
}
