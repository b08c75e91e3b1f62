// A private helper: the words of a tool or a task as the search reads them:
// split at case, underscores and anything not a letter or digit, lower case,
// without the small words every sentence has, cut to a stem, and each word
// that names a common action or thing also read as that action or thing, so
// "remove" finds a delete tool and "look up" a search tool.

import { PAIRS, QUESTIONS, READING, SAME, STOP, THINGS, WRITING } from "./_vocabulary.ts";
import { valueWords } from "./_values.ts";

/** Words no s makes plural, kept as they are. */
const UNCOUNTED: ReadonlySet<string> = new Set(["news", "series", "species"]);
/** Each word of a group, stemmed, by the groups' first words, stemmed. */
const CONCEPTS: ReadonlyMap<string, readonly string[]> = conceptsOf();
/** Each pair of words, stemmed, by its group's first word, stemmed. */
const JOINED: ReadonlyMap<string, string> = new Map(
  PAIRS.map(([pair, head]) => [pair.split(" ").map(stem).join(" "), `~${stem(head)}`] as const),
);
const NONE: readonly string[] = Object.freeze([]);
/** The meanings of actions that only read, and of those that change something. */
const READ: ReadonlySet<string> = headsOf(READING);
const WRITE: ReadonlySet<string> = headsOf(WRITING);
/** The term a task that asks a question has: no text's word is one. */
export const ASKS = "?";
/** The meanings that are things, which a value may stand for. */
const THING: ReadonlySet<string> = headsOf(THINGS);

/** The meanings of groups of words, by their first words. */
function headsOf(groups: readonly string[]): Set<string> {
  return new Set(groups.map((group) => `~${stem(group.split(" ")[0]!)}`));
}

function conceptsOf(): Map<string, string[]> {
  const concepts = new Map<string, string[]>();
  for (const group of SAME) {
    const words = group.split(" ").map(stem);
    const concept = `~${words[0]}`;
    for (const word of words) {
      const known = concepts.get(word);
      if (known === undefined) concepts.set(word, [concept]);
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
    const spaced = token.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
    for (const word of spaced.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
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

/**
 * The terms of a task as a model phrases it: those of {@linkcode terms},
 * leaving out what it quotes ("titled 'Fix the login'"), the text it wants
 * written rather than what to do, unless nothing else is said.
 */
export function taskTerms(task: string, most: number): string[] {
  const bare = task.replace(QUOTED, " ");
  let found = terms(bare, most);
  if (found.length === 0) found = terms(task, most);
  // A question starts with a question's word or ends with a question mark.
  const first = /^[\s("'“‘]*(\p{L}+)/u.exec(bare)?.[1]?.toLowerCase();
  const asks = (first !== undefined && QUESTIONS.has(first)) || /\?[\s)"'”’]*$/.test(bare);
  if (asks && found.length > 0) found.push(ASKS);
  return found;
}

/**
 * Whether a tool's name says it only reads: the first action it names, of
 * those that read ("get", "list", "search") or change something ("create",
 * "send"), reads. A word that names a thing is that thing here: a "file"
 * or a "message", not filing or messaging.
 */
export function readsByName(name: string): boolean {
  for (
    const word of name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/)
  ) {
    const meanings = CONCEPTS.get(stem(word)) ?? NONE;
    if (meanings.some((meaning) => THING.has(meaning))) continue;
    if (meanings.some((meaning) => WRITE.has(meaning))) return false;
    if (meanings.some((meaning) => READ.has(meaning))) return true;
  }
  return false;
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
