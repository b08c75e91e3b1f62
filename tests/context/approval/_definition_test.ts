import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { defineTool } from "@adecore/agents/context";

const AT = 'tool "bank_pay" in toolkit "bank"';
const dry_run = z.boolean().optional();

function define(input: z.ZodObject, approval: unknown, readOnly = false) {
  return defineTool("bank", {
    name: "bank_pay",
    description: "Pays.",
    input,
    annotations: { readOnly },
    approval: approval as true,
    run: () => [],
  });
}

describe("a tool that asks approval", () => {
  it("keeps true or its function, and asks none for false or nothing", () => {
    const says = () => true;
    assert.equal(define(z.object({ dry_run }), true).approval, true);
    assert.equal(define(z.object({ dry_run }), says).approval, says);
    assert.ok(!("approval" in define(z.object({}), false)));
    assert.ok(!("approval" in define(z.object({}), undefined)));
  });

  it("names an approval that is no boolean or function, a read-only tool and a missing dry run", () => {
    assert.throws(() => define(z.object({ dry_run }), "yes"), {
      message: `${AT}: approval is string; give true, or a function of the input and the call ` +
        "that answers whether this call needs one",
    });
    assert.throws(() => define(z.object({ dry_run }), true, true), {
      message: `${AT}: a read-only tool changes nothing, so it asks no approval; leave out ` +
        "readOnly or approval",
    });
    const dryRun = `${AT}: a tool that asks approval takes dry_run as z.boolean().optional(): ` +
      "its dry run writes nothing and makes the preview a person approves";
    for (const shape of [{}, { dry_run: z.boolean() }, { dry_run: z.string().optional() }]) {
      assert.throws(() => define(z.object(shape), true), { message: dryRun });
    }
  });

  it("names a field whose parsed value has no one JSON text, however deep", () => {
    const cases: [z.ZodObject, string][] = [
      [
        z.object({ when: z.date(), dry_run }),
        "when is z.date(), whose value has no one JSON text; take it as z.iso.datetime()",
      ],
      [
        z.object({ lines: z.array(z.object({ cents: z.bigint() })), dry_run }),
        "lines[].cents is z.bigint(), whose value has no one JSON text; take it as z.int()",
      ],
      [
        z.object({ to: z.string().transform((to) => to.trim()), dry_run }),
        "to is z.transform(), whose value has no one JSON text; take the value as sent, and " +
        "transform it in run",
      ],
    ];
    for (const [input, problem] of cases) {
      assert.throws(() => define(input, true), {
        message: `${AT}: approval binds the checked input, and ${problem}`,
      });
    }
    // A recursive input is walked once, and refused as the listing refuses it.
    type Node = { name: string; children?: Node[] | undefined };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node).optional() })
    );
    assert.throws(() => define(z.object({ node, dry_run }), true), /is recursive, which a listing/);
  });
});
