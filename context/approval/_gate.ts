// A private helper: the approvals a host made, and the gate a call of a
// tool that asks approval passes before its run: the preview and request
// without a grant, each check of a grant in the order the README gives, and
// the host's `once` last of all.

import type { ZodObject } from "zod";
import { ApprovalRequired } from "../approval.ts";
import type { ToolCallBase } from "../call.ts";
import { ToolRefusal } from "../refusal.ts";
import { retryRow } from "../retry.ts";
import type { Tool, ToolRows } from "../tool.ts";
import type { ToolApproval } from "../turn.ts";
import { named } from "../util/_named.ts";
import { canonical, type Key, open, type Payload, sign, tag, verified } from "./_token.ts";

/** What approvals keep: the keys, the first signing, and the host's functions. */
export interface State {
  /** Imported once, when the approvals are made. */
  readonly keys: Promise<readonly Key[]>;
  readonly bind: (call: never) => string;
  readonly requestTtlMs: number;
  readonly grantTtlMs: number;
  readonly once: ((id: string, expiresAt: number) => boolean | Promise<boolean>) | undefined;
  readonly now: () => number;
}

/** A tool that asks approval, as a gate reads it. */
export type Asking = Tool<ZodObject, never>;

/** Runs the tool's dry run on an input and gives its rows. */
export type Preview = (input: Record<string, unknown>) => Promise<ToolRows>;

const REQUIRED = "a person must approve this call before it runs; this is what it would do";
const EXPIRED = "the approval of this call expired; a person must approve it again before it " +
  "runs; this is what it would do";
const INVALID = "the approval sent with this call is not valid for it; nothing ran";
const USED = "the approval sent with this call was used already; nothing ran";
const APPROVAL = retryRow("approval");
const NEVER = retryRow("never");

/** Whether a call of the tool needs a grant: not a dry run, and the tool's approval says so. */
export function asks(tool: Asking, input: Record<string, unknown>, call: unknown): boolean {
  const approval = tool.approval as true | ((input: unknown, call: unknown) => unknown) | undefined;
  if (approval === undefined || input.dry_run === true) return false;
  if (approval === true) return true;
  let says: unknown;
  try {
    says = approval(input, call);
  } catch (error) {
    throw new Error(`${named(tool)}: its approval function threw; make it answer true or false`, {
      cause: error,
    });
  }
  if (typeof says !== "boolean") {
    throw new Error(
      `${named(tool)}: its approval function answered ${typeof says}; make it answer true or false`,
    );
  }
  return says;
}

/**
 * Lets a call of a tool that asks approval run, with the approval that let
 * it, or rejects with the refusal the model reads.
 */
export async function gate(
  state: State,
  tool: Asking,
  input: Record<string, unknown>,
  call: ToolCallBase | undefined,
  preview: Preview,
): Promise<ToolApproval> {
  const bind = bound(state, call, tool);
  const grant = call?.approval;
  if (grant === undefined) throw await required(state, tool, input, bind, preview, "required");
  if (typeof grant !== "string") {
    throw new Error(
      `${named(tool)}: call.approval is ${grant === null ? "null" : typeof grant}; ` +
        "give the grant approvals.grant resolved to, or leave it out",
    );
  }
  const opened = open(grant, await state.keys);
  if (opened === undefined) throw invalid();
  const { payload, key } = opened;
  const text = inputText(tool.name, bind, input);
  const [genuine, combined] = await Promise.all([verified(opened), tag(key.key, text, 32)]);
  if (!genuine || payload.k !== "g" || payload.t !== tool.name || payload.by === undefined) {
    throw invalid();
  }
  // Plain equality: both sides are tags under a signature already verified.
  const sameInput = combined === payload.c;
  if (!sameInput && await tag(key.key, bindText(bind), 16) !== payload.b) throw invalid();
  if (state.now() >= payload.e) {
    throw await required(state, tool, input, bind, preview, "expired");
  }
  if (!sameInput) {
    const fields = await differing(key, tool.name, input, payload.f);
    throw await required(state, tool, input, bind, preview, fields);
  }
  if (state.once !== undefined) {
    const fresh = await state.once(payload.i, payload.e);
    if (typeof fresh !== "boolean") {
      throw new Error(
        `approvals: once answered ${typeof fresh}; answer true when the id was newly set, ` +
          "false when it was there",
      );
    }
    if (!fresh) throw new ToolRefusal("approval-used", USED, [NEVER]);
  }
  return { id: payload.i, by: payload.by };
}

/**
 * The grant of a request a person approved.
 *
 * @throws {ToolRefusal} `approval-invalid` for what is no request of these
 * approvals; `approval-expired` for one past its time.
 */
export async function grantOf(state: State, request: unknown, by: string): Promise<string> {
  const opened = open(request, await state.keys);
  if (opened === undefined || opened.payload.k !== "r" || !(await verified(opened))) {
    throw new ToolRefusal(
      "approval-invalid",
      "this is no request for approval these approvals made; nothing was granted",
      [NEVER],
    );
  }
  if (state.now() >= opened.payload.e) {
    throw new ToolRefusal(
      "approval-expired",
      "this request for approval expired; call the tool again for a fresh one",
      [APPROVAL],
    );
  }
  const payload: Payload = { ...opened.payload, k: "g", e: state.now() + state.grantTtlMs, by };
  return await sign(opened.key, payload);
}

