// Retry classes: the row a refusal carries, written and read back, and the
// class a refusal without one has by its code.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  parseRefusalBody,
  refusalBody,
  refusalRows,
  type RetryKind,
  retryOf,
  retryRow,
  ToolRefusal,
} from "@adecore/agents/context";

const KINDS: readonly RetryKind[] = ["same", "changed", "later", "check", "approval", "never"];

describe("retryRow", () => {
  it("writes every kind, and seconds to wait for later alone", () => {
    assert.deepEqual(KINDS.map((kind) => retryRow(kind)), [
      "retry\tsame",
      "retry\tchanged",
      "retry\tlater",
      "retry\tcheck",
      "retry\tapproval",
      "retry\tnever",
    ]);
    assert.equal(retryRow("later", 0), "retry\tlater\t0");
    assert.equal(retryRow("later", -0), "retry\tlater\t0");
    assert.equal(retryRow("later", 30), "retry\tlater\t30");
    assert.equal(retryRow("later", Number.MAX_SAFE_INTEGER), "retry\tlater\t9007199254740991");
  });

  it("throws for an unknown kind, naming the kinds", () => {
    for (const kind of ["soon", "Same", "", "retry"]) {
      assert.throws(() => retryRow(kind as RetryKind), {
        name: "Error",
        message: `retryRow: ${
          JSON.stringify(kind)
        } is no retry kind; give one of same, changed, later, check, approval, never`,
      });
    }
  });

  it("throws for seconds with any kind but later", () => {
    for (const kind of KINDS.filter((kind) => kind !== "later")) {
      assert.throws(() => retryRow(kind, 5), {
        message: `retryRow: only "later" takes seconds to wait; leave them out for "${kind}"`,
      });
    }
  });

  it("throws for seconds that are no whole number of 0 or more, at each edge", () => {
    const wrong = [
      -1,
      1.5,
      0.1,
      NaN,
      Infinity,
      Number.MAX_SAFE_INTEGER + 1,
      "5" as unknown as number,
    ];
    for (const seconds of wrong) {
      assert.throws(() => retryRow("later", seconds), {
        message: `retryRow: ${
          String(seconds)
        } seconds is no whole number of 0 or more; round it up to whole seconds`,
      });
    }
  });
});

describe("retryOf", () => {
  it("gives each code its class where the refusal has no retry row", () => {
    const codes: Readonly<Record<string, RetryKind>> = Object.fromEntries([
      ["bad-arguments", "changed"],
      ["unknown-tool", "changed"],
      ["conflict", "changed"],
      ["not-found", "changed"],
      ["rate-limited", "later"],
      ["unavailable", "later"],
      ["not-permitted", "never"],
      ["timed-out", "check"],
      // The approvals' codes, each as its table gives it.
      ["approval-required", "approval"],
      ["approval-expired", "approval"],
      ["approval-mismatch", "approval"],
      ["approval-invalid", "never"],
      ["approval-used", "never"],
      ["approval-denied", "never"],
      ["quota-exceeded", "changed"],
      // Codes that name what every object has.
      ["constructor", "changed"],
      ["to-string", "changed"],
    ]);
    for (const [code, kind] of Object.entries(codes)) {
      assert.deepEqual(retryOf(new ToolRefusal(code, "m", ["fields\ta"])), { kind }, code);
    }
  });

  it("reads every kind from its row, before the code", () => {
    for (const kind of KINDS) {
      assert.deepEqual(retryOf(new ToolRefusal("not-permitted", "m", [retryRow(kind)])), { kind });
    }
    assert.deepEqual(
      retryOf(new ToolRefusal("conflict", "m", ["revision\t4", "retry\tlater\t0"])),
      {
        kind: "later",
        afterSeconds: 0,
      },
    );
  });

  it("passes over a malformed row to the next, and to the code", () => {
    const malformed = [
      "retry\tsoon",
      "retry\tsame\t5",
      "retry\tlater\t-1",
      "retry\tlater\t1.5",
      "retry\tlater\t05",
      "retry\tlater\t9007199254740992",
      "retry\tlater\t5\t6",
      "retry\t",
      "retry",
      "retry later",
      " retry\tsame",
    ];
    for (const row of malformed) {
      assert.deepEqual(retryOf(new ToolRefusal("unavailable", "m", [row])), { kind: "later" }, row);
      assert.deepEqual(retryOf(new ToolRefusal("unavailable", "m", [row, "retry\tnever"])), {
        kind: "never",
      });
    }
    assert.deepEqual(
      retryOf(new ToolRefusal("unavailable", "m", ["retry\tlater\t9007199254740991"])),
      { kind: "later", afterSeconds: Number.MAX_SAFE_INTEGER },
    );
  });

  it("reads back what retryRow wrote, through both forms of the refusal's text", () => {
    const row: fc.Arbitrary<{ kind: RetryKind; afterSeconds?: number }> = fc.oneof(
      fc.constantFrom(...KINDS).map((kind) => ({ kind })),
      fc.nat().map((afterSeconds) => ({ kind: "later" as const, afterSeconds })),
    );
    fc.assert(
      fc.property(row, fc.string(), (retry, message) => {
        const refusal = new ToolRefusal("timed-out", message, [
          "fields\ta",
          retryRow(retry.kind, retry.afterSeconds),
        ]);
        assert.deepEqual(retryOf(refusal), retry);
        assert.deepEqual(retryOf(parseRefusalBody(refusalBody(refusal))!), retry);
        assert.deepEqual(retryOf(parseRefusalBody(refusalRows(refusal))!), retry);
      }),
    );
  });
});
