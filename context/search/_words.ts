// A private helper: the words of a tool or a task as the search reads them:
// split at case, underscores and anything not a letter or digit, lower case,
// without the small words every sentence has, cut to a stem, and each word
// that names a common action or thing also read as that action or thing, so
// "remove" finds a delete tool and "look up" a search tool.

/** Words that say nothing of what a tool does. */
const STOP: ReadonlySet<string> = new Set(
  ("a an and any are as at be by can do does for from has have how i in into is it its " +
    "me my of on or our so some that the their them then there these this those to up us " +
    "was we what when where which who whom why will with you your please want need should " +
    "would could all").split(" "),
);

/**
 * Words of one meaning, each group read as its first word: the actions and
 * things tools of many servers share.
 */
const SAME: ReadonlyArray<string> = [
  "delete remove erase drop destroy purge trash bin discard wipe unlink cancel",
  "get read fetch retrieve grab show view open display inspect detail details info",
  "search find query lookup locate seek grep discover look",
  "list enumerate browse",
  "create add new make insert start book schedule register compose draft prepare",
  "update edit change modify revise rename patch adjust amend reschedule replace move",
  "send post message notify tell dm publish forward",
  "upload put store attach",
  "download export pull",
  "run execute exec invoke trigger launch",
  "stop kill halt terminate abort pause",
  "comment reply respond answer annotate",
  "user person member people profile",
  "file document attachment",
  "folder directory dir",
  "issue ticket bug incident",
  "page article wiki documentation docs",
  "news headline",
  "type fill",
  "write save",
  "reaction react emoji",
  "mail email inbox",
  "event meeting appointment invite invitation",
  "weather forecast rain temperature",
  "route direction drive driving navigate commute distance",
  "payment pay charge invoice bill billing",
  "customer client lead contact",
  "repo repository codebase monorepo",
];

/** Each word of a group, stemmed, by the group's first word, stemmed. */
const CONCEPTS: ReadonlyMap<string, string> = new Map(
  SAME.flatMap((group) => {
    const [head, ...rest] = group.split(" ").map(stem);
    return [head!, ...rest].map((word) => [word, `~${head}`] as const);
  }),
);

/**
 * The terms of a text: each word's stem, and where it has one, the meaning
 * it shares with other words; of its first `most` words where given.
 */
export function terms(text: string, most: number = Infinity): string[] {
  const found: string[] = [];
  const spaced = text.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
  let read = 0;
  for (const word of spaced.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === "" || read++ >= most || STOP.has(word)) continue;
    const root = stem(word);
    found.push(root);
    const concept = CONCEPTS.get(root);
    if (concept !== undefined) found.push(concept);
  }
  return found;
}

/**
 * A word cut to a stem, so its forms meet: "deletes", "deleted", "deleting"
 * and "delete" are all "delet". Short words stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let root = word;
  if (root.endsWith("ies") && root.length > 4) root = `${root.slice(0, -3)}y`;
  else if (root.endsWith("sses")) root = root.slice(0, -2);
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
