// The one timer of a registry: set for the earliest call, moved only for an
// earlier one, cleared with the last, and firing each call whose time is up.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Timer } from "../../../context/life/_timer.ts";
import { HandClock } from "./clock.ts";

interface Item {
  readonly name: string;
  readonly deadlineAt: number;
}

function timer(): {
  clock: HandClock;
  due: string[];
  timer: Timer<Item>;
  at(ms: number, name: string): Item;
} {
  const clock = new HandClock(0);
  const due: string[] = [];
  const made = new Timer<Item>(clock, (item) => due.push(item.name));
  return { clock, due, timer: made, at: (ms, name) => ({ name, deadlineAt: clock.now() + ms }) };
}

describe("Timer", () => {
  it("keeps one timer for many items, set for the earliest", async () => {
    const { clock, due, timer: kept, at } = timer();
    kept.add(at(300, "c"));
    kept.add(at(100, "a"));
    kept.add(at(200, "b"));
    kept.add(at(100, "a2"));
    assert.deepEqual([clock.set, clock.cleared, clock.pending], [2, 1, 1]);
    await clock.advance(99);
    assert.deepEqual(due, []);
    await clock.advance(1);
    assert.deepEqual(due, ["a", "a2"]);
    await clock.advance(100);
    assert.deepEqual(due, ["a", "a2", "b"]);
    await clock.advance(100);
    assert.deepEqual(due, ["a", "a2", "b", "c"]);
    assert.deepEqual([kept.size, clock.pending], [0, 0]);
  });

  it("clears its timer with the last item taken out, and keeps it while any is left", async () => {
    const { clock, due, timer: kept, at } = timer();
    const first = at(100, "a");
    const second = at(200, "b");
    kept.add(first);
    kept.add(second);
    kept.delete(first);
    assert.equal(clock.pending, 1);
    // Fired early, for an item gone: it is set again for the next.
    await clock.advance(100);
    assert.deepEqual([due, clock.pending], [[], 1]);
    kept.delete(second);
    assert.deepEqual([kept.size, clock.pending], [0, 0]);
    kept.delete(second);
    assert.equal(clock.cleared, 1);
    await clock.advance(1_000);
    assert.deepEqual(due, []);
  });

  it("fires an item added while it fires, when its own time is up", async () => {
    const clock = new HandClock(0);
    const due: string[] = [];
    const kept: Timer<Item> = new Timer<Item>(clock, (item) => {
      due.push(item.name);
      if (item.name === "a") kept.add({ name: "b", deadlineAt: clock.now() + 50 });
    });
    kept.add({ name: "a", deadlineAt: 100 });
    await clock.advance(100);
    assert.deepEqual(due, ["a"]);
    await clock.advance(50);
    assert.deepEqual(due, ["a", "b"]);
    assert.equal(clock.pending, 0);
  });

  it("fires at once an item already due", async () => {
    const { clock, due, timer: kept } = timer();
    kept.add({ name: "past", deadlineAt: -5 });
    await clock.advance(0);
    assert.deepEqual(due, ["past"]);
  });
});
