// A bank tool that asks approval, its registry and approvals, with a clock
// and a store of used ids the tests set by hand.

import { z } from "zod";
import {
  ApprovalRequired,
  type ApprovalsOptions,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ToolApproval,
  type ToolCallBase,
} from "@adecore/agents/context";

export const KEY = "a test secret of thirty-two bytes";
export const OTHER_KEY = "another test secret, 32 bytes or more";
export const START = 1_700_000_000_000;

/** The call a bank tool takes: whose money it moves. */
export type BankCall = ToolCallBase & { readonly user: string };

/** What the bank paid, and with which approval. */
export interface Paid {
  readonly input: Record<string, unknown>;
  readonly approval: ToolApproval | undefined;
}

export const bankInput = z.object({
  to: z.string(),
  amount: z.number(),
  currency: z.string().default("EUR"),
  memo: z.string().optional(),
  dry_run: z.boolean().optional(),
});

/** A bank: pay and refund ask approval, and pay asks it only over 100. */
export function bank(options: Partial<ApprovalsOptions<BankCall>> = {}) {
  const clock = { now: START };
  const paid: Paid[] = [];
  const used = new Set<string>();
  const approvals = createApprovals<BankCall>({
    keys: [KEY],
    bind: (call) => call.user,
    once: (id) => used.size < used.add(id).size,
    now: () => clock.now,
    ...options,
  });
  const tool = (name: string, approval: true | ((input: { amount: number }) => boolean)) =>
    defineTool("bank", {
      name,
      description: "Moves money.",
      input: bankInput,
      approval,
      run(input, _call: BankCall, turn) {
        if (input.dry_run) {
          return [`would ${name}\t${input.amount} ${input.currency} to ${input.to}`];
        }
        paid.push({ input, approval: turn.approval });
        return [`done\t${name}`];
      },
    });
  const pay = tool("bank_pay", (input) => input.amount > 100);
  const refund = tool("bank_refund", true);
  const registry = createToolRegistry([defineToolkit("bank", [pay, refund])], { approvals });
  return { clock, paid, used, approvals, registry, pay, refund };
}

/** What a call was refused with; fails where it ran. */
export async function refusal(call: Promise<unknown>): Promise<ApprovalRequired> {
  const error = await call.then(() => undefined, (error: unknown) => error);
  if (error === undefined) throw new Error("the call ran");
  return error as ApprovalRequired;
}

/** A grant for a call as sent: refused first, then granted by the person named. */
export async function granted(
  { registry, approvals }: ReturnType<typeof bank>,
  name: string,
  input: Record<string, unknown>,
  call: BankCall,
  by = "user:ann",
): Promise<string> {
  const asked = await refusal(registry.run(name, input, call));
  if (!(asked instanceof ApprovalRequired)) throw asked;
  return await approvals.grant(asked.request, { by });
}
