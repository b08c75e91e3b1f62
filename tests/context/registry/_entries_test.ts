import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { createApprovals, defineTool, defineToolkit } from "@adecore/agents/context";
import { entriesOf } from "../../../context/registry/_entries.ts";
import { Approvals } from "../../../context/approval/_approvals.ts";

const tool = (name: string, more: Record<string, unknown> = {}) =>
  defineTool("kit", {
    name,
    description: "d",
    input: z.object({ dry_run: z.boolean().optional() }),
    run: () => [name],
    ...more,
  });

describe("entriesOf", () => {
  it("keeps each tool by name with its place, its check, its deadline and its gate", () => {
    const state = Approvals.stateOf(createApprovals({ keys: "k".repeat(32), bind: () => "" }));
    const entries = entriesOf(
      [defineToolkit("kit", [tool("kit_a"), tool("kit_b", { approval: true, deadline: 5 })])],
      { ms: 1_000 },
      state,
    );
    const [a, b] = [entries.get("kit_a")!, entries.get("kit_b")!];
    assert.deepEqual([a.index, b.index], [0, 1]);
    assert.deepEqual([a.timing?.ms, b.timing?.ms], [1_000, 5]);
    assert.deepEqual([a.gate, typeof b.gate], [undefined, "function"]);
    assert.deepEqual(a.rows(["x"]), ["x"]);
    assert.equal(entriesOf([], undefined, undefined).size, 0);
  });

  it("needs approvals for a tool that asks one", () => {
    assert.throws(
      () =>
        entriesOf(
          [defineToolkit("kit", [tool("kit_b", { approval: true })])],
          undefined,
          undefined,
        ),
      /it asks approval, and the registry has none/,
    );
  });
});
