// A clock the tests move by hand, for deadlines that never wait on real time.

import type { ToolClock } from "@adecore/agents/context";

interface Pending {
  readonly at: number;
  readonly callback: () => void;
}

/** Lets every job queued so far run: promise jobs, and the jobs they queue. */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock whose time moves only when a test says, firing its timers in time order. */
export class HandClock implements ToolClock {
  #now: number;
  #next = 1;
  readonly #timers = new Map<number, Pending>();
  /** Every timer ever set, and every one cleared: what a registry made. */
  set = 0;
  cleared = 0;

  constructor(start = 1_700_000_000_000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + ms, callback });
    this.set++;
    return id;
  }

  clearTimeout(timer: unknown): void {
    if (this.#timers.delete(timer as number)) this.cleared++;
  }

  /** The timers set and not yet fired or cleared. */
  get pending(): number {
    return this.#timers.size;
  }

  /** Moves the time on by `ms`, firing each timer due on the way, earliest first, and lets jobs run after each. */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    for (;;) {
      let first: [number, Pending] | undefined;
      for (const timer of this.#timers) {
        if (timer[1].at <= end && (first === undefined || timer[1].at < first[1].at)) first = timer;
      }
      if (first === undefined) break;
      this.#timers.delete(first[0]);
      this.#now = Math.max(this.#now, first[1].at);
      first[1].callback();
      await settled();
    }
    this.#now = end;
    await settled();
  }

  /** Moves the time on without firing a timer, as a busy process would. */
  skip(ms: number): void {
    this.#now += ms;
  }
}
