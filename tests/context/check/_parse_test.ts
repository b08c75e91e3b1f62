// A parse that gives the value or the records of its problems, compiled where
// zod can, and tells zod's error for asynchronous work.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { compiledParse, isAsyncError, safeParse } from "../../../context/check/_parse.ts";

describe("safeParse", () => {
  it("gives the value, or each problem as a record, never an Error", () => {
    assert.deepEqual(safeParse(z.object({ a: z.string() }), { a: "x" }), {
      success: true,
      data: { a: "x" },
    });
    assert.deepEqual(safeParse(z.object({ a: z.string() }), { a: 1 }), {
      success: false,
      problems: [{
        code: "invalid_type",
        path: ["a"],
        expected: { type: "string" },
        sent: 1,
        advice: undefined,
      }],
    });
  });

  it("gives a promise where the schema's check is asynchronous", async () => {
    const parsed = safeParse(z.string().refine(() => Promise.resolve(true)), "x");
    assert.ok(parsed instanceof Promise);
    assert.deepEqual(await parsed, { success: true, data: "x" });
  });
});

describe("compiledParse", () => {
  it("gives what zod's parser gives, the problems found again by it", () => {
    const parse = compiledParse(z.object({ a: z.int() }));
    assert.deepEqual(parse({ a: 1 }), { success: true, data: { a: 1 } });
    assert.deepEqual(parse({ a: "1" }), {
      success: false,
      problems: [{
        code: "invalid_type",
        path: ["a"],
        expected: { type: "integer" },
        sent: "1",
        advice: { kind: "unquote", text: "1" },
      }],
    });
  });

  it("compiles the copy it is given, and answers through the schema where zod cannot compile", () => {
    const copy = z.object({ a: z.int() });
    let asked = 0;
    const parse = compiledParse(z.object({ a: z.int() }), () => (asked++, copy));
    assert.deepEqual(parse({ a: 2 }), { success: true, data: { a: 2 } });
    assert.ok(asked <= 1);
    const lazy = z.object({ a: z.lazy(() => z.int()) });
    assert.deepEqual(compiledParse(lazy)({ a: 3 }), { success: true, data: { a: 3 } });
  });
});

describe("isAsyncError", () => {
  it("tells zod's error for asynchronous work, by its class or its name, and no other", () => {
    assert.equal(isAsyncError(new z.core.$ZodAsyncError()), true);
    class $ZodAsyncError extends Error {}
    assert.equal(isAsyncError(new $ZodAsyncError()), true);
    assert.equal(isAsyncError(new Error("async")), false);
    assert.equal(isAsyncError(undefined), false);
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    assert.equal(isAsyncError(revoked.proxy), false);
  });
});
