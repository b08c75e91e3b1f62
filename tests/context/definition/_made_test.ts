// The tools and toolkits the define functions made, and nothing else.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { isMade, madeTool, mark } from "../../../context/definition/_made.ts";

describe("mark and isMade", () => {
  it("know a value marked as made, of its kind only", () => {
    const tool = mark("tool", Object.freeze({ name: "t" }));
    assert.equal(isMade("tool", tool), true);
    assert.equal(isMade("toolkit", tool), false);
    assert.equal(isMade("tool", { name: "t" }), false);
    assert.equal(isMade("tool", null), false);
  });
});

describe("madeTool", () => {
  it("throws for a tool no define function made, naming it as it names itself", () => {
    madeTool(mark("tool", {}));
    assert.throws(() => madeTool({ name: "fake", toolkit: "k" }), {
      message: 'tool "fake" in toolkit "k": it was not made by defineTool, which checks what ' +
        "the check cannot take; define it with defineTool",
    });
    assert.throws(() => madeTool(undefined), {
      message: /^tool "" in toolkit "": it was not made/,
    });
  });
});
