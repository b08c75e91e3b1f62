/**
 * Case 1d, what approvals cost: a call whose grant is verified beside the
 * same call of a tool without approval, and a tool without approval in a
 * registry that has approvals beside one without, each pair in one process,
 * in paired rounds. The targets are differences: at most 250 µs for a
 * verified call (two WebCrypto operations, run together), nothing
 * measurable for a tool without approval.
 *
 * Run alone: `deno run bench/approval.ts`.
 *
 * @module
 */

import { z } from "zod";
import {
  ApprovalRequired,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
} from "@adecore/agents/context";
import { compare, type Row, row } from "./measure.ts";

const input = z.object({
  to: z.string().min(1),
  amount: z.number().positive(),
  dry_run: z.boolean().optional(),
});
const sent = { to: "ACME", amount: 120 };
const ROWS = ["paid"];

/** The pay tool, asking approval or not. */
function pay(approval: boolean) {
  return defineTool("bank", {
    name: "bank_pay",
    description: "Pays.",
    input,
    ...(approval ? { approval } : {}),
    run: () => Promise.resolve(ROWS),
  });
}

/** The rows of case 1d. */
export async function approval(): Promise<Row[]> {
  // Without once, a grant runs every time until it expires: each round verifies it again.
  const approvals = createApprovals({ keys: "a bench secret of thirty-two bytes", bind: () => "" });
  const asking = createToolRegistry([defineToolkit("bank", [pay(true)])], { approvals });
  const plain = createToolRegistry([defineToolkit("bank", [pay(false)])]);
  const beside = createToolRegistry([defineToolkit("bank", [pay(false)])], { approvals });
  const asked = await asking.run("bank_pay", sent, {}).catch((error) => error);
  if (!(asked instanceof ApprovalRequired)) throw new Error("the bench's call was not asked");
  const grant = await approvals.grant(asked.request, { by: "bench" });
  const call = { approval: grant };
  return [
    row(
      "  a verified call (grant checked, two WebCrypto operations)",
      "no approval",
      await compare(
        () => plain.run("bank_pay", sent, {}),
        () => asking.run("bank_pay", sent, call),
        200,
        21,
        500,
      ),
      "µs",
      "≤ +250 µs",
    ),
    row(
      "  a tool without approval, in a registry with approvals",
      "no approvals",
      await compare(
        () => plain.run("bank_pay", sent, {}),
        () => beside.run("bank_pay", sent, {}),
        2_000,
        101,
      ),
      "µs",
      "≈ +0 µs",
    ),
  ];
}

if (import.meta.main) {
  for (const line of await approval()) {
    const added = (line.ours - line.base).toFixed(2);
    console.log(
      `${line.name.trim()}: ${line.base.toFixed(2)} -> ${line.ours.toFixed(2)} µs (+${added})`,
    );
  }
}
