import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  approvalDenied,
  ApprovalRequired,
  parseRefusalBody,
  refusalBody,
  retryOf,
  ToolRefusal,
} from "@adecore/agents/context";

describe("ApprovalRequired", () => {
  it("is a refusal whose request and expiry stay out of its rows", () => {
    const waiting = new ApprovalRequired("approval-required", "wait", ["a\tb"], "v1.x.y", 7);
    assert.ok(waiting instanceof ToolRefusal);
    assert.equal(waiting.name, "ApprovalRequired");
    assert.equal(waiting.code, "approval-required");
    assert.deepEqual([waiting.request, waiting.expiresAt], ["v1.x.y", 7]);
    assert.equal(refusalBody(waiting), "refused\tapproval-required\twait\na\tb");
  });
});

describe("approvalDenied", () => {
  it("tells the model not to call again, with the person's reason as a sentence", () => {
    const plain = "refused\tapproval-denied\ta person declined this call; do not call it again " +
      "unless the user asks";
    assert.equal(refusalBody(approvalDenied()), `${plain}\nretry\tnever`);
    assert.equal(refusalBody(approvalDenied("  ")), `${plain}\nretry\tnever`);
    assert.equal(
      refusalBody(approvalDenied("Too much!")),
      `${plain}. Too much!\nretry\tnever`,
    );
    assert.equal(
      refusalBody(approvalDenied(" wrong payee ")),
      `${plain}. wrong payee.\nretry\tnever`,
    );
    // Only a mark at the end ends the sentence.
    assert.equal(
      refusalBody(approvalDenied("Wrong! Ask Bo")),
      `${plain}. Wrong! Ask Bo.\nretry\tnever`,
    );
    assert.deepEqual(retryOf(approvalDenied()), { kind: "never" });
    const read = parseRefusalBody(refusalBody(approvalDenied("No")))!;
    assert.deepEqual([read.code, read.lines], ["approval-denied", ["retry\tnever"]]);
  });
});
