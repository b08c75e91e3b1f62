// A private helper: a deadline as a tool or a registry gives it, checked and
// made whole, and the refusals a call ends with at its deadline, written
// once for each tool.

import { ToolRefusal } from "../refusal.ts";
import type { ToolDeadline } from "../turn.ts";

/** The longest deadline: what every platform's timers take, 2^31 - 1 ms (about 24.8 days). */
export const MAX_DEADLINE: number = 2 ** 31 - 1;

/**
 * A deadline made whole and frozen: `{ ms }`, with `advice` where given,
 * ending as a sentence does; none for undefined or null.
 *
 * @param at How a mistake names where the deadline was given, such as
 * `tool "x" in toolkit "y": the deadline`.
 * @throws {Error} For what is no whole number of milliseconds from 1 to
 * 2^31 - 1 nor an object of `ms` and `advice`, or advice that is no text.
 */
export function readDeadline(given: unknown, at: string): ToolDeadline | undefined {
  if (given == null) return undefined;
  let ms: unknown = given;
  let advice: unknown;
  let what = at;
  if (typeof given === "object" && !Array.isArray(given)) {
    const { ms: time, advice: words, ...rest } = given as Record<string, unknown>;
    const other = Object.keys(rest)[0];
    if (other !== undefined) {
      throw new Error(`${at} has no field ${JSON.stringify(other)}; give { ms, advice }`);
    }
    [ms, advice, what] = [time, words, `${at}'s ms`];
  }
  // Number.isInteger is false for what is no number.
  if (!Number.isInteger(ms) || (ms as number) < 1 || (ms as number) > MAX_DEADLINE) {
    throw new Error(
      `${what} is ${shown(ms)}; give a whole number of milliseconds from 1 to ${MAX_DEADLINE}, ` +
        "or { ms, advice }",
    );
  }
  if (advice === undefined) return Object.freeze({ ms: ms as number });
  if (typeof advice !== "string" || advice.trim() === "") {
    throw new Error(`${at}'s advice is no text; write a sentence for the model, or leave it out`);
  }
  return Object.freeze({ ms: ms as number, advice: sentence(advice.trim()) });
}

function shown(value: unknown): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return `${value}n`;
    case "object":
      return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
    case "function":
      return "a function";
    default:
      return String(value);
  }
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A time as a refusal words it: `250 ms` under a second, `1.5 s` under a
 * minute (at most one decimal, none for a whole number), `2 min` above.
 */
export function timeText(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 100) / 10;
  return seconds < 60 ? `${seconds} s` : `${Math.round(ms / 6000) / 10} min`;
}

/** What a call at its deadline is refused with, written when the registry is made. */
export interface Timing {
  /** The milliseconds a call may take. */
  readonly ms: number;
  /** The message where the checks were still running: nothing was done. */
  readonly before: string;
  /** The message where `run` had started. */
  readonly during: string;
  /** The retry row where `run` had started: `same` for a tool safe to repeat, `check` otherwise. */
  readonly duringRow: string;
}

/**
 * The refusals of a tool's deadline.
 *
 * @param repeatable Whether the tool is safe to repeat: read-only or idempotent.
 */
export function timingOf(deadline: ToolDeadline, repeatable: boolean): Timing {
  const within = `no answer within ${timeText(deadline.ms)}; `;
  const advice = deadline.advice === undefined ? "" : `. ${deadline.advice}`;
  return {
    ms: deadline.ms,
    before: `${within}nothing was done, so the same call is safe to send again${advice}`,
    during: repeatable
      ? `${within}the tool is safe to repeat, so the same call may be sent again${advice}`
      : `${within}it may have done part of its work, so check before calling it again${advice}`,
    duringRow: repeatable ? SAME : "retry\tcheck",
  };
}

const SAME = "retry\tsame";

/** The refusal of a call at its deadline: before `run` started, or after. */
export function timedOut(timing: Timing, started: boolean): ToolRefusal {
  return started
    ? new ToolRefusal("timed-out", timing.during, [timing.duringRow])
    : new ToolRefusal("timed-out", timing.before, [SAME]);
}
