/**
 * Approvals bound to the exact arguments: a request a person sees, a grant
 * that expires, and where the host keeps used ids, a grant that runs once.
 *
 * @module
 */

import type { ZodObject } from "zod";
import type { ToolCallBase } from "./call.ts";
import type { Tool } from "./tool.ts";
import type { ToolApproval } from "./turn.ts";
import { Approvals, readApprovals } from "./approval/_approvals.ts";

/**
 * What `createApprovals` takes.
 *
 * @example Approvals for one user's calls, each grant run once
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ApprovalsOptions, ToolCallBase } from "@adecore/agents/context";
 *
 * const used = new Set<string>();
 * const options: ApprovalsOptions<ToolCallBase & { user: string }> = {
 *   keys: ["a secret of at least thirty-two bytes, from the host's vault"],
 *   bind: (call) => call.user,
 *   once: (id) => used.size < used.add(id).size,
 * };
 * assert.equal(options.once!("a", 0), true);
 * assert.equal(options.once!("a", 0), false);
 * ```
 */
export interface ApprovalsOptions<Call extends ToolCallBase = ToolCallBase> {
  /**
   * One or more secrets of at least 32 bytes (a string counts its UTF-8
   * bytes): the first signs, every one verifies, so a new key goes first
   * and an old one stays until its tokens have expired.
   */
  readonly keys: string | Uint8Array | readonly (string | Uint8Array)[];
  /**
   * What in a call changes its effect (the user, the workspace), as a
   * string: a grant for one never runs for another. `() => ""` binds
   * nothing, for a host with one user.
   */
  readonly bind: (call: Call) => string;
  /** How long a request may wait for a person, in milliseconds: an hour unless given. */
  readonly requestTtlMs?: number | undefined;
  /** How long a grant may wait for its call, in milliseconds: five minutes unless given. */
  readonly grantTtlMs?: number | undefined;
  /**
   * Sets a grant's id if it is absent, atomically, and answers whether it
   * was newly set (SQLite's `INSERT ... ON CONFLICT DO NOTHING`, Redis's
   * `SET NX PX`). Called after every other check, just before `run`: a
   * grant it accepts is spent even if the call then fails. Without it a
   * grant runs every time it is sent until it expires.
   */
  readonly once?: ((id: string, expiresAt: number) => boolean | Promise<boolean>) | undefined;
  /** The clock tokens expire by, in milliseconds since the epoch: `Date.now` unless given. */
  readonly now?: (() => number) | undefined;
}

/**
 * Approvals a registry checks its calls with, and a host grants with.
 *
 * @example Granting what a person approved
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import {
 *   ApprovalRequired,
 *   createApprovals,
 *   createToolRegistry,
 *   defineTool,
 *   defineToolkit,
 * } from "@adecore/agents/context";
 *
 * const pay = defineTool("bank", {
 *   name: "bank_pay",
 *   description: "Pays an amount to a payee.",
 *   input: z.object({ to: z.string(), amount: z.number(), dry_run: z.boolean().optional() }),
 *   approval: true,
 *   run: (input, _call, turn) =>
 *     input.dry_run ? [`pay\t${input.amount} to ${input.to}`] : [`paid\t${turn.approval?.id}`],
 * });
 * const approvals = createApprovals({ keys: ["0123456789abcdef0123456789abcdef"], bind: () => "" });
 * const registry = createToolRegistry([defineToolkit("bank", [pay])], { approvals });
 *
 * const asked = await registry.run("bank_pay", { to: "ACME", amount: 120 }, {}).catch((error) => error);
 * assert.ok(asked instanceof ApprovalRequired);
 * assert.deepEqual(asked.lines, ["pay\t120 to ACME", "retry\tapproval"]);
 *
 * const approval = await approvals.grant(asked.request, { by: "user:42" });
 * const rows = await registry.run("bank_pay", { amount: 120, to: "ACME" }, { approval });
 * assert.match(rows[0]!, /^paid\t[0-9a-f]{32}$/);
 * ```
 */
export interface ToolApprovals<Call extends ToolCallBase = ToolCallBase> {
  /**
   * Grants a request a person approved.
   *
   * @param request The `request` of an `ApprovalRequired`: untrusted where
   * it came back from a client.
   * @param approver Who approved: the tool reads it as `turn.approval.by`.
   * @returns The grant: give it as `call.approval` with the same arguments.
   * @throws {ToolRefusal} `approval-invalid` for what is no request of
   * these approvals (forged, altered, a grant); `approval-expired` for a
   * request past its time.
   */
  grant(request: string, approver: { readonly by: string }): Promise<string>;
  /**
   * Checks a call of a tool a host runs another way, as a registry would:
   * its input as sent, then its grant, then `once`.
   *
   * @param tool A tool `defineTool` made.
   * @param input The arguments as sent.
   * @param call The host's call, with its `approval`.
   * @returns The approval that lets the call run; undefined where it needs
   * none (a dry run, a tool that asks none or whose approval says false).
   * @throws {ToolRefusal} `bad-arguments`, or a refusal of the approval's.
   */
  verify(
    tool: Tool<ZodObject, never>,
    input: unknown,
    call: Call,
  ): Promise<ToolApproval | undefined>;
}

/**
 * Makes the approvals a registry's tools that ask approval are checked by.
 * A token is signed with HMAC-SHA-256 through WebCrypto; it holds keyed
 * tags of the tool, the bind and each argument, never a value.
 *
 * @param options The keys, the bind, and optionally the times to live, `once` and `now`.
 * @returns The approvals: give them to `createToolRegistry` as `approvals`.
 * @throws {Error} For a key under 32 bytes, no bind, a time to live that
 * is no whole number of milliseconds from 1, or an option there is not.
 *
 * @example A key too short
 * ```ts
 * import assert from "node:assert/strict";
 * import { createApprovals } from "@adecore/agents/context";
 *
 * assert.throws(() => createApprovals({ keys: "short", bind: () => "" }), /key 0 is 5 bytes/);
 * ```
 */
export function createApprovals<Call extends ToolCallBase = ToolCallBase>(
  options: ApprovalsOptions<Call>,
): ToolApprovals<Call> {
  return new Approvals(readApprovals(options)) as ToolApprovals<Call>;
}