/** The bind of a call, as the host's function gives it. */
export function bound(state: State, call: unknown, tool: Asking): string {
  const bind = state.bind(call as never);
  if (typeof bind !== "string") {
    throw new Error(
      `${named(tool)}: approvals' bind answered ${typeof bind}; answer a string of what in the ` +
        'call changes the effect, or "" for nothing',
    );
  }
  return bind;
}

/** Why a fresh request is made: none was given, the grant expired, or these fields differ. */
type Why = "required" | "expired" | Differing;

/** The top-level fields where a grant and a call differ, by name. */
interface Differing {
  readonly changed: readonly string[];
  readonly added: readonly string[];
  readonly left: readonly string[];
}

/** The refusal with a preview and a fresh request: the dry run's refusal, if it refuses. */
async function required(
  state: State,
  tool: Asking,
  input: Record<string, unknown>,
  bind: string,
  preview: Preview,
  why: Why,
): Promise<ApprovalRequired> {
  const rows = await preview(input);
  const { token, expiresAt } = await requestOf(state, tool.name, bind, input);
  const lines = [...rows.filter((row) => !OWN.test(row)), APPROVAL];
  if (why === "required") {
    return new ApprovalRequired("approval-required", REQUIRED, lines, token, expiresAt);
  }
  if (why === "expired") {
    return new ApprovalRequired("approval-expired", EXPIRED, lines, token, expiresAt);
  }
  return new ApprovalRequired("approval-mismatch", mismatch(why), lines, token, expiresAt);
}

/** The rows of a dry run's own that a preview leaves out: its fields and its retry class. */
const OWN = /^(?:fields|retry)(?:\t|$)/;

function mismatch({ changed, added, left }: Differing): string {
  const parts = [
    changed.length > 0 ? `changed: ${changed.join(", ")}` : "",
    added.length > 0 ? `added: ${added.join(", ")}` : "",
    left.length > 0 ? `left out: ${left.join(", ")}` : "",
  ].filter((part) => part !== "");
  // Tags that differ name at least one field.
  const which = parts.join("; ");
  return `the approval was given for other arguments (${which}); a person must approve this ` +
    "call before it runs; this is what it would do";
}

/** A request for a call: signed by the first key, with the tags a grant is checked by. */
async function requestOf(
  state: State,
  tool: string,
  bind: string,
  input: Record<string, unknown>,
): Promise<{ token: string; expiresAt: number }> {
  const [key] = await state.keys;
  const [c, b, f] = await Promise.all([
    tag(key!.key, inputText(tool, bind, input), 32),
    tag(key!.key, bindText(bind), 16),
    fieldTags(key!, tool, input),
  ]);
  const id = new Uint8Array(16);
  crypto.getRandomValues(id);
  const expiresAt = state.now() + state.requestTtlMs;
  const i = [...id].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const payload: Payload = { k: "r", kid: key!.id, t: tool, c, b, f, i, e: expiresAt };
  return { token: await sign(key!, payload), expiresAt };
}

/** The fields of an input an approval binds: every one but dry_run. */
function fieldsOf(input: Record<string, unknown>): [string, unknown][] {
  return Object.entries(input).filter(([name, value]) => name !== "dry_run" && value !== undefined);
}

function inputText(tool: string, bind: string, input: Record<string, unknown>): string {
  const fields = Object.fromEntries(fieldsOf(input));
  return `["c",${JSON.stringify(tool)},${JSON.stringify(bind)},${canonical(fields)}]`;
}

function bindText(bind: string): string {
  return `["b",${JSON.stringify(bind)}]`;
}

async function fieldTags(
  key: Key,
  tool: string,
  input: Record<string, unknown>,
): Promise<Record<string, string>> {
  const fields = fieldsOf(input);
  const tags = await Promise.all(
    fields.map(([name, value]) =>
      tag(key.key, `["f",${JSON.stringify(tool)},${JSON.stringify(name)},${canonical(value)}]`, 12)
    ),
  );
  return Object.fromEntries(fields.map(([name], index) => [name, tags[index]!]));
}

/** The fields where a call differs from what a grant was given for. */
async function differing(
  key: Key,
  tool: string,
  input: Record<string, unknown>,
  granted: Readonly<Record<string, string>>,
): Promise<Differing> {
  const now = await fieldTags(key, tool, input);
  const changed: string[] = [];
  const added: string[] = [];
  for (const [name, value] of Object.entries(now)) {
    if (!Object.hasOwn(granted, name)) added.push(name);
    else if (granted[name] !== value) changed.push(name);
  }
  const left = Object.keys(granted).filter((name) => !Object.hasOwn(now, name));
  return { changed, added, left };
}

/** The refusal of a token that is not a grant of this call. */
function invalid(): ToolRefusal {
  return new ToolRefusal("approval-invalid", INVALID, [NEVER]);
}
