// A private helper: one call in flight, from its checks to its end. It is
// the turn the tool's run is handed (the signal, the deadline, progress),
// and it ends the call early, at the deadline or when the host's signal
// aborts, abandoning the tool: what the tool gives after that goes to the
// registry's onLate, never to a model, and never as an unhandled rejection.

import type { ZodObject } from "zod";
import { thenOf } from "../answer/_answer.ts";
import type { ToolCallBase } from "../call.ts";
import type { ToolClock, ToolLate } from "../options.ts";
import type { Tool } from "../tool.ts";
import type { ToolApproval, ToolProgress, ToolTurn } from "../turn.ts";
import { timedOut, type Timing } from "./_deadline.ts";
import type { ToolAttachment } from "../attachments.ts";
import { checkedAttachment, type Rules } from "../attachments/_check.ts";
import { named } from "../util/_named.ts";
import type { Timer } from "./_timer.ts";

/** What a registry shares with each of its calls. */
export interface Life {
  readonly clock: ToolClock;
  /** The registry's one timer, which calls `Flight.timeOut` on a flight whose time is up. */
  readonly timer: Timer<Flight<unknown>>;
  readonly onLate: ((late: ToolLate) => void) | undefined;
  /** What tools may attach. */
  readonly rules: Rules;
}

/**
 * What a call resolves to, from what the tool's run gave once it settled
 * and what it attached (undefined for nothing).
 */
export type Finish<T> = (
  given: unknown,
  attached?: readonly ToolAttachment[] | undefined,
) => T | Promise<T>;

/** A tool as a registry runs it: with its deadline's refusals, where it has one. */
export interface Runs {
  readonly tool: Tool<ZodObject, never>;
  readonly timing: Timing | undefined;
}

/** The longest message a progress report carries, in characters. */
export const MAX_MESSAGE = 200;

// The phases of a call, in order.
const CHECKING = 0;
const RUNNING = 1;
/** Run settled in time (or ended at once): nothing ends the call early now. */
const SETTLED = 2;
/** Ended early, at the deadline or by the host's signal: the tool is abandoned. */
const ENDED = 3;

/** One call in flight, and the turn its tool's run is handed. */
export class Flight<T> implements ToolTurn {
  readonly deadlineAt: number | undefined;
  /** The approval that let the call run, set once its grant passed. */
  approval: ToolApproval | undefined = undefined;
  readonly #life: Life;
  readonly #runs: Runs;
  readonly #call: ToolCallBase | undefined;
  #phase = CHECKING;
  #controller: AbortController | undefined = undefined;
  #signal: AbortSignal | undefined = undefined;
  /** The reason the call ended early with. */
  #reason: unknown = undefined;
  #endedAt = 0;
  #last = -1;
  #resolve: ((value: T | Promise<T>) => void) | undefined = undefined;
  #reject: ((reason: unknown) => void) | undefined = undefined;
  /** The host's signal, while the flight listens to it. */
  #listened: AbortSignal | undefined = undefined;
  /** What the tool attached while it ran, checked. */
  #attached: ToolAttachment[] | undefined = undefined;

  constructor(life: Life, runs: Runs, call: ToolCallBase | undefined, started: number) {
    this.#life = life;
    this.#runs = runs;
    this.#call = call;
    this.deadlineAt = runs.timing === undefined ? undefined : started + runs.timing.ms;
  }

