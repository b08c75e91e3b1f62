/**
 * Plain BM25 baselines for tool search over the corpus (k1 = 1.2, b = 0.75;
 * tokens are lowercase runs of letters and digits; query terms counted once;
 * ties broken by corpus order). Two document variants:
 *
 * - "name+desc": the name split at underscores, and the description.
 * - "full": also the title, the toolkit name, every input field name (nested
 *   ones too, split at case changes and underscores) and field descriptions.
 *
 * Prints top-1 and top-5 accuracy over the phrasings; `--fails` lists misses,
 * `--real` measures the held-out set of real tools.
 *
 * @module
 */

import { z } from "zod";
import { corpus as own, type CorpusTool } from "./tools.ts";
import { phrasings as ownPhrasings } from "./phrasings.ts";
import { realCorpus } from "./real_corpus.ts";
import { realPhrasings } from "./real_phrasings.ts";

// `--real` measures the held-out set of real tools instead of the project's own.
const real = Deno.args.includes("--real");
const corpus = real ? realCorpus : own;
const phrasings = real ? realPhrasings : ownPhrasings;

const tokenize = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Splits camelCase and snake_case identifiers into words. */
const splitIdent = (id: string): string =>
  id.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/_/g, " ");

interface JsonSchema {
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Field names and descriptions of an input, nested objects and array items included. */
function fieldText(schema: JsonSchema): string[] {
  const out: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    out.push(splitIdent(name));
    out.push(...fieldText(field));
  }
  if (schema.description) out.push(schema.description);
  if (schema.items) out.push(...fieldText(schema.items));
  for (const branch of schema.anyOf ?? []) out.push(...fieldText(branch));
  return out;
}

const nameDesc = (t: CorpusTool) => `${t.name.replace(/_/g, " ")} ${t.description}`;
const full = (t: CorpusTool) => {
  const schema = z.toJSONSchema(t.input, { io: "input" }) as JsonSchema;
  // The top-level object has no description of its own; fieldText covers its fields.
  return [nameDesc(t), t.title ?? "", t.toolkit, ...fieldText(schema)].join(" ");
};

class BM25 {
  readonly #docs: Map<string, number>[];
  readonly #lens: number[];
  readonly #avg: number;
  readonly #df = new Map<string, number>();
  constructor(texts: string[], readonly k1 = 1.2, readonly b = 0.75) {
    this.#docs = texts.map((text) => {
      const tf = new Map<string, number>();
      for (const w of tokenize(text)) tf.set(w, (tf.get(w) ?? 0) + 1);
      return tf;
    });
    this.#lens = texts.map((text) => tokenize(text).length);
    this.#avg = this.#lens.reduce((a, b) => a + b, 0) / texts.length;
    for (const tf of this.#docs) {
      for (const w of tf.keys()) this.#df.set(w, (this.#df.get(w) ?? 0) + 1);
    }
  }
  scores(query: string): number[] {
    const n = this.#docs.length;
    const terms = [...new Set(tokenize(query))];
    return this.#docs.map((tf, i) => {
      let s = 0;
      for (const w of terms) {
        const f = tf.get(w);
        if (!f) continue;
        const df = this.#df.get(w) ?? 0;
        const idf = Math.log((n - df + 0.5) / (df + 0.5) + 1);
        s += idf * (f * (this.k1 + 1)) /
          (f + this.k1 * (1 - this.b + this.b * (this.#lens[i] ?? 0) / this.#avg));
      }
      return s;
    });
  }
  /** Indices of documents from best to worst, ties in corpus order. */
  rank(query: string): number[] {
    const s = this.scores(query);
    return s.map((_, i) => i).sort((a, b) => (s[b] ?? 0) - (s[a] ?? 0) || a - b);
  }
}

/** How a plain BM25 fares on a set: the share of tasks whose tool is first, and in the first five. */
export function baselineOf(
  tools: readonly CorpusTool[],
  tasks: readonly { task: string; tool: string }[],
  text: (tool: CorpusTool) => string = nameDesc,
): { first: number; five: number; fails: string[] } {
  const index = new BM25(tools.map(text));
  let top1 = 0, top5 = 0;
  const fails: string[] = [];
  for (const p of tasks) {
    const order = index.rank(p.task).map((i) => tools[i]!.name);
    const pos = order.indexOf(p.tool);
    if (pos === 0) top1++;
    if (pos >= 0 && pos < 5) top5++;
    if (pos !== 0) fails.push(`  #${pos + 1} ${p.tool} <- "${p.task}" (top: ${order[0]})`);
  }
  return { first: top1 / tasks.length, five: top5 / tasks.length, fails };
}

if (import.meta.main) {
  const showFails = Deno.args.includes("--fails");
  for (const [label, text] of [["name+desc", nameDesc], ["full", full]] as const) {
    const { first, five, fails } = baselineOf(corpus, phrasings, text);
    const pct = (share: number) => `${(100 * share).toFixed(1)}%`;
    console.log(
      `${label.padEnd(10)} top-1 ${pct(first)}  top-5 ${pct(five)} (${phrasings.length} tasks)`,
    );
    if (showFails) console.log(fails.join("\n"));
  }
}
