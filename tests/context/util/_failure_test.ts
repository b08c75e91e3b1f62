import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ApprovalRequired, ToolRefusal } from "@adecore/agents/context";
import { FAILED, failureText, onErrorOf, report } from "../../../context/util/_failure.ts";

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

describe("failureText", () => {
  const where = { tool: "note_read", toolkit: "note" };

  it("gives a refusal's text, tells asked of a call that waits for a person, and FAILED for the rest", () => {
    const heard: unknown[] = [];
    const onError = (error: unknown) => void heard.push(error);
    const refusal = new ToolRefusal("not-found", "no note 4");
    const notAsked: unknown[] = [];
    assert.equal(
      failureText(refusal, undefined, onError, where, (error) => notAsked.push(error)),
      "refused\tnot-found\tno note 4",
    );
    assert.deepEqual(notAsked, []);
    const waiting = new ApprovalRequired("approval-required", "wait", ["retry\tapproval"], "r", 1);
    const asked: unknown[] = [];
    assert.equal(
      failureText(waiting, undefined, onError, where, (error) => asked.push(error)),
      "refused\tapproval-required\twait\nretry\tapproval",
    );
    assert.deepEqual(asked, [waiting]);
    assert.equal(
      failureText(waiting, undefined, onError, where),
      "refused\tapproval-required\twait\nretry\tapproval",
    );
    assert.deepEqual(heard, []);
    assert.equal(failureText("boom", undefined, onError, where), FAILED);
    assert.deepEqual(heard, ["boom"]);
  });

  it("throws the error again where the call's signal aborted", () => {
    const controller = new AbortController();
    controller.abort();
    const error = new Error("stopped");
    assert.throws(() => failureText(error, controller.signal, () => {}, where), error);
    assert.equal(failureText(error, new AbortController().signal, () => {}, where), FAILED);
  });
});
