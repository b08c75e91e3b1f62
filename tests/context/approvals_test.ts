import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  ApprovalRequired,
  createApprovals,
  refusalBody,
  retryOf,
  ToolRefusal,
} from "@adecore/agents/context";
import { z } from "zod";
import { bank, granted, KEY, OTHER_KEY, refusal, START } from "./approval/bank.ts";

const ANN = { user: "ann" };
const PAY = { to: "ACME", amount: 120 };
const REQUIRED = "refused\tapproval-required\ta person must approve this call before it runs; " +
  "this is what it would do\nwould bank_pay\t120 EUR to ACME\nretry\tapproval";
const INVALID = "refused\tapproval-invalid\tthe approval sent with this call is not valid for " +
  "it; nothing ran\nretry\tnever";

describe("a call of a tool that asks approval", () => {
  it("waits for a person in a selection of the registry as in the registry", async () => {
    const { registry } = bank();
    const asked = await refusal(registry.select(["bank_pay"]).run("bank_pay", PAY, ANN));
    assert.equal(refusalBody(asked), REQUIRED);
  });

  it("runs as today as a dry run, or where its approval says false, a grant given or not", async () => {
    const { registry, paid } = bank();
    const dry = { ...PAY, dry_run: true };
    assert.deepEqual(await registry.run("bank_pay", dry, { ...ANN, approval: "v1.forged.x" }), [
      "would bank_pay\t120 EUR to ACME",
    ]);
    assert.deepEqual(await registry.run("bank_pay", { to: "ACME", amount: 100 }, ANN), [
      "done\tbank_pay",
    ]);
    assert.deepEqual(paid, [{
      input: { to: "ACME", amount: 100, currency: "EUR" },
      approval: undefined,
    }]);
  });

  it("without a grant, shows the dry run's preview and holds a request for the host alone", async () => {
    const { registry, paid } = bank();
    const asked = await refusal(registry.run("bank_pay", PAY, ANN));
    assert.ok(asked instanceof ApprovalRequired);
    assert.equal(refusalBody(asked), REQUIRED);
    assert.deepEqual(retryOf(asked), { kind: "approval" });
    assert.match(asked.request, /^v1\.[\w-]+\.[\w-]{43}$/);
    assert.equal(asked.expiresAt, START + 3_600_000);
    assert.ok(!refusalBody(asked).includes(asked.request));
    assert.deepEqual(paid, []);
  });

  it("runs once with a grant, handing the tool who approved and the request's id", async () => {
    const made = bank();
    const grant = await granted(made, "bank_pay", PAY, ANN, "user:bob");
    assert.deepEqual(await made.registry.run("bank_pay", PAY, { ...ANN, approval: grant }), [
      "done\tbank_pay",
    ]);
    const approval = made.paid[0]!.approval!;
    assert.match(approval.id, /^[0-9a-f]{32}$/);
    assert.equal(approval.by, "user:bob");
    assert.deepEqual([...made.used], [approval.id]);
    const again = await refusal(made.registry.run("bank_pay", PAY, { ...ANN, approval: grant }));
    assert.equal(
      refusalBody(again),
      "refused\tapproval-used\tthe approval sent with this call was used already; nothing ran\n" +
        "retry\tnever",
    );
    assert.equal(made.paid.length, 1);
  });

  it("runs the same arguments spelled otherwise: key order, null for a skipped field, a default given", async () => {
    const made = bank({ once: undefined });
    const grant = await granted(made, "bank_pay", PAY, ANN);
    const call = { ...ANN, approval: grant };
    await made.registry.run("bank_pay", { amount: 120, to: "ACME" }, call);
    await made.registry.run("bank_pay", { ...PAY, memo: null }, call);
    await made.registry.run("bank_pay", { ...PAY, currency: "EUR" }, call);
    await made.registry.runArguments("bank_pay", '{"amount":"120","to":"ACME"}', call);
    assert.equal(made.paid.length, 4);
  });

  it("refuses a forged or altered token, a request, another tool, another bind or an unknown key", async () => {
    const made = bank();
    const asked = await refusal(made.registry.run("bank_pay", PAY, ANN));
    const grant = await made.approvals.grant(asked.request, { by: "user:ann" });
    const [head, payload, signature] = grant.split(".") as [string, string, string];
    const altered = `${head}.${payload.slice(0, -2)}${
      payload.endsWith("A") ? "B" : "A"
    }.${signature}`;
    const stranger = bank({ keys: [OTHER_KEY] });
    const foreign = await granted(stranger, "bank_pay", PAY, ANN);
    const refundGrant = await granted(made, "bank_refund", PAY, ANN);
    const tries: [string, string, { user: string }][] = [
      ["v1.e30.AAAA", "bank_pay", ANN],
      ["not a token", "bank_pay", ANN],
      [altered, "bank_pay", ANN],
      [
        `${head}.${payload}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`,
        "bank_pay",
        ANN,
      ],
      // The same signature with other bits past its last byte.
      [
        `${head}.${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
        "bank_pay",
        ANN,
      ],
      [asked.request, "bank_pay", ANN],
      [refundGrant, "bank_pay", ANN],
      [grant, "bank_pay", { user: "bob" }],
      [foreign, "bank_pay", ANN],
    ];
    for (const [approval, name, call] of tries) {
      const refused = await refusal(made.registry.run(name, PAY, { ...call, approval }));
      assert.equal(refusalBody(refused), INVALID, approval);
    }
    assert.deepEqual(made.paid, []);
    assert.deepEqual(made.used, new Set());
  });

  it("refuses a grant at its expiry with a fresh preview and request, and runs it 1 ms before", async () => {
    const made = bank();
    const grant = await granted(made, "bank_pay", PAY, ANN);
    const call = { ...ANN, approval: grant };
    made.clock.now = START + 300_000;
    const expired = await refusal(made.registry.run("bank_pay", PAY, call));
    assert.ok(expired instanceof ApprovalRequired);
    assert.equal(
      refusalBody(expired),
      "refused\tapproval-expired\tthe approval of this call expired; a person must approve it " +
        "again before it runs; this is what it would do\nwould bank_pay\t120 EUR to ACME\n" +
        "retry\tapproval",
    );
    assert.equal(expired.expiresAt, START + 300_000 + 3_600_000);
    made.clock.now = START + 299_999;
    await made.registry.run("bank_pay", PAY, call);
    assert.equal(made.paid.length, 1);
  });

  it("refuses other arguments, naming the fields that differ and never their values", async () => {
    const made = bank();
    const grant = await granted(made, "bank_pay", { ...PAY, memo: "rent" }, ANN);
    const call = { ...ANN, approval: grant };
    const other = await refusal(
      made.registry.run("bank_pay", { to: "ACME", amount: 900, currency: "USD" }, call),
    );
    assert.ok(other instanceof ApprovalRequired);
    assert.equal(
      refusalBody(other),
      "refused\tapproval-mismatch\tthe approval was given for other arguments (changed: amount, " +
        "currency; left out: memo); a person must approve this call before it runs; this is what " +
        "it would do\nwould bank_pay\t900 USD to ACME\nretry\tapproval",
    );
    const added = await refusal(
      made.registry.run("bank_pay", { ...PAY, memo: "rent", x: 1 }, call),
    );
    assert.equal(added.code, "bad-arguments");
    assert.deepEqual(made.paid, []);
    assert.deepEqual(made.used, new Set());
  });

  it("takes a grant of a rotated key while the old key still verifies, and not after", async () => {
    const made = bank();
    const grant = await granted(made, "bank_pay", PAY, ANN);
    const rotated = bank({ keys: [OTHER_KEY, KEY] });
    await rotated.registry.run("bank_pay", PAY, { ...ANN, approval: grant });
    assert.equal(rotated.paid.length, 1);
    const fresh = await granted(rotated, "bank_pay", PAY, ANN);
    const dropped = bank({ keys: [KEY] });
    const refused = await refusal(
      dropped.registry.run("bank_pay", PAY, { ...ANN, approval: fresh }),
    );
    assert.equal(refusalBody(refused), INVALID);
  });

  it("runs a grant sent twice at once only once where once is atomic", async () => {
    const used = new Set<string>();
    const made = bank({
      // A store that answers later, as a database would.
      once: async (id) => {
        await Promise.resolve();
        return used.size < used.add(id).size;
      },
    });
    const grant = await granted(made, "bank_pay", PAY, ANN);
    const call = { ...ANN, approval: grant };
    const both = await Promise.allSettled([
      made.registry.run("bank_pay", PAY, call),
      made.registry.run("bank_pay", PAY, call),
    ]);
    assert.deepEqual(both.map((outcome) => outcome.status).sort(), ["fulfilled", "rejected"]);
    assert.equal(made.paid.length, 1);
  });

  it("names a grant that is no string, and a once or bind that answers no boolean or string, as mistakes", async () => {
    const made = bank();
    await assert.rejects(made.registry.run("bank_pay", PAY, { ...ANN, approval: 5 as never }), {
      message: 'tool "bank_pay" in toolkit "bank": call.approval is number; give the grant ' +
        "approvals.grant resolved to, or leave it out",
    });
    const odd = bank({ once: () => 1 as never });
    const grant = await granted(odd, "bank_pay", PAY, ANN);
    await assert.rejects(odd.registry.run("bank_pay", PAY, { ...ANN, approval: grant }), {
      message: "approvals: once answered number; answer true when the id was newly set, " +
        "false when it was there",
    });
    const unbound = bank({ bind: () => 7 as never });
    await assert.rejects(unbound.registry.run("bank_pay", PAY, ANN), {
      message: 'tool "bank_pay" in toolkit "bank": approvals\' bind answered number; answer a ' +
        'string of what in the call changes the effect, or "" for nothing',
    });
  });
});

describe("approvals without code generation", () => {
  it("ask, grant and run once as they do with it", async () => {
    z.config({ jitless: true });
    try {
      const made = bank();
      const grant = await granted(made, "bank_pay", PAY, ANN);
      assert.deepEqual(await made.registry.run("bank_pay", PAY, { ...ANN, approval: grant }), [
        "done\tbank_pay",
      ]);
      const again = await refusal(made.registry.run("bank_pay", PAY, { ...ANN, approval: grant }));
      assert.equal(again.code, "approval-used");
    } finally {
      z.config({ jitless: false });
    }
  });
});

describe("approvals.grant", () => {
  it("grants a request until it expires, and refuses one forged, expired or a grant", async () => {
    const made = bank();
    const asked = await refusal(made.registry.run("bank_pay", PAY, ANN));
    made.clock.now = START + 3_599_999;
    const grant = await made.approvals.grant(asked.request, { by: "user:ann" });
    made.clock.now = START + 3_600_000;
    const late = await made.approvals.grant(asked.request, { by: "user:ann" }).catch((e) => e);
    assert.equal(
      refusalBody(late),
      "refused\tapproval-expired\tthis request for approval expired; call the tool again for a " +
        "fresh one\nretry\tapproval",
    );
    const invalid = "refused\tapproval-invalid\tthis is no request for approval these approvals " +
      "made; nothing was granted\nretry\tnever";
    for (const request of [grant, "v1.AAAA.AAAA", asked.request.slice(0, -1), 42]) {
      const refused = await made.approvals.grant(request as string, { by: "x" }).catch((e) => e);
      assert.ok(refused instanceof ToolRefusal);
      assert.equal(refusalBody(refused), invalid);
    }
    await assert.rejects(made.approvals.grant(asked.request, {} as never), {
      message: 'approvals.grant: say who approved, like { by: "user:42" }; it reaches the tool ' +
        "as turn.approval.by",
    });
  });
});

describe("approvals.verify", () => {
  it("checks a call as the registry would, for a host that runs the tool itself", async () => {
    const made = bank();
    assert.equal(await made.approvals.verify(made.pay, { to: "ACME", amount: 5 }, ANN), undefined);
    const asked = await refusal(made.approvals.verify(made.pay, PAY, ANN));
    assert.equal(refusalBody(asked), REQUIRED);
    const bad = await refusal(made.approvals.verify(made.pay, { to: 1 }, ANN));
    assert.equal(bad.code, "bad-arguments");
    const grant = await made.approvals.grant((asked as ApprovalRequired).request, { by: "ann" });
    const approval = await made.approvals.verify(made.pay, PAY, { ...ANN, approval: grant });
    assert.equal(approval?.by, "ann");
    const used = await refusal(made.approvals.verify(made.pay, PAY, { ...ANN, approval: grant }));
    assert.equal(used.code, "approval-used");
    assert.deepEqual(made.paid, []);
  });
});

describe("createApprovals", () => {
  it("names each mistake in its options", () => {
    const bind = () => "";
    const cases: [unknown, string][] = [
      [
        null,
        "createApprovals: the options are no object; give one, like { keys: [secret], bind: (call) => call.user }",
      ],
      [
        { keys: KEY, bind, ttl: 5 },
        'createApprovals: there is no option "ttl"; the options are keys, bind, requestTtlMs, grantTtlMs, once, now',
      ],
      [
        { bind },
        "createApprovals: there is no key; give keys, one or more secrets of at least 32 bytes (the first signs, every one verifies)",
      ],
      [
        { keys: [KEY, "x".repeat(31)], bind },
        "createApprovals: key 1 is 31 bytes; give a secret of at least 32 bytes, such as 32 random bytes",
      ],
      [
        { keys: [5], bind },
        "createApprovals: key 0 is number, no string or Uint8Array; give a secret of at least 32 bytes, such as 32 random bytes",
      ],
      [
        { keys: KEY },
        'createApprovals: bind is no function; give one that answers what in a call changes its effect, like (call) => call.user, or () => "" where nothing does',
      ],
      [
        { keys: KEY, bind, grantTtlMs: 0 },
        "createApprovals: grantTtlMs is 0; give a whole number of milliseconds from 1",
      ],
      [
        { keys: KEY, bind, requestTtlMs: 1.5 },
        "createApprovals: requestTtlMs is 1.5; give a whole number of milliseconds from 1",
      ],
      [
        { keys: KEY, bind, once: true },
        "createApprovals: once is no function; give one, or leave it out",
      ],
    ];
    for (const [options, message] of cases) {
      assert.throws(() => createApprovals(options as never), { message });
    }
    // Counted in UTF-8 bytes: 32 bytes in 20 characters, and 31.
    assert.doesNotThrow(() => createApprovals({ keys: "é".repeat(12) + "x".repeat(8), bind }));
    assert.throws(() => createApprovals({ keys: "é".repeat(12) + "x".repeat(7), bind }), {
      message:
        "createApprovals: key 0 is 31 bytes; give a secret of at least 32 bytes, such as 32 random bytes",
    });
    assert.doesNotThrow(() => createApprovals({ keys: new Uint8Array(32), bind }));
  });
});
