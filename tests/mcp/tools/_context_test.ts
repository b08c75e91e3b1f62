import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  answerOf,
  canAsk,
  clientName,
  isModern,
  notifierOf,
  progressOf,
  signalOf,
} from "../../../mcp/tools/_context.ts";
import type { McpContext, McpNotification } from "../../../mcp/protocol.ts";

const VERSION = "io.modelcontextprotocol/protocolVersion";
const signal = new AbortController().signal;

/** An SDK v2 context whose request carries the envelope given. */
function v2(envelope?: object, more: Partial<NonNullable<McpContext["mcpReq"]>> = {}): McpContext {
  return {
    mcpReq: { signal, notify: () => Promise.resolve(), ...(envelope && { envelope }), ...more },
  };
}

describe("isModern", () => {
  it("reads the revision the request's envelope names: 2026-07-28 and later", () => {
    assert.equal(isModern(v2({ [VERSION]: "2026-07-28" })), true);
    assert.equal(isModern(v2({ [VERSION]: "2027-01-01" })), true);
    assert.equal(isModern(v2({ [VERSION]: "2026-07-27" })), false);
    assert.equal(isModern(v2({ [VERSION]: 20260728 })), false);
    assert.equal(isModern(v2()), false);
    assert.equal(isModern({ signal }), false);
    assert.equal(isModern({}), false);
    // Only a revision written as text counts, whatever else compares as one.
    assert.equal(isModern(v2({ [VERSION]: ["2026-07-28"] })), false);
  });
});

describe("canAsk and clientName", () => {
  it("read the client's capabilities and name from the envelope", () => {
    const envelope = {
      "io.modelcontextprotocol/clientCapabilities": { elicitation: {} },
      "io.modelcontextprotocol/clientInfo": { name: "host", version: "1" },
    };
    assert.equal(canAsk(v2(envelope)), true);
    assert.equal(clientName(v2(envelope)), "host");
    assert.equal(canAsk(v2({ "io.modelcontextprotocol/clientCapabilities": {} })), false);
    assert.equal(canAsk(v2()), false);
    assert.equal(clientName(v2({ "io.modelcontextprotocol/clientInfo": { name: 5 } })), undefined);
    assert.equal(clientName({}), undefined);
  });
});

describe("signalOf", () => {
  it("reads v2's request signal, or v1's", () => {
    const other = new AbortController().signal;
    assert.equal(signalOf(v2()), signal);
    assert.equal(signalOf({ signal: other }), other);
    assert.equal(signalOf({}), undefined);
  });
});

describe("notifierOf and progressOf", () => {
  const request = (token?: string | number) => ({
    method: "tools/call" as const,
    params: { name: "t", ...(token === undefined ? {} : { _meta: { progressToken: token } }) },
  });

  it("sends progress with v2's token, through v2's notify", async () => {
    const sent: McpNotification[] = [];
    const context = v2(undefined, {
      _meta: { progressToken: "p" },
      notify: (notification) => (sent.push(notification), Promise.resolve()),
    });
    const report = progressOf(request(), context)!;
    report({ done: 1 });
    report({ done: 2, total: 3, message: "half" });
    await notifierOf(context)!({ method: "notifications/tools/list_changed" });
    assert.deepEqual(sent, [
      { method: "notifications/progress", params: { progressToken: "p", progress: 1 } },
      {
        method: "notifications/progress",
        params: { progressToken: "p", progress: 2, total: 3, message: "half" },
      },
      { method: "notifications/tools/list_changed" },
    ]);
  });

  it("sends progress with v1's token, through v1's sendNotification, bound to its context", () => {
    const sent: unknown[] = [];
    const context: McpContext = {
      signal,
      sendNotification(notification) {
        assert.equal(this, context);
        sent.push(notification);
        return Promise.reject(new Error("closed"));
      },
    };
    progressOf(request(7), context)!({ done: 0 });
    assert.deepEqual(sent, [{
      method: "notifications/progress",
      params: { progressToken: 7, progress: 0 },
    }]);
  });

  it("reports nothing without a token or a way to send", () => {
    assert.equal(progressOf(request(), v2()), undefined);
    assert.equal(progressOf(request(true as never), { signal }), undefined);
    assert.equal(progressOf(request(7), { signal }), undefined);
    assert.equal(notifierOf({}), undefined);
  });
});

describe("answerOf", () => {
  it("reads a person's yes, and a no or a cancel as no", () => {
    const with_ = (answer: unknown) => v2(undefined, { inputResponses: { approve: answer } });
    assert.equal(answerOf(with_({ action: "accept", content: {} }), "approve"), "accept");
    assert.equal(answerOf(with_({ action: "decline" }), "approve"), "decline");
    assert.equal(answerOf(with_({ action: "cancel" }), "approve"), "decline");
    assert.equal(answerOf(with_({ action: "maybe" }), "approve"), undefined);
    assert.equal(answerOf(with_(null), "approve"), undefined);
    assert.equal(answerOf(v2(), "approve"), undefined);
    assert.equal(answerOf({ signal }, "approve"), undefined);
  });
});
