// A private helper: the one timer of a registry. Calls with a deadline that
// wait on a promise are kept in a set; the timer is set for the earliest of
// them, and cleared once the set is empty, so no timer is made per call and
// none outlives the calls, and a process with nothing else to do can exit.

import type { ToolClock } from "../options.ts";

/** What the timer keeps: anything with a time it is due at. */
export interface Due {
  /** Milliseconds since the epoch, by the clock the timer is given. */
  readonly deadlineAt: number | undefined;
}

/** The calls in flight with a deadline, and the one timer that ends them when it passes. */
export class Timer<T extends Due> {
  readonly #clock: ToolClock;
  readonly #due: (item: T) => void;
  readonly #items = new Set<T>();
  #timer: unknown = undefined;
  /** When the timer is set for; Infinity while it is not set. */
  #at = Infinity;

  /**
   * @param clock What the time is read from, and the timer set with.
   * @param due Called once for each item whose time is up, after it is taken out.
   */
  constructor(clock: ToolClock, due: (item: T) => void) {
    this.#clock = clock;
    this.#due = due;
  }

  /** How many items wait: for tests. */
  get size(): number {
    return this.#items.size;
  }

  /** Keeps an item until it is taken out or its time is up. */
  add(item: T): void {
    this.#items.add(item);
    if (item.deadlineAt! < this.#at) this.#set(item.deadlineAt!);
  }

  /** Takes an item out; the timer goes with the last one. */
  delete(item: T): void {
    if (!this.#items.delete(item) || this.#items.size > 0) return;
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#at = Infinity;
  }

  #set(at: number): void {
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    this.#at = at;
    this.#timer = this.#clock.setTimeout(() => this.#fire(), Math.max(0, at - this.#clock.now()));
  }

  #fire(): void {
    this.#timer = undefined;
    this.#at = Infinity;
    const now = this.#clock.now();
    let next = Infinity;
    for (const item of this.#items) {
      const at = item.deadlineAt!;
      if (at > now) next = Math.min(next, at);
      else {
        this.#items.delete(item);
        this.#due(item);
      }
    }
    // What `due` added meanwhile may have set the timer already.
    if (next < this.#at) this.#set(next);
  }
}
