import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { CodedError, ToolRefusal } from "@adecore/agents/context";

describe("CodedError", () => {
  it("is an Error with a code and a name of its own", () => {
    const cause = new Error("disk full");
    const error = new CodedError("write-failed", "The note was not saved.", { cause });
    assert.ok(error instanceof Error);
    assert.equal(error.name, "CodedError");
    assert.equal(error.code, "write-failed");
    assert.equal(error.message, "The note was not saved.");
    assert.equal(error.cause, cause);
    assert.match(String(error.stack), /CodedError: The note was not saved\./);
  });
});

describe("ToolRefusal", () => {
  it("is a CodedError with advice lines, empty when none are given", () => {
    const refusal = new ToolRefusal("not-permitted", "This caller may not write this document.");
    assert.ok(refusal instanceof CodedError);
    assert.ok(refusal instanceof Error);
    assert.equal(refusal.name, "ToolRefusal");
    assert.equal(refusal.code, "not-permitted");
    assert.deepEqual(refusal.lines, []);
  });

  it("keeps its own frozen copy of the lines", () => {
    const lines = ["revision\t4"];
    const refusal = new ToolRefusal("conflict", "The note changed.", lines);
    lines.push("forged");
    assert.deepEqual(refusal.lines, ["revision\t4"]);
    assert.ok(Object.isFrozen(refusal.lines));
  });

  it("takes lower kebab-case codes only, and throws a plain Error for any other", () => {
    for (const code of ["a", "bad-arguments", "http-404", "x2-y3"]) {
      assert.equal(new ToolRefusal(code, "m").code, code);
    }
    for (
      const code of ["", "Bad", "bad_arguments", "-bad", "bad-", "bad--args", "2bad", "bad args"]
    ) {
      assert.throws(() => new ToolRefusal(code, "m"), (error: unknown) => {
        assert.equal((error as Error).constructor, Error);
        assert.equal(
          (error as Error).message,
          `refusal code ${JSON.stringify(code)} is not lower kebab case, like "not-permitted"`,
        );
        return true;
      });
    }
  });
});
