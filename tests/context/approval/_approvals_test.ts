import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createApprovals } from "@adecore/agents/context";
import { Approvals, readApprovals } from "../../../context/approval/_approvals.ts";
import { bank, granted, KEY, refusal } from "./bank.ts";

describe("Approvals.stateOf", () => {
  it("reads the state of approvals createApprovals made, and of nothing else", () => {
    const approvals = createApprovals({ keys: KEY, bind: () => "" });
    assert.ok(Approvals.stateOf(approvals));
    for (const other of [{}, null, 5, { ...approvals }]) {
      assert.equal(Approvals.stateOf(other), undefined);
    }
  });
});

describe("readApprovals", () => {
  it("gives a request an hour, a grant five minutes and the platform's clock unless told", () => {
    const bind = () => "";
    const state = readApprovals({ keys: KEY, bind });
    assert.deepEqual([state.requestTtlMs, state.grantTtlMs, state.once, state.now], [
      3_600_000,
      300_000,
      undefined,
      Date.now,
    ]);
    assert.equal(state.bind, bind);
    const told = readApprovals({ keys: [KEY], bind, requestTtlMs: 1, grantTtlMs: 2, now: bind });
    assert.deepEqual([told.requestTtlMs, told.grantTtlMs, told.now], [1, 2, bind]);
  });

  it("copies a key of bytes, so the host may clear its own", async () => {
    const bytes = new TextEncoder().encode(KEY);
    const made = bank({ keys: [bytes] });
    bytes.fill(0);
    const grant = await granted(made, "bank_pay", { to: "ACME", amount: 120 }, { user: "ann" });
    const text = bank({ keys: KEY });
    await text.registry.run("bank_pay", { to: "ACME", amount: 120 }, {
      user: "ann",
      approval: grant,
    });
    assert.equal(text.paid.length, 1);
  });

  it("grants with the request's own key, so a grant made after rotation still verifies", async () => {
    const old = bank();
    const asked = await refusal(
      old.registry.run("bank_pay", { to: "A", amount: 101 }, { user: "a" }),
    );
    const rotated = bank({ keys: ["a newer test secret of 32 bytes!", KEY] });
    const grant = await rotated.approvals.grant((asked as { request: string }).request, {
      by: "x",
    });
    await old.registry.run("bank_pay", { to: "A", amount: 101 }, { user: "a", approval: grant });
    assert.equal(old.paid.length, 1);
  });
});
