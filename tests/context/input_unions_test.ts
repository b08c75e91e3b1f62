// A union's refusal speaks from the branch that was meant: the one of the
// value's JSON type, among objects the one a field of choices tells apart
// or the one that knows the most fields sent; a value of no branch's type
// is told every type the union takes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import { PATHS, refused } from "../paths.ts";

const OPERATIONS = [
  "get-all-env-vars",
  "manage-env-vars",
  "list-deployments",
  "get-deployment",
  "cancel-deployment",
  "list-projects",
];

/** A grouped tool's input: a plain union of six objects, each with its own operation. */
const grouped = z.object({
  selectSchema: z.union([
    z.object({ operation: z.literal(OPERATIONS[0]!), projectId: z.string() }),
    z.object({
      operation: z.literal(OPERATIONS[1]!),
      projectId: z.string(),
      key: z.string(),
      value: z.string(),
    }),
    z.object({ operation: z.literal(OPERATIONS[2]!), limit: z.int().optional() }),
    z.object({ operation: z.literal(OPERATIONS[3]!), deploymentId: z.string() }),
    z.object({ operation: z.literal(OPERATIONS[4]!), deploymentId: z.string() }),
    z.object({ operation: z.literal(OPERATIONS[5]!), team: z.string().optional() }),
  ]),
  id: z.union([z.string(), z.number()]).optional(),
  target: z.union([
    z.object({ name: z.string(), age: z.number() }),
    z.object({ title: z.string(), pages: z.number() }),
  ]).optional(),
  count: z.union([z.literal("all"), z.int()]).optional(),
});

for (const [path, on] of Object.entries(PATHS)) {
  describe(`a union's refusal, from the branch meant (${path})`, () => {
    const check = on(grouped).check;

    it("words a field of choices every branch refused as one, with the choice meant", async () => {
      assert.equal(
        await refused(
          check({
            selectSchema: { operation: "manage-env-var", projectId: "p", key: "k", value: "v" },
          }),
        ),
        'selectSchema.operation: must be one of "get-all-env-vars", "manage-env-vars", ' +
          '"list-deployments", "get-deployment", "cancel-deployment", "list-projects", not ' +
          '"manage-env-var"; did you mean "manage-env-vars"?',
      );
    });

    it("speaks from the one branch whose choice was sent", async () => {
      assert.equal(
        await refused(
          check({ selectSchema: { operation: "manage-env-vars", projectId: "p", key: 1 } }),
        ),
        "selectSchema.key: must be a string, not 1; selectSchema.value: missing, expected string",
      );
    });

    it("speaks from the branch that knows the most fields sent", async () => {
      assert.equal(
        await refused(
          check({
            selectSchema: { operation: "list-projects" },
            target: { title: "t", pages: "x" },
          }),
        ),
        'target.pages: must be a number, not "x"',
      );
    });

    it("names every type the union takes for a value of none of them, with advice", async () => {
      const sent = { selectSchema: 5, id: true, count: "5" };
      assert.equal(
        await refused(check(sent)),
        "selectSchema: must be an object, not 5; id: must be a string or a number, not true; " +
          'count: must be "all" or an integer, not "5"; send 5 without quotes',
      );
    });

    it("lets the first branch speak where a branch words its type in the author's message", async () => {
      const authored = on(z.object({
        u: z.union([z.object({ a: z.string() }), z.string("give a name or an object")]),
      })).check;
      assert.equal(await refused(authored({ u: 5 })), "u: must be an object, not 5");
      assert.equal(
        await refused(authored({ u: { a: 1 } })),
        "u.a: must be a string, not 1",
      );
    });

    it("speaks from the branch of each object's own operation, however many branches", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 6 }),
          fc.nat(),
          async (count, pick) => {
            const meant = pick % count;
            const branches: z.ZodObject[] = Array.from(
              { length: count },
              (_, i) => z.object({ op: z.literal(`op_${i}`), [`field_${i}`]: z.string() }),
            );
            const union = z.union(branches as [z.ZodObject, z.ZodObject]);
            const field = on(z.object({ u: union })).check;
            assert.equal(
              await refused(field({ u: { op: `op_${meant}`, [`field_${meant}`]: 1 } })),
              `u.field_${meant}: must be a string, not 1`,
            );
            assert.equal(
              await refused(field({ u: { op: `op_${meant}x` } })),
              `u.op: must be one of ${
                Array.from({ length: count }, (_, i) => `"op_${i}"`).join(", ")
              }, not "op_${meant}x"; did you mean "op_${meant}"?`,
            );
          },
        ),
        { seed: 20, numRuns: 30 },
      );
    });

    it("closes the objects of every schema a later branch holds, a tuple's items too", async () => {
      // The portable listing shows the first branch; the check takes the tuple all the same.
      const tuple = z.tuple([z.object({ a: z.string() })], z.object({ b: z.number().optional() }));
      const field = on(z.object({ p: z.union([z.string(), tuple]) })).check;
      assert.equal(await refused(field({ p: [{ a: "x", extra: 1 }] })), "p.0: unknown field extra");
      assert.equal(await refused(field({ p: [{ a: "x" }, { c: 1 }] })), "p.1: unknown field c");
      assert.deepEqual(await field({ p: [{ a: "x" }, { b: null }] }), { p: [{ a: "x" }, {}] });
      // A closed object is an item the tuple needs, never one it may go without.
      const pair = z.tuple([z.string(), z.object({ a: z.string() })]);
      const two = on(z.object({ p: z.union([z.string(), pair]) })).check;
      assert.equal(await refused(two({ p: ["x"] })), "p: has 1 item; at least 2 needed");
      const optional = z.tuple([z.string(), z.object({ a: z.string() }).optional()]);
      const short = on(z.object({ p: z.union([z.string(), optional]) })).check;
      assert.deepEqual(await short({ p: ["x"] }), { p: ["x"] });
      assert.equal(await refused(short({ p: ["x", { a: "y", b: 1 }] })), "p.1: unknown field b");
    });
  });
}
