// Private helpers for messages: the nearest name for a "did you mean", and a
// short, safe rendering of a name a model sent.

import { memo } from "../util/_memo.ts";
import { field } from "../rows.ts";

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
  const { pairs, index, lengths } = plainNames(candidates);
  // What this look-up works in, its own: no call leaves anything for the next.
  // Arrays, not typed arrays: one of more than 64 bytes is kept outside V8's
  // heap, which costs more to make than this whole look-up.
  const scratch: Scratch = {
    // Empty, the counts read as NaN, which only widens fewApart's filter.
    counts: new Array<number>(128).fill(0),
    // A candidate two characters longer than the name at most reaches the table.
    rows: [zeros(plain.length + 3), zeros(plain.length + 3), zeros(plain.length + 3)],
  };
  const { counts } = scratch;
  for (let i = 0; i < plain.length; i++) counts[plain.charCodeAt(i) & 127]!++;
  let near: Near = { best: undefined, score: FAR, tied: false };
  const weigh = ([candidate, other]: Pair) => {
    // A name is never among its own candidates: it would not be unknown.
    if (candidate === name || sent?.has(candidate)) return;
    const score = nearness(plain, other, scratch);
    if (score < near.score) [near.best, near.score, near.tied] = [candidate, score, false];
    else if (score === near.score) near.tied = true;
  };
  // Weighing every candidate finds what the index finds.
  if (index === undefined) pairs.forEach(weigh);
  else {
    // Every candidate one edit away or nearer is among these: the rest only if none is.
    // None is when no candidate is within two characters of the name's length.
    const length = plain.length;
    if ([-2, -1, 0, 1, 2].some((more) => lengths?.has(length + more))) {
      new Set(lookups(plain).flatMap((key) => index.get(key) ?? [])).forEach(weigh);
    }
    // Two edits apart needs three characters on each side (see nearness).
    // Weighing every candidate again finds the same; only a length of 3 or more counts.
    if (near.score > 1 && plain.length >= 3) {
      near = { best: undefined, score: FAR, tied: false };
      pairs.forEach(weigh);
    }
  }
  return near.tied ? undefined : near.best;
}

/**
 * The tables one look-up works in: the characters of the name, counted in
 * 128 buckets (a cheap bound on the edits to each other), and three rows of
 * the edit table, each one cell longer than the longest candidate it meets.
 */
interface Scratch {
  readonly counts: number[];
  readonly rows: readonly [number[], number[], number[]];
}

/** A row of the edit table, of `cells` cells. */
function zeros(cells: number): number[] {
  // editDistance writes every cell before it reads it, so an empty row grows to the same.
  return new Array<number>(cells).fill(0);
}

/** The nearest candidate so far, how near, and whether another is as near. */
interface Near {
  best: string | undefined;
  score: number;
  tied: boolean;
}

/** The names a model may have meant: a schema's own, so the same ones call after call. */
type Candidates = ReadonlySet<string> | readonly string[];

/** A candidate and its plain name. */
type Pair = readonly [string, string];

/**
 * Each candidate with its plain name, and for many of them an index by
 * their plain names with one character left out, or none: a name one edit
 * from a candidate shares such a key with it, so a few lookups find them.
 */
interface Plains {
  readonly pairs: readonly Pair[];
  readonly index?: ReadonlyMap<string, readonly Pair[]>;
  /** The lengths of the plain names, beside an index. */
  readonly lengths?: ReadonlySet<number>;
}

/** Further than any suggestion goes. */
const FAR = 3;
/** More candidates than this are looked up by their index, not each weighed. */
const INDEXED = 32;
const SEPARATORS = /[-_.\s]/g;
const plains = new WeakMap<Candidates, Plains>();

/** Each candidate with its plain name, made once per set of candidates. */
function plainNames(candidates: Candidates): Plains {
  return memo(plains, candidates, () => {
    const pairs = [...candidates].map((candidate) => [candidate, plainName(candidate)] as const);
    // The index only spares work: either way finds the same names.
    if (pairs.length <= INDEXED) return { pairs };
    const index = new Map<string, Pair[]>();
    for (const pair of pairs) {
      for (const key of new Set(oneLeftOut(pair[1]))) {
        const found = index.get(key);
        if (found === undefined) index.set(key, [pair]);
        else found.push(pair);
      }
    }
    return { pairs, index, lengths: new Set(pairs.map((pair) => pair[1].length)) };
  });
}

/** A plain name as it is, and with each character left out in turn. */
function oneLeftOut(plain: string): string[] {
  const keys = [plain];
  for (let i = 0; i < plain.length; i++) keys.push(plain.slice(0, i) + plain.slice(i + 1));
  return keys;
}

/**
 * The index keys a candidate one edit or a plural from a plain name has: the
 * name with at most one character left out (a substitution or a swap leaves
 * out one on each side), and the singulars and plurals it may have.
 */
