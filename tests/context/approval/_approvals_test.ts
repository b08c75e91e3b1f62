import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { createApprovals, defineTool } from "@adecore/agents/context";
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

describe("Approvals", () => {
  it("grant only for someone named: not for null, nor for blank text", async () => {
    const made = bank();
    const asked = await refusal(
      made.registry.run("bank_pay", { to: "A", amount: 101 }, { user: "a" }),
    );
    const request = (asked as { request: string }).request;
    const message = 'approvals.grant: say who approved, like { by: "user:42" }; it reaches the ' +
      "tool as turn.approval.by";
    for (const approver of [null, undefined, { by: " \t" }, { by: 5 }]) {
      await assert.rejects(made.approvals.grant(request, approver as never), { message });
    }
  });

  it("verify a call a host runs itself, its dry run handed a turn of its own", async () => {
    const turns: unknown[] = [];
    const send = defineTool("mail", {
      name: "mail_send",
      description: "Sends mail.",
      input: z.object({ to: z.string(), dry_run: z.boolean().optional() }),
      approval: true,
      run: (input, _call, turn) => {
        turn.progress(1, 2);
        turns.push([turn.signal.aborted, turn.signal, turn.deadlineAt, turn.approval]);
        return [`mail\tto ${input.to}`];
      },
    });
    const plain = defineTool("mail", {
      name: "mail_read",
      description: "Reads mail.",
      input: z.object({}),
      run: () => [],
    });
    const approvals = createApprovals({ keys: KEY, bind: () => "" });
    const signal = new AbortController().signal;
    await refusal(approvals.verify(send, { to: "bo" }, { signal }));
    await refusal(approvals.verify(send, { to: "bo" }, undefined as never));
    assert.deepEqual(turns[0], [false, signal, undefined, undefined]);
    assert.equal((turns[1] as unknown[])[0], false);
    assert.ok((turns[1] as unknown[])[1] instanceof AbortSignal);
    assert.equal(await approvals.verify(plain, {}, {}), undefined);
    assert.equal(await approvals.verify(send, { to: "bo", dry_run: true }, {}), undefined);
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
