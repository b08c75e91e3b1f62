// Objects of any width, on every parse path: a closed object finds its
// unknown fields in the pass that looks for nulls, and a union's options are
// closed by zod, with a catchall that compiles to one look-up per key past
// 32 fields. Each width reads the same: the same fields taken, the same
// refusals, the same branch of a union.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { PATHS, refused } from "../paths.ts";

/** The shape of `width` text fields, `f0` to `f{width - 1}`, and an input that fills it. */
function wide(width: number): { shape: Record<string, z.ZodString>; sent: Record<string, string> } {
  const shape: Record<string, z.ZodString> = {};
  const sent: Record<string, string> = {};
  for (let i = 0; i < width; i++) {
    shape[`f${i}`] = z.string();
    sent[`f${i}`] = `v${i}`;
  }
  return { shape, sent };
}

/** Below, at and past the width where the compiled copy changes an option's catchall, and wider. */
const WIDTHS = [3, 32, 33, 10_000];
/** The same for a union's options, short of 10,000: listing two of those takes a second. */
const OPTION_WIDTHS = [3, 32, 33, 1_000];

for (const [path, on] of Object.entries(PATHS)) {
  describe(`objects of any width (${path})`, () => {
    it("takes every field and refuses an unknown one, with the field meant", async () => {
      for (const width of WIDTHS) {
        const { shape, sent } = wide(width);
        const { check } = on(z.object(shape));
        assert.deepEqual(await check(sent), sent, `${width}`);
        const { f0: _, ...rest } = sent;
        assert.equal(
          await refused(check({ ...rest, F0: "v0" })),
          "f0: missing, expected string; unknown field F0 (did you mean f0?)",
          `${width}`,
        );
        assert.equal(
          await refused(check(JSON.parse(JSON.stringify({ ...sent, extra: 1 })))),
          "unknown field extra",
        );
      }
    });

    it("checks an object's own rule beside its unknown fields, as zod does a strict object's", async () => {
      const { check } = on(z.object({
        o: z.object({ a: z.number() }).refine((value) => value.a % 2 === 0, "a must be even"),
      }));
      assert.equal(
        await refused(check({ o: { a: 1, b: 2 } })),
        "o: unknown field b; o: a must be even",
      );
      assert.equal(
        await refused(check({ o: { a: "1", b: 2 } })),
        'o.a: must be a number, not "1"; send 1 without quotes; o: unknown field b',
      );
      // A field beside the object is no problem inside it.
      const beside = on(z.object({ o: z.object({ a: z.string() }), t: z.string() }));
      assert.equal(
        await refused(beside.check({ o: { a: 1, x: 2 }, t: 5 })),
        "o.a: must be a string, not 1; o: unknown field x; t: must be a string, not 5",
      );
      const nested = on(
        z.object({ o: z.object({ a: z.string() }), t: z.object({ b: z.string() }) }),
      );
      assert.equal(
        await refused(nested.check({ o: { a: "s", x: 2 }, t: { b: 5 } })),
        "o: unknown field x; t.b: must be a string, not 5",
      );
      // And the rule of the object around it.
      const around = on(z.object({
        o: z.object({ p: z.object({ a: z.number() }) }).refine(() => false, "o is never right"),
      }));
      assert.equal(
        await refused(around.check({ o: { p: { a: 1, b: 2 } } })),
        "o.p: unknown field b; o is never right",
      );
    });

    it("picks the branch of a union that knows every field sent", async () => {
      for (const width of OPTION_WIDTHS) {
        const { shape, sent } = wide(width);
        const { check } = on(
          z.object({
            u: z.union([z.object(shape), z.object({ ...shape, extra: z.number() })]),
          }),
        );
        assert.deepEqual(await check({ u: sent }), { u: sent }, `${width}`);
        assert.deepEqual(await check({ u: { ...sent, extra: 1 } }), {
          u: { ...sent, extra: 1 },
        });
        assert.equal(await refused(check({ u: { ...sent, other: 1 } })), "u: unknown field other");
        const proto = JSON.parse(`{"u": ${JSON.stringify(sent).slice(0, -1)}, "__proto__": 1}}`);
        assert.equal(await refused(check(proto)), "u: unknown field __proto__", `${width}`);
        // Beside a narrow option too.
        const mixed = on(z.object({ u: z.union([z.object(shape), z.object({ b: z.number() })]) }));
        assert.equal(await refused(mixed.check(proto)), "u: unknown field __proto__", `${width}`);
      }
    });
  });
}