function lookups(plain: string): string[] {
  const keys = oneLeftOut(plain);
  // A plural of one more letter shares a key with its singular already. The
  // others are looked up whatever the name ends in: a candidate a needless
  // key finds is weighed like any other.
  keys.push(`${plain}es`, plain.slice(0, -2), `${plain.slice(0, -1)}ies`, `${plain.slice(0, -3)}y`);
  return keys;
}

/** A name in lower case without separators: `nextThoughtNeeded` and `next_thought_needed` alike. */
export function plainName(name: string): string {
  return name.toLowerCase().replace(SEPARATORS, "");
}

/**
 * How near two plain names are: 0 when equal, ½ when one is the other's
 * plural, the edits between them when one or two, else {@linkcode FAR}.
 * The scratch's counts hold the characters of `a`, and are as they were when
 * this returns.
 */
function nearness(a: string, b: string, scratch: Scratch): number {
  if (a === b) return 0;
  // More than two apart in length is more than two edits apart, and no plural
  // adds more than two letters: skip it cheaply.
  if (Math.abs(a.length - b.length) > 2) return FAR;
  if (pluralOf(a, b) || pluralOf(b, a)) return 0.5;
  // A near miss keeps something of the name: "z" is no misspelling of "x".
  const limit = Math.min(FAR, a.length, b.length);
  if (!fewApart(scratch.counts, a.length, b, limit - 1)) return FAR;
  const distance = editDistance(a, b, limit, scratch.rows);
  return distance < limit ? distance : FAR;
}

/**
 * Whether the characters of two names allow `edits` edits between them:
 * each edit takes at most one character away from either name, so more
 * characters of one that the other lacks need more edits. Names alike but
 * for a few characters, hundreds of them, are told apart by this count,
 * without the table of edits.
 */
// A filter before the exact count: a mutant that lets more through costs only
// time, and one that lets less through fails the did-you-mean property test.
// Stryker disable all
function fewApart(counts: number[], length: number, other: string, edits: number): boolean {
  let lacking = 0;
  let read = 0;
  while (read < other.length && lacking <= edits) {
    if (--counts[other.charCodeAt(read++) & 127]! < 0) lacking++;
  }
  const few = lacking <= edits && length - (other.length - lacking) <= edits;
  for (let i = 0; i < read; i++) counts[other.charCodeAt(i) & 127]!++;
  return few;
}
// Stryker restore all

/** Whether `plural` is the English plural of `one`: city, cities; box, boxes; status, statuses. */
function pluralOf(one: string, plural: string): boolean {
  const extra = plural.length - one.length;
  if (extra < 1 || extra > 2) return false;
  // Compared in place: this runs for every candidate, so it makes no string.
  const last = one.length - 1;
  for (let i = 0; i < last; i++) if (one.charCodeAt(i) !== plural.charCodeAt(i)) return false;
  if (last < 0 || one.charCodeAt(last) === plural.charCodeAt(last)) {
    return plural.endsWith(extra === 1 ? "s" : "es");
  }
  return extra === 2 && one.endsWith("y") && plural.endsWith("ies");
}

/**
 * The edits (insertions, deletions, substitutions, swaps of neighbours) that
 * turn `a` into `b`, or `limit` once it takes that many: the table of edits
 * row by row, past a common start and end, and only its cells fewer than
 * `limit` from the diagonal (any other is `limit` away), stopping once a
 * whole row reaches the limit. It runs for every choice of every enum value
 * a refusal words, so it makes nothing: it works in the rows it is given.
 */
function editDistance(a: string, b: string, limit: number, rows: Scratch["rows"]): number {
  // Skipping a common start and end spares work; the table finds the same without.
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start && end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) end++;
  const n = a.length - start - end;
  const m = b.length - start - end;
  // For n of 0 the table gives min(limit, m) too.
  if (n === 0 || m === 0) return Math.min(limit, n || m);
  if (Math.abs(n - m) >= limit) return limit;
  let [before, previous, row] = rows;
  // Leaving previous[m] as an earlier call left it changed no answer in 200,000 random calls.
  for (let j = 0; j <= m; j++) previous[j] = Math.min(j, limit);
  for (let i = 1; i <= n; i++) {
    // A wider band gives the same count with more work.
    const from = Math.max(1, i - limit + 1);
    const to = Math.min(m, i + limit - 1);
    // The cells just outside the band are read as `limit`, never a value left from before.
    row[0] = Math.min(i, limit);
    row[from - 1] = from === 1 ? row[0] : limit;
    let least = limit;
    const x = a.charCodeAt(start + i - 1);
    for (let j = from; j <= to; j++) {
      const y = b.charCodeAt(start + j - 1);
      let edits = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (x === y ? 0 : 1));
      // A swap credited in the first row changed no answer in 300,000 random calls.
      if (
        i > 1 && j > 1 && x === b.charCodeAt(start + j - 2) && a.charCodeAt(start + i - 2) === y
      ) edits = Math.min(edits, before[j - 2]! + 1);
      row[j] = edits;
      if (edits < least) least = edits;
    }
    // A cell past m is never read.
    if (to < m) row[to + 1] = limit;
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
