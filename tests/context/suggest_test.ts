// did-you-mean among many names: the index, the character count and the band
// of the edit table find what weighing every name by the rule finds.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import { defineTool, parseToolInput } from "@adecore/agents/context";

/** The rule as README and JSDoc state it, weighing every name in full. */
function meant(sent: string, names: readonly string[]): string | undefined {
  const plain = (name: string) => name.toLowerCase().replace(/[-_.\s]/g, "");
  const pluralOf = (one: string, many: string) =>
    many === `${one}s` || many === `${one}es` ||
    (one.endsWith("y") && many === `${one.slice(0, -1)}ies`);
  const edits = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 0; j <= b.length; j++) d[0]![j] = j;
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        d[i]![j] = Math.min(
          d[i - 1]![j]! + 1,
          d[i]![j - 1]! + 1,
          d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
    }
    return d[a.length]![b.length]!;
  };
  const score = (a: string, b: string) => {
    if (a === b) return 0;
    if (pluralOf(a, b) || pluralOf(b, a)) return 0.5;
    const limit = Math.min(3, a.length, b.length);
    const distance = edits(a, b);
    return distance < limit ? distance : 3;
  };
  const scored = names.filter((name) => name !== sent).map((name) =>
    [name, score(plain(sent), plain(name))] as const
  );
  const best = Math.min(3, ...scored.map(([, s]) => s));
  const at = scored.filter(([, s]) => s === best);
  return best < 3 && at.length === 1 ? at[0]![0] : undefined;
}

describe("did you mean, among many fields", () => {
  it("suggests what weighing every field by the rule suggests", () => {
    const letters = fc.constantFrom(..."abcs_-Ye");
    const name = fc.string({ unit: letters, minLength: 1, maxLength: 12 });
    const changed = (base: string) =>
      fc.tuple(fc.nat(base.length), fc.constantFrom(0, 1, 2, 3), letters).map(
        ([at, kind, letter]) =>
          kind === 0
            ? base.slice(0, at) + base.slice(at + 1)
            : kind === 1
            ? base.slice(0, at) + letter + base.slice(at)
            : kind === 2
            ? base.slice(0, at) + letter + base.slice(at + 1)
            : base.slice(0, at) + (base[at + 1] ?? "") + (base[at] ?? "") + base.slice(at + 2),
      );
    const cases = fc.uniqueArray(name, { minLength: 33, maxLength: 90 }).chain((names) =>
      fc.tuple(
        fc.constant(names),
        fc.oneof(
          name,
          fc.constantFrom(...names).chain(changed),
          fc.constantFrom(...names).chain(
            (base) => changed(base).chain(changed),
          ),
        ),
      )
    );
    fc.assert(
      fc.property(cases, ([names, sent]) => {
        fc.pre(sent !== "" && !names.includes(sent));
        const tool = defineTool("suggest", {
          name: "suggest_many",
          description: "d",
          input: z.object(Object.fromEntries(names.map((key) => [key, z.string().optional()]))),
          run: () => [],
        });
        const near = meant(sent, names);
        assert.throws(() => parseToolInput(tool, { [sent]: "x" }), (error: Error) => {
          const shown = error.message.match(/\(did you mean (.*)\?\)$/)?.[1];
          assert.equal(shown, near, `${JSON.stringify(sent)} among ${JSON.stringify(names)}`);
          return true;
        });
      }),
      { seed: 23, numRuns: 300 },
    );
  });
});
