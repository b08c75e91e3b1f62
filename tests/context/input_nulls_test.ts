// Null with a meaning: a field whose own schema takes null gets the null its
// author gave a meaning ("clear this"); everywhere else a null counts as
// left out, as models send it for fields they skip. On every parse path.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool } from "@adecore/agents/context";
import { PATHS, refused } from "../paths.ts";

/** A to-do tool: null removes the due date, and clears a setting. */
const todo = z.object({
  title: z.string().optional(),
  dueString: z.preprocess((value) => (value === null ? "remove" : value), z.string().optional()),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  note: z.string().nullable(),
  label: z.string().nullish(),
  since: z.string().nullable().default(null),
  priority: z.literal([1, 2, 3, null]).optional(),
  count: z.int().optional(),
});

const setting = z.object({
  key: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

const nested = z.object({
  items: z.array(z.object({ due: z.string().nullable().optional(), done: z.boolean().optional() }))
    .optional(),
  labels: z.record(z.string(), z.string().nullable()).optional(),
  scores: z.record(z.string(), z.number()).optional(),
  extra: z.object({ a: z.string().optional() }).catchall(z.number().nullable()).optional(),
  loose: z.looseObject({ a: z.string().optional() }).optional(),
  change: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("clear"), due: z.string().nullable() }),
    z.object({ kind: z.literal("set"), due: z.string() }),
  ]).optional(),
  either: z.union([
    z.object({ id: z.int(), due: z.string().nullable().optional() }),
    z.object({ name: z.string(), tag: z.string().optional() }),
  ]).optional(),
});

/** Preprocesses that give null no meaning: null stays left out there. */
const unmeant = z.object({
  same: z.preprocess((value) => value, z.string().optional()),
  gone: z.preprocess((value) => (value === null ? undefined : value), z.string().optional()),
  refused: z.preprocess((value) => (value === null ? 5 : value), z.string().optional()),
  thrown: z.preprocess((value) => {
    if (value === null) throw new Error("no null here");
    return value;
  }, z.string().optional()),
  coerced: z.coerce.number().optional(),
  caught: z.string().catch("fallback").optional(),
});

for (const [path, on] of Object.entries(PATHS)) {
  describe(`null with a meaning (${path})`, () => {
    it("hands the tool a null its field's schema gives a meaning", async () => {
      const check = on(todo).check;
      assert.deepEqual(
        await check({
          title: "Pay rent",
          dueString: null,
          value: null,
          note: null,
          label: null,
          since: null,
          priority: null,
          count: null,
        }),
        {
          title: "Pay rent",
          dueString: "remove",
          value: null,
          note: null,
          label: null,
          since: null,
          priority: null,
        },
      );
      // Left out, the same fields give what their schemas give for nothing.
      assert.deepEqual(await check({ note: "n" }), { note: "n", since: null });
    });

    it("takes null for a required field whose schema takes it, and words it missing otherwise", async () => {
      const check = on(setting).check;
      assert.deepEqual(await check({ key: "theme", value: null }), { key: "theme", value: null });
      assert.equal(await refused(check({ key: "theme" })), "value: missing, expected string");
      assert.equal(
        await refused(check({ key: null, value: null })),
        "key: missing, expected string",
      );
    });

    it("keeps a meant null at every depth, and leaves out the others beside it", async () => {
      const check = on(nested).check;
      assert.deepEqual(
        await check({
          items: [{ due: null, done: null }],
          labels: { a: null, b: "x" },
          scores: { a: null, b: 1 },
          extra: { a: null, b: null },
          loose: { a: null, b: null },
        }),
        {
          items: [{ due: null }],
          labels: { a: null, b: "x" },
          scores: { b: 1 },
          extra: { b: null },
          loose: {},
        },
      );
    });

    it("keeps a null any branch of a union gives a meaning, for the branch to judge", async () => {
      const check = on(nested).check;
      assert.deepEqual(await check({ change: { kind: "clear", due: null } }), {
        change: { kind: "clear", due: null },
      });
      assert.equal(
        await refused(check({ change: { kind: "set", due: null } })),
        "change.due: must be a string, not null",
      );
      assert.deepEqual(await check({ either: { id: 1, due: null } }), {
        either: { id: 1, due: null },
      });
      assert.deepEqual(await check({ either: { name: "a", tag: null } }), {
        either: { name: "a" },
      });
    });

    it("reads a meant null through every wrapper", async () => {
      const check = on(z.object({
        lazy: z.lazy(() => z.string().nullable()).optional(),
        frozen: z.string().nullable().readonly().optional(),
        caught: z.string().nullable().catch("fallback").optional(),
        prefaulted: z.string().nullable().prefault("p"),
        piped: z.string().nullable().transform((value) => value ?? "none").optional(),
      })).check;
      const sent = {
        lazy: null,
        frozen: null,
        caught: null,
        prefaulted: null,
        piped: null,
      };
      assert.deepEqual(await check(sent), {
        lazy: null,
        frozen: null,
        caught: null,
        prefaulted: null,
        piped: "none",
      });
      assert.deepEqual(await check({}), { prefaulted: "p" });
    });

    it("leaves out a null that a preprocess, a coercion or a catch gives no meaning", async () => {
      const check = on(unmeant).check;
      assert.deepEqual(
        await check({
          same: null,
          gone: null,
          refused: null,
          thrown: null,
          coerced: null,
          caught: null,
        }),
        {},
      );
    });
  });
}

describe("null with a meaning, decided when the tool is defined", () => {
  it("runs a preprocess on null once, when the tool is defined, and never again for that", async () => {
    const seen: unknown[] = [];
    const input = z.object({
      due: z.preprocess((value) => {
        seen.push(value);
        return value === null ? "remove" : value;
      }, z.string().optional()),
    });
    const tool = defineTool("test", {
      name: "task_update",
      description: "Updates a task.",
      input,
      run: () => [],
    });
    assert.deepEqual(seen, [null]);
    const check = PATHS.compiled!(input).check;
    assert.deepEqual(seen, [null], "a second tool of the same schema asks again");
    assert.deepEqual(await check({ due: "today" }), { due: "today" });
    assert.deepEqual(await check({ due: null }), { due: "remove" });
    assert.deepEqual(seen, [null, "today", null]);
    assert.equal(tool.name, "task_update");
  });

  it("leaves out null where a preprocess answers it asynchronously", async () => {
    const input = z.object({
      due: z.preprocess(async (value) => await value, z.string().optional()),
    });
    assert.deepEqual(await PATHS.compiled!(input).check({ due: null }), {});
  });
});