  get signal(): AbortSignal {
    if (this.#signal !== undefined) return this.#signal;
    const host = this.#call?.signal;
    if (this.#runs.timing === undefined && host !== undefined) return this.#signal = host;
    // Aborted by the flight, at the deadline or when it hears the host's signal abort.
    const own = this.#controller = new AbortController();
    if (this.#phase === ENDED) own.abort(this.#reason);
    return this.#signal = own.signal;
  }

  progress(done: number, total?: number, message?: string): void {
    const call = this.#call;
    const report = call?.onProgress;
    if (typeof report !== "function" || this.#phase !== RUNNING) return;
    if (!Number.isFinite(done) || done < 0 || done <= this.#last) return;
    if (total !== undefined && (!Number.isFinite(total) || total < 0)) return;
    this.#last = done;
    // A done of -0 is reported as 0.
    const progress: { done: number; total?: number; message?: string } = { done: done || 0 };
    if (total !== undefined) progress.total = total;
    if (typeof message === "string") progress.message = cut(message);
    try {
      report.call(call, progress as ToolProgress);
    } catch {
      // The host's own mistake never ends the tool's work.
    }
  }

  attach(attachment: ToolAttachment): void {
    // Dropped once run settled or the call ended, and during a dry run's preview.
    if (this.#phase !== RUNNING) return;
    const checked = checkedAttachment(attachment, this.#life.rules, named(this.#runs.tool));
    (this.#attached ??= []).push(checked);
  }

  /**
   * Runs the tool on its checked input: its rows or answer, or for a run
   * that gives a promise, what the call settles with, unless the deadline or
   * the host's signal ends it first.
   */
  run(input: unknown, finish: Finish<T>): Promise<T> {
    // Checks that end once the host's signal aborted (a check's own code may
    // abort it) or past the deadline leave the tool unstarted: as in afterChecks.
    const signal = this.#call?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#overdue()) return Promise.reject(timedOut(this.#runs.timing!, false));
    const given = this.#start(input);
    if (thenOf(this.#runs.tool, given) === undefined) return this.#ready(given, finish);
    if (!this.#watched()) return Promise.resolve(given).then(this.#finishing(finish));
    return new Promise<T>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
      this.#watch();
      this.#await(given, finish);
    });
  }

  /** Runs the tool once its asynchronous checks pass, unless the call ends first. */
  afterChecks(checked: Promise<unknown>, finish: Finish<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
      this.#watch();
      checked.then((input) => {
        if (this.#phase === ENDED) return;
        const signal = this.#call?.signal;
        if (signal?.aborted) return this.#end(signal.reason);
        if (this.#overdue()) return this.#end(timedOut(this.#runs.timing!, false));
        // Run's synchronous part is heard out, as in run: rows at once count.
        this.#unlisten();
        let given: unknown;
        try {
          given = this.#start(input);
          if (thenOf(this.#runs.tool, given) === undefined) {
            this.#settle();
            resolve(finish(given, this.#attached));
            return;
          }
        } catch (error) {
          this.#settle();
          return reject(error);
        }
        this.#listen();
        this.#await(given, finish);
      }, (error) => {
        if (this.#phase === ENDED) return;
        this.#settle();
        reject(error);
      });
    });
  }

  /** Ends the call at its deadline: called by the registry's timer. */
  static timeOut(flight: Flight<unknown>): void {
    flight.#end(timedOut(flight.#runs.timing!, flight.#phase === RUNNING));
  }

  /** Ends the call when the host's signal aborts. */
  handleEvent(): void {
    this.#end(this.#listened!.reason);
  }

  /** Whether the deadline passed while the checks ran. */
  #overdue(): boolean {
    return this.deadlineAt !== undefined && this.#life.clock.now() >= this.deadlineAt;
  }

  #start(input: unknown): unknown {
    this.#phase = RUNNING;
    try {
      return this.#runs.tool.run(input as never, this.#call as never, this as never);
    } catch (error) {
      // Thrown at once: the call has ended, and the turn takes no more progress.
      this.#phase = SETTLED;
      throw error;
    }
  }

  /** What a run that answered at once ends with: its rows count even past the deadline. */
  #ready(given: unknown, finish: Finish<T>): Promise<T> {
    this.#phase = SETTLED;
    return Promise.resolve(finish(given, this.#attached));
  }

  /** The finish of a run nothing watches: what it attached counts until its promise settles. */
  #finishing(finish: Finish<T>): (given: unknown) => T | Promise<T> {
    return (given) => {
      this.#phase = SETTLED;
      return finish(given, this.#attached);
    };
  }

  /**
   * Whether anything may end the call before its run settles, or progress is
   * reported: only a watched run's promise that rejects ends its progress.
   */
  #watched(): boolean {
    const call = this.#call;
    return this.#runs.timing !== undefined || typeof call?.onProgress === "function" ||
      typeof call?.signal?.addEventListener === "function";
  }

  #watch(): void {
    if (this.#runs.timing !== undefined) this.#life.timer.add(this as Flight<unknown>);
    this.#listen();
  }

  /** Listens to the host's signal; one that aborted meanwhile (run's own code may) ends the call now. */
  #listen(): void {
    const signal = this.#call?.signal;
    if (typeof signal?.addEventListener !== "function") return;
    this.#listened = signal;
    signal.addEventListener("abort", this);
    if (signal.aborted === true) this.#end(signal.reason);
  }

  #unlisten(): void {
    this.#listened?.removeEventListener("abort", this);
    this.#listened = undefined;
  }

  /** The run settled in time, or the checks failed: nothing ends the call early now. */
  #settle(): void {
    this.#phase = SETTLED;
    this.#unwatch();
  }

  #unwatch(): void {
    if (this.#runs.timing !== undefined) this.#life.timer.delete(this as Flight<unknown>);
    this.#unlisten();
  }

  #await(given: unknown, finish: Finish<T>): void {
    // Neither handler throws: a tool abandoned never leaves an unhandled rejection.
    Promise.resolve(given).then((value) => {
      if (this.#phase === ENDED) return this.#late({ outcome: "answered", value });
      this.#settle();
      try {
        this.#resolve!(finish(value, this.#attached));
      } catch (error) {
        this.#reject!(error);
      }
    }, (error) => {
      if (this.#phase === ENDED) return this.#late({ outcome: "threw", error });
      this.#settle();
      this.#reject!(error);
    });
  }

  /** Ends the call early: it rejects at once, and the tool's signal aborts with the same reason. */
  #end(reason: unknown): void {
    this.#phase = ENDED;
    this.#reason = reason;
    this.#endedAt = this.#life.clock.now();
    this.#unwatch();
    this.#controller?.abort(reason);
    this.#reject!(reason);
  }

  #late(outcome: Pick<ToolLate, "outcome" | "value" | "error">): void {
    const onLate = this.#life.onLate;
    if (onLate === undefined) return;
    const { name, toolkit } = this.#runs.tool;
    try {
      onLate({ tool: name, toolkit, ...outcome, lateByMs: this.#life.clock.now() - this.#endedAt });
    } catch {
      // The host's own mistake, where nothing is left to tell.
    }
  }
}

/** A message cut to {@linkcode MAX_MESSAGE} characters, never within one. */
function cut(message: string): string {
  if (message.length <= MAX_MESSAGE) return message;
  const characters = [...message];
  return characters.length <= MAX_MESSAGE ? message : characters.slice(0, MAX_MESSAGE).join("");
}
