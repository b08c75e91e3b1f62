import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { FAILED, onErrorOf, report } from "../../../context/util/_failure.ts";

describe("FAILED", () => {
  it("tells the client nothing of the host's", () => {
    assert.equal(FAILED, "failed\tThe tool failed.");
  });
});

describe("onErrorOf and report", () => {
  it("logs with console.error unless given a hook, and swallows what a hook throws", () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      report(onErrorOf(undefined), "boom", { tool: "note_read", toolkit: "note" });
    } finally {
      console.error = original;
    }
    assert.deepEqual(logged, [["tool note_read failed:", "boom"]]);
    const heard: unknown[] = [];
    const hook = (error: unknown, where: unknown) => void heard.push(error, where);
    assert.equal(onErrorOf(hook), hook);
    report(hook, "boom", { tool: "t", toolkit: "k" });
    assert.deepEqual(heard, ["boom", { tool: "t", toolkit: "k" }]);
    report(
      () => {
        throw new Error("the log is gone");
      },
      "boom",
      { tool: "t", toolkit: "k" },
    );
  });
});
