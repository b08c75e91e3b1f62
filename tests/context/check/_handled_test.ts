// The copy of a schema whose author functions hand any promise they give a
// handler, and whether a schema's check always waits.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { handled, waits } from "../../../context/check/_handled.ts";

describe("handled", () => {
  it("gives the schema itself where no author function runs in it", () => {
    const plain = z.object({ a: z.string().min(1), b: z.array(z.int()).optional() });
    assert.equal(handled(plain), plain);
  });

  it("copies a schema whose refine gives a promise, which zod's compiled parser then drops handled", async () => {
    const refine = z.string().refine((value) =>
      value === "bad" ? Promise.reject(new Error("no")) : Promise.resolve(true)
    );
    const input = z.object({ a: refine });
    const copy = handled(input) as z.ZodType;
    assert.notEqual(copy, input);
    assert.deepEqual(await z.safeParseAsync(copy, { a: "ok" }), {
      success: true,
      data: { a: "ok" },
    });
    // The compiled parser cannot wait: it gives up, and the rejection it drops has a handler,
    // so no unhandled rejection ends the test run.
    const compiled = z.core.compileFn(copy as z.core.$ZodType);
    try {
      compiled({ a: "bad" });
    } catch {
      // zod's error for a promise met in a synchronous parse.
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("copies a schema used twice once, and steps through a lazy schema", () => {
    const shared = z.string().transform((value) => value.length);
    const copy = handled(z.object({ a: shared, b: z.lazy(() => shared) }));
    const shape = (copy._zod.def as unknown as { shape: Record<string, unknown> }).shape;
    assert.equal(shape.a, shape.b);
  });
});

describe("waits", () => {
  it("tells a schema with an async function in it, at any depth, and no other", () => {
    assert.equal(waits(z.string().refine(async (value) => await value === "a")), true);
    assert.equal(waits(z.object({ a: z.array(z.string().transform(async (v) => await v)) })), true);
    assert.equal(waits(z.string().refine((value) => Promise.resolve(value === "a"))), false);
    assert.equal(waits(z.object({ a: z.string() })), false);
  });
});
