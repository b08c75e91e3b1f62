/**
 * Checks the corpus and the phrasings: names unique, well formed and prefixed;
 * every phrasing names a tool of the corpus; every toolkit is covered; and how
 * many phrasings share no content word with their tool's name.
 *
 * @module
 */

import { corpus } from "./tools.ts";
import { phrasings } from "./phrasings.ts";

const problems: string[] = [];
const names = new Set<string>();
for (const t of corpus) {
  if (names.has(t.name)) problems.push(`duplicate name ${t.name}`);
  names.add(t.name);
  if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(t.name) || t.name.length > 64) {
    problems.push(`bad name ${t.name}`);
  }
  if (!t.name.startsWith(`${t.toolkit}_`) && t.name !== t.toolkit) {
    problems.push(`${t.name} lacks prefix ${t.toolkit}`);
  }
}
const toolkits = new Set(corpus.map((t) => t.toolkit));
const covered = new Set<string>();
const tasks = new Set<string>();
for (const p of phrasings) {
  const tool = corpus.find((t) => t.name === p.tool);
  if (!tool) problems.push(`unknown tool ${p.tool} for "${p.task}"`);
  else covered.add(tool.toolkit);
  if (tasks.has(p.task)) problems.push(`duplicate task "${p.task}"`);
  tasks.add(p.task);
}
for (const k of toolkits) if (!covered.has(k)) problems.push(`toolkit ${k} has no phrasing`);

// Content-word overlap with the tool's name, counted conservatively: a light
// stem, and a shared prefix of 3+ letters counts as a match (repo ~ repository).
const stop = new Set(["to", "in", "on", "of", "as", "or", "and", "for", "a", "an", "the", "by"]);
const stem = (w: string) =>
  w.replace(/ies$/, "y").replace(/(es|s)$/, "").replace(/(ing|ed)$/, "").replace(/e$/, "");
const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !stop.has(w));
const match = (a: string, b: string) => {
  const [x, y] = [stem(a), stem(b)];
  return x === y || (x.length >= 3 && y.startsWith(x)) || (y.length >= 3 && x.startsWith(y));
};
let disjoint = 0;
for (const p of phrasings) {
  const nameWords = words(p.tool);
  if (!words(p.task).some((w) => nameWords.some((n) => match(w, n)))) disjoint++;
}

console.log(`tools: ${corpus.length} in ${toolkits.size} toolkits`);
console.log(
  `phrasings: ${phrasings.length}, distinct tools targeted: ${
    new Set(phrasings.map((p) => p.tool)).size
  }`,
);
console.log(
  `no content word shared with the tool's name: ${disjoint} (${
    (100 * disjoint / phrasings.length).toFixed(1)
  }%)`,
);
if (problems.length) {
  console.log(problems.join("\n"));
  Deno.exit(1);
}
console.log("ok");
