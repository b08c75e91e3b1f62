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

describe("did you mean, among few fields and many", () => {
  it("suggests what weighing every field by the rule suggests, never a field sent beside it", () => {
    const letters = fc.constantFrom(..."abcis_-Ye");
    const name = fc.string({ unit: letters, minLength: 1, maxLength: 12 });
    const edited = (base: string) =>
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
    // Singulars and plurals, and the same name in another case or with other separators.
    const respelled = (base: string) =>
      fc.constantFrom(
        `${base}s`,
        `${base}es`,
        base.replace(/y$/, "ies"),
        base.replace(/ies$/, "y"),
        base.replace(/e?s$/, ""),
        base.toUpperCase(),
        base.replace(/[_-]/g, "") || base,
      );
    const changed = (base: string) => fc.oneof(edited(base), respelled(base));
    const few = fc.uniqueArray(name, { minLength: 1, maxLength: 32 });
    const many = fc.uniqueArray(name, { minLength: 33, maxLength: 90 });
    const cases = fc.oneof(few, many).chain((names) =>
      fc.tuple(
        fc.constant(names),
        fc.oneof(
          name,
          fc.constantFrom(...names).chain(changed),
          fc.constantFrom(...names).chain((base) => changed(base).chain(changed)),
        ),
        fc.subarray(names, { maxLength: Math.min(3, names.length) }),
      )
    );
    fc.assert(
      fc.property(cases, ([names, sent, beside]) => {
        fc.pre(sent !== "" && !names.includes(sent));
        const tool = defineTool("suggest", {
          name: "suggest_many",
          description: "d",
          input: z.object(Object.fromEntries(names.map((key) => [key, z.string().optional()]))),
          run: () => [],
        });
        const near = meant(sent, names.filter((name) => !beside.includes(name)));
        const input = Object.fromEntries([[sent, "x"], ...beside.map((key) => [key, "y"])]);
        assert.throws(() => parseToolInput(tool, input), (error: Error) => {
          const shown = error.message.match(/\(did you mean (.*)\?\)$/)?.[1];
          const said = `${JSON.stringify(sent)} among ${JSON.stringify(names)}, ` +
            `beside ${JSON.stringify(beside)}`;
          assert.equal(shown, near, said);
          return true;
        });
      }),
      { seed: 23, numRuns: 600 },
    );
  });
});

describe("did you mean, at the length it stops at", () => {
  const refused = (fields: readonly string[], sent: string) => {
    const tool = defineTool("suggest", {
      name: "suggest_long",
      description: "d",
      input: z.object(Object.fromEntries(fields.map((key) => [key, z.string().optional()]))),
      run: () => [],
    });
    try {
      parseToolInput(tool, { [sent]: "x" });
    } catch (error) {
      // A long name's suggestion is cut with the message, at 200 characters.
      return (error as Error).message.match(/\(did you mean (.*?)(?:\?\)|… \(cut\))$/)?.[1];
    }
    assert.fail("the input was taken");
  };

  it("weighs a name of 128 characters, edits at both ends, and none longer", () => {
    const field = "a".repeat(128);
    const cut = "a".repeat(104);
    assert.equal(refused([field, "b"], `x${"a".repeat(126)}y`), cut);
    assert.equal(refused([`${field}a`, "b"], `x${"a".repeat(127)}y`), undefined);
    // The same among many fields, found through their index.
    const many = [field, ...Array.from({ length: 40 }, (_, i) => `f${i}`)];
    assert.equal(refused(many, `x${"a".repeat(126)}y`), cut);
    assert.equal(refused([...many, `${field}a`], `x${"a".repeat(127)}y`), undefined);
  });

  it("weighs a short name against short fields, few or many", () => {
    const many = Array.from({ length: 40 }, (_, i) => `field${i}`);
    for (const fields of [["ab", "cdef"], ["ab", ...many]]) {
      assert.equal(refused(fields, "ac"), "ab");
      assert.equal(refused(fields, "abs"), "ab");
      assert.equal(refused(fields, "x"), undefined);
    }
    for (const fields of [["abc", "wxyz"], ["abc", ...many]]) {
      assert.equal(refused(fields, "bca"), "abc", "two edits from three characters");
      assert.equal(refused(fields, "abcd"), "abc");
      assert.equal(refused(fields, "abies"), undefined, "no plural of abc");
      assert.equal(refused(fields, "t"), undefined);
    }
    assert.equal(refused(["ab", "bc", "wxyz"], "ac"), undefined, "two as near");
    assert.equal(refused(["abc", "abxy"], "abxs"), "abxy", "no plural of abc");
    assert.equal(refused(["skies", "skin"], "skiy"), "skin", "skiy is no singular of skies");
    assert.equal(refused(["bc", "wxyz"], "ab"), undefined, "two edits from two characters");
  });

  it("never suggests a field sent beside the unknown one", () => {
    const tool = defineTool("suggest", {
      name: "suggest_beside",
      description: "d",
      input: z.object({ note_id: z.string().optional(), title: z.string().optional() }),
      run: () => [],
    });
    assert.throws(() => parseToolInput(tool, { note_ib: "x" }), {
      message: "unknown field note_ib (did you mean note_id?)",
    });
    assert.throws(() => parseToolInput(tool, { note_ib: "x", note_id: "y" }), {
      message: "unknown field note_ib",
    });
  });

  it("prefers a plural to a name one edit away, few fields or many", () => {
    const many = Array.from({ length: 40 }, (_, i) => `field${i}`);
    const cases = [
      ["box", "boxes", "bax"],
      ["boxes", "box", "boxer"],
      ["city", "cities", "citz"],
      ["cities", "city", "citees"],
      ["categories", "category", "categorees"],
    ] as const;
    for (const [sent, plural, near] of cases) {
      for (const fields of [[near, plural], [near, plural, ...many]]) {
        assert.equal(refused(fields, sent), plural, sent);
      }
    }
  });
});
