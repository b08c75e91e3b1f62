import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { z } from "zod";
import {
  ApprovalRequired,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  refusalBody,
  ToolRefusal,
} from "@adecore/agents/context";
import { HandClock } from "../life/clock.ts";
import { bank, granted, KEY, refusal } from "./bank.ts";
import { importKey, type Payload, sign } from "../../../context/approval/_token.ts";

const ANN = { user: "ann" };
const PAY_120 = { to: "ACME", amount: 120 };

/** A tool over free JSON fields, and approvals that keep no used ids. */
function store() {
  let ran = 0;
  const put = defineTool("store", {
    name: "store_put",
    description: "Stores values.",
    input: z.object({
      x: z.record(z.string(), z.unknown()).optional(),
      y: z.record(z.string(), z.unknown()).optional(),
      note: z.string().optional(),
      dry_run: z.boolean().optional(),
    }),
    approval: true,
    run: (input) => (input.dry_run ? ["would\tstore"] : [`stored\t${++ran}`]),
  });
  const approvals = createApprovals({ keys: KEY, bind: () => "" });
  const registry = createToolRegistry([defineToolkit("store", [put])], { approvals });
  return { registry, approvals, ran: () => ran };
}

/** The value with the keys of every object in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)]));
}

// Without null, which the check reads as a skipped value wherever z.unknown() is.
const json = fc.dictionary(
  fc.string().filter((key) => key !== "__proto__"),
  fc.jsonValue({ maxDepth: 3 }).filter((value) => !JSON.stringify(value).includes("null")),
  { maxKeys: 4 },
);

describe("the gate", () => {
  it("runs every spelling of the approved arguments, and names the one field any change touches", async () => {
    await fc.assert(
      fc.asyncProperty(
        json,
        json,
        fc.constantFrom("changed", "added", "left out"),
        fc.constantFrom("x", "y"),
        json,
        async (x, y, how, field, other) => {
          const { registry, approvals, ran } = store();
          const input: Record<string, unknown> = how === "added"
            ? { [field === "x" ? "y" : "x"]: x }
            : { x, y };
          const asked = await refusal(registry.run("store_put", input, {}));
          const grant = await approvals.grant((asked as ApprovalRequired).request, { by: "p" });
          // The same arguments spelled otherwise: keys reversed, a skipped field as null.
          await registry.run("store_put", { ...(reversed(input) as object), note: null }, {
            approval: grant,
          });
          assert.equal(ran(), 1);
          const changed = { ...input };
          if (how === "changed") {
            fc.pre(canonicalOf(other) !== canonicalOf(input[field]));
            changed[field] = other;
          } else if (how === "added") changed[field] = other;
          else delete changed[field];
          const refused = await refusal(registry.run("store_put", changed, { approval: grant }));
          assert.equal(refused.code, "approval-mismatch");
          assert.match(
            refused.message,
            new RegExp(`^the approval was given for other arguments \\(${how}: ${field}\\); `),
          );
          assert.equal(ran(), 1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("tells NFC from NFD, 1 from true, and one array order from another", async () => {
    const pairs: [unknown, unknown][] = [["\u00e9", "e\u0301"], [1, true], [[1, 2], [2, 1]], [{
      a: [0],
    }, { a: [0, 0] }]];
    for (const [approved, sent] of pairs) {
      const { registry, approvals } = store();
      const asked = await refusal(registry.run("store_put", { x: { v: approved } }, {}));
      const grant = await approvals.grant((asked as ApprovalRequired).request, { by: "p" });
      const refused = await refusal(
        registry.run("store_put", { x: { v: sent } }, { approval: grant }),
      );
      assert.equal(refused.code, "approval-mismatch", JSON.stringify(sent));
    }
  });

  it("leaves a dry run's own fields and retry rows out of the preview, and gives its refusal as it is", async () => {
    let refuse = false;
    const send = defineTool("mail", {
      name: "mail_send",
      description: "Sends mail.",
      input: z.object({ to: z.string(), dry_run: z.boolean().optional() }),
      approval: true,
      run: (input) => {
        if (refuse) throw new ToolRefusal("not-found", `no one is named ${input.to}`);
        return [
          "fields\tto",
          "retry\tsame",
          "fieldset\tkept",
          "retry",
          "myretry\tkept",
          "mail\tto " + input.to,
        ];
      },
    });
    const approvals = createApprovals({ keys: KEY, bind: () => "" });
    const registry = createToolRegistry([defineToolkit("mail", [send])], { approvals });
    const asked = await refusal(registry.run("mail_send", { to: "bo" }, {}));
    assert.deepEqual(asked.lines, [
      "fieldset\tkept",
      "myretry\tkept",
      "mail\tto bo",
      "retry\tapproval",
    ]);
    refuse = true;
    const refused = await refusal(registry.run("mail_send", { to: "bo" }, {}));
    assert.ok(!(refused instanceof ApprovalRequired));
    assert.equal(refusalBody(refused), "refused\tnot-found\tno one is named bo");
  });

  it("asks once the checks passed, and names an approval function that throws or answers no boolean", async () => {
    const made = (says: () => unknown) => {
      const tool = defineTool("bank", {
        name: "bank_pay",
        description: "Pays.",
        input: z.object({ dry_run: z.boolean().optional() }),
        approval: says as () => boolean,
        run: () => ["paid"],
      });
      const approvals = createApprovals({ keys: KEY, bind: () => "" });
      return createToolRegistry([defineToolkit("bank", [tool])], { approvals });
    };
    const boom = new Error("boom");
    await assert.rejects(
      made(() => {
        throw boom;
      }).run("bank_pay", {}, {}),
      (error: Error) => {
        assert.equal(
          error.message,
          'tool "bank_pay" in toolkit "bank": its approval function threw; make it answer true or false',
        );
        assert.equal(error.cause, boom);
        return true;
      },
    );
    await assert.rejects(made(() => "yes").run("bank_pay", {}, {}), {
      message:
        'tool "bank_pay" in toolkit "bank": its approval function answered string; make it answer true or false',
    });
  });

  it("spends a grant once accepts even when run then refuses or fails", async () => {
    for (const thrown of [new ToolRefusal("unavailable", "The bank is down."), new Error("boom")]) {
      const used = new Set<string>();
      const failing = defineTool("bank", {
        name: "bank_pay",
        description: "Pays.",
        input: z.object({ dry_run: z.boolean().optional() }),
        approval: true,
        run: (input) => {
          if (input.dry_run) return ["would pay"];
          throw thrown;
        },
      });
      const approvals = createApprovals({
        keys: KEY,
        bind: () => "",
        once: (id) => used.size < used.add(id).size,
      });
      const registry = createToolRegistry([defineToolkit("bank", [failing])], { approvals });
      const asked = await refusal(registry.run("bank_pay", {}, {}));
      const approval = await approvals.grant((asked as ApprovalRequired).request, { by: "p" });
      assert.equal(await refusal(registry.run("bank_pay", {}, { approval })), thrown);
      assert.equal(
        (await refusal(registry.run("bank_pay", {}, { approval }))).code,
        "approval-used",
      );
    }
  });

  it("calls once after every other check: never for a grant refused, expired or for other arguments", async () => {
    const ids: string[] = [];
    const made = bank({ once: (id) => (ids.push(id), true) });
    const grant = await granted(made, "bank_pay", { to: "ACME", amount: 120 }, ANN);
    await refusal(
      made.registry.run("bank_pay", { to: "ACME", amount: 121 }, { ...ANN, approval: grant }),
    );
    await refusal(
      made.registry.run("bank_pay", { to: "ACME", amount: 120 }, { user: "bob", approval: grant }),
    );
    made.clock.now += 300_000;
    await refusal(
      made.registry.run("bank_pay", { to: "ACME", amount: 120 }, { ...ANN, approval: grant }),
    );
    assert.deepEqual(ids, []);
  });

  it("times a dry run as a check: at the deadline nothing was done", async () => {
    const clock = new HandClock();
    const slow = defineTool("bank", {
      name: "bank_pay",
      description: "Pays.",
      input: z.object({ dry_run: z.boolean().optional() }),
      approval: true,
      deadline: 1_000,
      run: () => new Promise<string[]>(() => {}),
    });
    const approvals = createApprovals({ keys: KEY, bind: () => "" });
    const registry = createToolRegistry([defineToolkit("bank", [slow])], { approvals, clock });
    const call = refusal(registry.run("bank_pay", {}, {}));
    await clock.advance(1_000);
    assert.equal(
      refusalBody(await call),
      "refused\ttimed-out\tno answer within 1 s; nothing was done, so the same call is safe to send again\nretry\tsame",
    );
  });

  it("verifies a grant with two WebCrypto operations, both started before either ends", async () => {
    const made = bank({ once: undefined });
    const grant = await granted(made, "bank_pay", { to: "ACME", amount: 120 }, ANN);
    const subtle = crypto.subtle;
    const [sign, verify] = [subtle.sign, subtle.verify];
    const events: string[] = [];
    const counted = <F extends (...args: never[]) => Promise<unknown>>(name: string, f: F) =>
      ((...args: never[]) => {
        events.push(`${name} started`);
        return f.apply(subtle, args).finally(() => events.push(`${name} ended`));
      }) as F;
    subtle.sign = counted("sign", sign);
    subtle.verify = counted("verify", verify);
    try {
      await made.registry.run("bank_pay", { to: "ACME", amount: 120 }, { ...ANN, approval: grant });
    } finally {
      subtle.sign = sign;
      subtle.verify = verify;
    }
    assert.deepEqual(events.slice(0, 2).sort(), ["sign started", "verify started"]);
    assert.equal(events.length, 4);
    assert.equal(made.paid.length, 1);
  });

  it("refuses a token signed with the key that is no grant: a request naming an approver, a grant naming none", async () => {
    const made = bank();
    const asked = await refusal(made.registry.run("bank_pay", PAY_120, ANN));
    const key = await importKey(new TextEncoder().encode(KEY));
    const [, body] = (asked as ApprovalRequired).request.split(".") as [string, string];
    const payload = JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/"))) as Payload;
    const far = payload.e + 1_000_000;
    for (
      const forged of [{ ...payload, by: "ann", e: far }, { ...payload, k: "g" as const, e: far }]
    ) {
      const token = await sign(key, forged);
      const refused = await refusal(
        made.registry.run("bank_pay", PAY_120, { ...ANN, approval: token }),
      );
      assert.equal(refused.code, "approval-invalid");
    }
    assert.deepEqual(made.paid, []);
  });

  it("names a grant of null as null", async () => {
    const made = bank();
    await assert.rejects(
      made.registry.run("bank_pay", PAY_120, { ...ANN, approval: null as never }),
      {
        message: 'tool "bank_pay" in toolkit "bank": call.approval is null; give the grant ' +
          "approvals.grant resolved to, or leave it out",
      },
    );
  });

  it("binds no dry_run: false, names every field that differs, and leaves out undefined ones", async () => {
    const { registry, approvals, ran } = store();
    const ask = async (input: Record<string, unknown>) =>
      await approvals.grant(
        (await refusal(registry.run("store_put", input, {})) as ApprovalRequired).request,
        { by: "p" },
      );
    const both = await ask({ x: { a: 1 }, y: { b: 2 }, note: undefined });
    await registry.run("store_put", { x: { a: 1 }, y: { b: 2 }, dry_run: false }, {
      approval: both,
    });
    assert.equal(ran(), 1);
    const other = await refusal(registry.run("store_put", { x: { a: 2 } }, { approval: both }));
    assert.match(
      other.message,
      /^the approval was given for other arguments \(changed: x; left out: y\); /,
    );
    const note = await ask({ note: "n" });
    const swapped = await refusal(registry.run("store_put", { x: {}, y: {} }, { approval: note }));
    assert.match(
      swapped.message,
      /^the approval was given for other arguments \(added: x, y; left out: note\); /,
    );
    const none = await ask({});
    const two = await refusal(registry.run("store_put", { x: {}, y: {} }, { approval: none }));
    assert.match(two.message, /\(added: x, y\); /);
    const pair = await ask({ x: {}, y: {} });
    const gone = await refusal(registry.run("store_put", {}, { approval: pair }));
    assert.match(gone.message, /\(left out: x, y\); /);
  });

  it("gives every request an id of 32 hex digits, none the same", async () => {
    const made = bank({ once: undefined });
    const ids = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const grant = await granted(made, "bank_pay", PAY_120, ANN);
      await made.registry.run("bank_pay", PAY_120, { ...ANN, approval: grant });
      ids.add(made.paid.at(-1)!.approval!.id);
    }
    assert.equal(ids.size, 16);
    for (const id of ids) assert.match(id, /^[0-9a-f]{32}$/);
  });

  it("needs approvals in a registry that holds a tool that asks approval", () => {
    const { pay } = bank();
    assert.throws(() => createToolRegistry([defineToolkit("bank", [pay])]), {
      message:
        'tool "bank_pay" in toolkit "bank": it asks approval, and the registry has none; give createToolRegistry the approvals createApprovals made, as { approvals }',
    });
    assert.throws(() => createToolRegistry([], { approvals: {} as never }), {
      message:
        "createToolRegistry: the option approvals was not made by createApprovals; make it with createApprovals",
    });
  });
});

function canonicalOf(value: unknown): string {
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(value))));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}
