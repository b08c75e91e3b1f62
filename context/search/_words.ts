// A private helper: the words of a tool or a task as the search reads them:
// split at case, underscores and anything not a letter or digit, lower case,
// without the small words every sentence has, cut to a stem, and each word
// that names a common action or thing also read as that action or thing, so
// "remove" finds a delete tool and "look up" a search tool; and of a task,
// whether it asks a question and the action it names first.

import { ACTIONS, PAIRS, QUESTIONS, READING, SAME, STOP, THINGS } from "./_vocabulary.ts";
import { valueWords } from "./_values.ts";

/** Words no s makes plural, kept as they are. */
const UNCOUNTED: ReadonlySet<string> = new Set(["news", "series", "species"]);
/** Each word of a group, stemmed, by the groups' first words, stemmed. */
const CONCEPTS: ReadonlyMap<string, readonly string[]> = conceptsOf();
/** Each pair of words, stemmed, by its group's first word, stemmed. */
const JOINED: ReadonlyMap<string, string> = new Map(
  PAIRS.map(([pair, head]) => [pair.split(" ").map(stem).join(" "), meaningOf(head)] as const),
);
const NONE: readonly string[] = Object.freeze([]);
/** The meanings of actions, and of those that only read. */
const ACTION: ReadonlySet<string> = headsOf(ACTIONS);
const READ: ReadonlySet<string> = headsOf(READING);
/** The action every action that only reads ("get", "list", "search") stands as. */
export const READS = "~reads";
/** The meanings that are things, which a value may stand for. */
const THING: ReadonlySet<string> = headsOf(THINGS);

/** The meanings of groups of words, by their first words. */
function headsOf(groups: readonly string[]): Set<string> {
  return new Set(groups.map((group) => meaningOf(group.split(" ")[0]!)));
}

/** The name of the meaning a group of words shares, by its first word: "~" and its stem. */
function meaningOf(head: string): string {
  return `~${stem(head)}`;
}

function conceptsOf(): Map<string, string[]> {
  const concepts = new Map<string, string[]>();
  for (const group of SAME) {
    const words = group.split(" ");
    const concept = meaningOf(words[0]!);
    for (const root of words.map(stem)) {
      const known = concepts.get(root);
      if (known === undefined) concepts.set(root, [concept]);
      else if (!known.includes(concept)) known.push(concept);
    }
  }
  return concepts;
}

/**
 * The terms of a text: each word's stem, and where it has one, the meaning
 * it shares with other words; of its first `most` words where given. A
 * value ("/etc/hosts", "acme/api") stands for the kind of thing it is.
 */
export function terms(text: string, most: number = Infinity): string[] {
  const found: string[] = [];
  let read = 0;
  let previous = "";
  for (const token of text.split(/\s+/)) {
    const value = valueWords(token);
    if (value !== undefined) {
      if (read++ >= most) break;
      previous = "";
      // A value names a thing, never an action: a "file" is not filed.
      for (const word of value) addRoot(found, stem(word), THING);
      continue;
    }
    for (const word of wordsOf(token)) {
      if (word === "") continue;
      if (read++ >= most) return found;
      // Pairs meet in any form of their words: "pull requests" too.
      const root = stem(word);
      const joined = JOINED.get(`${previous} ${root}`);
      previous = root;
      if (joined !== undefined) found.push(joined);
      if (!STOP.has(word)) addRoot(found, root);
    }
  }
  return found;
}

/** What the search reads of a task as a model phrases it. */
export interface Task {
  /** Its terms, as {@linkcode terms} reads them, without what it quotes. */
  readonly terms: readonly string[];
  /** Whether it asks a question: its first word is a question's, or it ends with a question mark. */
  readonly asks: boolean;
  /** The first action it names, as {@linkcode actionOf} reads it. */
  readonly action: string | undefined;
}

/**
 * A task as the search reads it. What it quotes ("titled 'Fix the login'")
 * is the text it wants written rather than what to do: left out, unless
 * nothing else is said.
 */
export function taskOf(task: string, most: number): Task {
  const bare = task.replace(QUOTED, " ");
  let found = terms(bare, most);
  if (found.length === 0) found = terms(task, most);
  const first = /\p{L}+/u.exec(bare)?.[0].toLowerCase() ?? "";
  const asks = found.length > 0 && (QUESTIONS.has(first) || /\?[\s)"'”’]*$/.test(bare));
  return { terms: found, asks, action: actionOf(bare) };
}

/**
 * The first action a text names: a group's meaning, or {@linkcode READS}
 * for any that only reads. Values, and words and pairs of words that name a
 * thing, are passed over: a "file" or a "pull request", not filing or pulling.
 */
export function actionOf(text: string): string | undefined {
  const roots: string[] = [];
  for (const token of text.split(/\s+/)) {
    if (valueWords(token) !== undefined) continue;
    for (const word of wordsOf(token)) if (word !== "") roots.push(stem(word));
  }
  for (let i = 0; i < roots.length; i++) {
    const pair = JOINED.get(`${roots[i]} ${roots[i + 1]}`);
    if (pair !== undefined) i++;
    const meanings = pair !== undefined ? [pair] : CONCEPTS.get(roots[i]!) ?? NONE;
    if (meanings.some((meaning) => THING.has(meaning))) continue;
    const action = meanings.find((meaning) => ACTION.has(meaning));
    if (action !== undefined) return READ.has(action) ? READS : action;
  }
  return undefined;
}

/**
 * The words of a token that holds no value: split at case and at anything
 * not a letter or digit, in lower case; empty before a first sign or after a
 * last one.
 */
function wordsOf(token: string): string[] {
  return token.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^\p{L}\p{N}]+/u);
}

/** Text in quotes, the opening one after a space or at the start. */
const QUOTED = /(?<=^|[\s(:])(?:'.+?'|".+?"|‘.+?’|“.+?”|`.+?`)(?=$|[\s).,;:!?])/g;

/** A word's stem, and the meanings it shares, of those `only` holds where given. */
function addRoot(found: string[], root: string, only?: ReadonlySet<string>): void {
  found.push(root);
  for (const concept of CONCEPTS.get(root) ?? NONE) {
    if (only === undefined || only.has(concept)) found.push(concept);
  }
}

/**
 * A word cut to a stem, so its forms meet: "deletes", "deleted", "deleting"
 * and "delete" are all "delet". Short words stay as they are.
 */
export function stem(word: string): string {
  // Words no s makes plural: "news" is not "new", "series" not "sery".
  if (word.length <= 3 || UNCOUNTED.has(word)) return word;
  let root = word;
  // "-sses" needs no rule of its own: "classes" loses its s, then its e.
  if (root.endsWith("ies") && root.length > 4) root = `${root.slice(0, -3)}y`;
  else if (root.endsWith("s") && !/(?:ss|us|is)$/.test(root)) root = root.slice(0, -1);
  if (root.endsWith("ing") && root.length > 5) root = undouble(root.slice(0, -3));
  else if (root.endsWith("ed") && root.length > 4) root = undouble(root.slice(0, -2));
  if (root.endsWith("e") && root.length > 4) root = root.slice(0, -1);
  return root;
}

/** "runn" of "running" back to "run"; "add" of "added" stays. */
function undouble(root: string): string {
  return root.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(root) && !/(?:ll|ss|zz)$/.test(root)
    ? root.slice(0, -1)
    : root;
}
