// A private helper: the one timer of a registry. Calls with a deadline that
// wait on a promise are kept in a set; the timer is set for the earliest of
// them. Once the set is empty it is cleared, or, where the platform can let
// a timer stay without holding the process open (Deno, Node, Bun), left set
// but let go until it fires and finds nothing: a call after a call then
// sets no timer, which costs Deno about 2 µs, and a process with nothing
// else to do still exits.

import type { ToolClock } from "../options.ts";

/** What the timer keeps: anything with a time it is due at. */
export interface Due {
  /** Milliseconds since the epoch, by the clock the timer is given. */
  readonly deadlineAt: number | undefined;
}

/**
 * Lets a timer the clock set go (`held` false: it no longer holds the
 * process open) or holds it again; false where the platform cannot.
 */
export type Hold = (timer: unknown, held: boolean) => boolean;

/** The calls in flight with a deadline, and the one timer that ends them when it passes. */
export class Timer<T extends Due> {
  readonly #clock: ToolClock;
  readonly #due: (item: T) => void;
  readonly #hold: Hold | undefined;
  readonly #items = new Set<T>();
  #timer: unknown = undefined;
  /** When the timer is set for; Infinity while it is not set. */
  #at = Infinity;
  /** Whether the timer is set but let go, holding nothing open: no item waits. */
  #idle = false;

  /**
   * @param clock What the time is read from, and the timer set with.
   * @param due Called once for each item whose time is up, after it is taken out.
   * @param hold Lets the clock's timer go and holds it again, where the
   * platform can; without it the timer is cleared with the last item.
   */
  constructor(clock: ToolClock, due: (item: T) => void, hold?: Hold) {
    this.#clock = clock;
    this.#due = due;
    this.#hold = hold;
  }

  /** How many items wait: for tests. */
  get size(): number {
    return this.#items.size;
  }

  /** Keeps an item until it is taken out or its time is up. */
  add(item: T): void {
    this.#items.add(item);
    if (item.deadlineAt! < this.#at) this.#set(item.deadlineAt!);
    else if (this.#idle) {
      // Set for earlier: it fires, finds this item not due, and is set again for it.
      this.#idle = false;
      this.#hold!(this.#timer, true);
    }
  }

  /** Takes an item out; the timer goes with the last one, or is let go. */
  delete(item: T): void {
    if (!this.#items.delete(item) || this.#items.size > 0) return;
    if (this.#hold?.(this.#timer, false)) {
      this.#idle = true;
      return;
    }
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#at = Infinity;
  }

  #set(at: number): void {
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    this.#at = at;
    this.#idle = false;
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
