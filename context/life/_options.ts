// A private helper: the options a host gives createToolRegistry, checked,
// each mistake a plain Error naming the option and what would be right.

import type { ToolCallEvent, ToolClock, ToolLate } from "../options.ts";
import type { ToolDeadline } from "../turn.ts";
import { readDeadline } from "./_deadline.ts";
import type { Hold } from "./_timer.ts";
import { Approvals } from "../approval/_approvals.ts";
import { optionsOf } from "../util/_options.ts";
import type { State } from "../approval/_gate.ts";
import { readSearch, type SearchTool } from "../search/_tool.ts";
import { readRules, RULES, type Rules } from "../attachments/_check.ts";

/** The options as a registry keeps them: the clock always given. */
export interface Options {
  readonly deadline: ToolDeadline | undefined;
  readonly onLate: ((late: ToolLate) => void) | undefined;
  readonly onCall: ((event: ToolCallEvent) => void) | undefined;
  readonly clock: ToolClock;
  /** For the platform's clock: lets its timer stay set without holding the process open. */
  readonly hold: Hold | undefined;
  /** The state of the approvals given. */
  readonly approvals: State | undefined;
  /** The search tool asked for. */
  readonly search: SearchTool | undefined;
  /** What tools may attach. */
  readonly rules: Rules;
}

/** `Date.now` and the platform's timers, called as functions of their own. */
const PLATFORM: ToolClock = Object.freeze({
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
  clearTimeout: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/**
 * Lets a timer of the platform go, or holds it again: Deno's, Node's and
 * Bun's timers are objects with `unref` and `ref`. Elsewhere (Workers,
 * browsers), where a timer is a number, nothing: false.
 */
export function platformHold(timer: unknown, held: boolean): boolean {
  const handle = timer as { ref?: unknown; unref?: unknown } | null | undefined;
  if (typeof handle?.ref !== "function" || typeof handle.unref !== "function") return false;
  if (held) handle.ref.call(timer);
  else handle.unref.call(timer);
  return true;
}

const NAMES: ReadonlyArray<string> = [
  "deadline",
  "onLate",
  "onCall",
  "clock",
  "approvals",
  "search",
  "attachments",
];
const AT = "createToolRegistry: the option";

/**
 * The options of a registry, checked.
 *
 * @throws {Error} For options that are no object, an option no registry
 * has, a deadline out of range, a hook or a clock that is no function.
 */
export function readOptions(given: unknown): Options {
  if (given == null) {
    return {
      deadline: undefined,
      onLate: undefined,
      onCall: undefined,
      clock: PLATFORM,
      hold: platformHold,
      approvals: undefined,
      search: undefined,
      rules: RULES,
    };
  }
  const options = optionsOf(given, NAMES, "createToolRegistry", "{ deadline: 10_000 }");
  const { deadline, onLate, onCall, clock, approvals, search, attachments } = options;
  return {
    deadline: readDeadline(deadline, `${AT} deadline`),
    onLate: hook(onLate, "onLate") as Options["onLate"],
    onCall: hook(onCall, "onCall") as Options["onCall"],
    clock: clock == null ? PLATFORM : readClock(clock),
    // A host's own clock has its own timers, which are cleared with the last call.
    hold: clock == null ? platformHold : undefined,
    approvals: approvals == null ? undefined : approvalsOf(approvals),
    search: readSearch(search),
    rules: readRules(attachments),
  };
}

function approvalsOf(approvals: unknown): State {
  const state = Approvals.stateOf(approvals);
  if (state !== undefined) return state;
  throw new Error(`${AT} approvals was not made by createApprovals; make it with createApprovals`);
}

function hook(value: unknown, name: string): unknown {
  if (value == null || typeof value === "function") return value ?? undefined;
  throw new Error(`${AT} ${name} is no function; give one, or leave it out`);
}

function readClock(clock: unknown): ToolClock {
  for (const name of ["now", "setTimeout", "clearTimeout"]) {
    if (typeof (clock as Record<string, unknown>)[name] !== "function") {
      throw new Error(
        `${AT} clock has no function ${name}; give now, setTimeout and clearTimeout, ` +
          "or leave the clock out",
      );
    }
  }
  return clock as ToolClock;
}
