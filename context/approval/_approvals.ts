// A private helper: the approvals createApprovals makes, with the state a
// registry reads through `Approvals.stateOf` and no host can reach, and
// the options they are made from, checked.

import type { ZodObject } from "zod";
import { resultOf } from "../answer/_answer.ts";
import type { ToolCallBase } from "../call.ts";
import { inputCheckOfMade, inputOrRefusal, refuse } from "../check/_check.ts";
import type { Tool, ToolRows } from "../tool.ts";
import type { ToolApproval, ToolTurn } from "../turn.ts";
import { asks, gate, grantOf, type State } from "./_gate.ts";
import { importKey } from "./_token.ts";
import { optionsOf } from "../util/_options.ts";

/** The approvals of a host: granting requests, and verifying calls that run another way. */
export class Approvals {
  readonly #state: State;

  constructor(state: State) {
    this.#state = state;
  }

  /** The state of approvals createApprovals made; undefined for anything else. */
  static stateOf(value: unknown): State | undefined {
    return typeof value === "object" && value !== null && #state in value
      ? (value as Approvals).#state
      : undefined;
  }

  grant(request: string, approver: { readonly by: string }): Promise<string> {
    const by = (approver as { by?: unknown } | null | undefined)?.by;
    if (typeof by !== "string" || by.trim() === "") {
      return Promise.reject(
        new Error(
          'approvals.grant: say who approved, like { by: "user:42" }; it reaches the tool as ' +
            "turn.approval.by",
        ),
      );
    }
    return grantOf(this.#state, request, by);
  }

  async verify(
    tool: Tool<ZodObject, never>,
    input: unknown,
    call: ToolCallBase,
  ): Promise<ToolApproval | undefined> {
    const checked = refuse(await inputOrRefusal(inputCheckOfMade(tool), input, tool)) as Record<
      string,
      unknown
    >;
    if (!asks(tool, checked, call)) return undefined;
    const turn: ToolTurn = {
      signal: call?.signal ?? new AbortController().signal,
      deadlineAt: undefined,
      progress: () => {},
      // A dry run's preview attaches nothing.
      attach: () => {},
    };
    const preview = async (dry: Record<string, unknown>): Promise<ToolRows> => {
      const given = await tool.run({ ...dry, dry_run: true } as never, call as never, turn);
      return (await resultOf(tool, given)).rows;
    };
    return await gate(this.#state, tool, checked, call, preview);
  }
}

/** The least a secret holds, in bytes. */
export const MIN_KEY = 32;
/** An hour, in milliseconds. */
const HOUR = 3_600_000;
const NAMES: ReadonlyArray<string> = ["keys", "bind", "requestTtlMs", "grantTtlMs", "once", "now"];
const encoder = new TextEncoder();

/**
 * The state of approvals from a host's options, its keys being imported.
 *
 * @throws {Error} For options that are no object, an option there is not,
 * no key, a key under 32 bytes, no bind, a time to live that is no whole
 * number of milliseconds from 1, or a hook that is no function.
 */
export function readApprovals(given: unknown): State {
  const options = optionsOf(
    given,
    NAMES,
    "createApprovals",
    "{ keys: [secret], bind: (call) => call.user }",
  );
  const { keys, bind, requestTtlMs, grantTtlMs, once, now } = options;
  const secrets = secretsOf(keys);
  if (typeof bind !== "function") {
    throw new Error(
      "createApprovals: bind is no function; give one that answers what in a call changes its " +
        'effect, like (call) => call.user, or () => "" where nothing does',
    );
  }
  const keysMade = Promise.all(secrets.map(importKey));
  // Kept from being an unhandled rejection until a call awaits it.
  keysMade.catch(() => {});
  return {
    keys: keysMade,
    bind: bind as State["bind"],
    requestTtlMs: ttl(requestTtlMs, "requestTtlMs", HOUR),
    grantTtlMs: ttl(grantTtlMs, "grantTtlMs", 5 * 60_000),
    once: hook(once, "once") as State["once"],
    now: (hook(now, "now") as State["now"] | undefined) ?? Date.now,
  };
}

function secretsOf(keys: unknown): Uint8Array[] {
  const list = Array.isArray(keys) ? keys : keys === undefined ? [] : [keys];
  if (list.length === 0) {
    throw new Error(
      "createApprovals: there is no key; give keys, one or more secrets of at least 32 bytes " +
        "(the first signs, every one verifies)",
    );
  }
  return list.map((key, index) => {
    const bytes = typeof key === "string"
      ? encoder.encode(key)
      : key instanceof Uint8Array
      ? new Uint8Array(key)
      : undefined;
    if (bytes === undefined || bytes.length < MIN_KEY) {
      throw new Error(
        `createApprovals: key ${index} is ${
          bytes === undefined ? `${typeof key}, no string or Uint8Array` : `${bytes.length} bytes`
        }; give a secret of at least ${MIN_KEY} bytes, such as 32 random bytes`,
      );
    }
    return bytes;
  });
}

function ttl(value: unknown, name: string, otherwise: number): number {
  if (value === undefined) return otherwise;
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    throw new Error(
      `createApprovals: ${name} is ${String(value)}; give a whole number of milliseconds from 1`,
    );
  }
  return value as number;
}

function hook(value: unknown, name: string): unknown {
  if (value === undefined || typeof value === "function") return value;
  throw new Error(`createApprovals: ${name} is no function; give one, or leave it out`);
}
