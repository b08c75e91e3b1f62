// The one timer of a registry: set for the earliest call, moved only for an
// earlier one, cleared with the last (or let go, where the platform can),
// and firing each call whose time is up.
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

  it("lets its timer go with the last item where it can, and holds it again for the next, setting none", async () => {
    const clock = new HandClock(0);
    const due: string[] = [];
    const holds: [unknown, boolean][] = [];
    const kept = new Timer<Item>(clock, (item) => due.push(item.name), (timer, held) => {
      holds.push([timer, held]);
      return true;
    });
    const first = { name: "a", deadlineAt: 100 };
    const later = { name: "z", deadlineAt: 120 };
    kept.add(first);
    kept.add(later);
    // Held as it was set: nothing to hold again.
    assert.deepEqual(holds, []);
    kept.delete(later);
    kept.delete(first);
    // Let go, not cleared: still set for 100.
    assert.deepEqual([clock.set, clock.cleared, clock.pending, holds], [1, 0, 1, [[1, false]]]);
    const second = { name: "b", deadlineAt: 150 };
    kept.add(second);
    assert.deepEqual([clock.set, holds], [1, [[1, false], [1, true]]]);
    // It fires for the item gone, finds the next not due, and is set for it.
    await clock.advance(100);
    assert.deepEqual([due, clock.set, clock.pending], [[], 2, 1]);
    await clock.advance(50);
    assert.deepEqual([due, kept.size, clock.pending], [["b"], 0, 0]);
    // An earlier item than a timer let go sets a new one, held.
    const third = { name: "c", deadlineAt: 400 };
    kept.add(third);
    kept.delete(third);
    kept.add({ name: "d", deadlineAt: 300 });
    assert.deepEqual([clock.set, clock.cleared, clock.pending], [4, 1, 1]);
    assert.deepEqual(holds.slice(2), [[3, false]]);
    await clock.advance(150);
    assert.deepEqual(due, ["b", "d"]);
    // A timer let go that fires with nothing left ends there.
    kept.add(third);
    kept.delete(third);
    await clock.advance(1_000);
    assert.deepEqual([due, clock.pending], [["b", "d"], 0]);
  });

  it("clears its timer where the platform cannot let it go", () => {
    const clock = new HandClock(0);
    const kept = new Timer<Item>(clock, () => {}, () => false);
    const item = { name: "a", deadlineAt: 100 };
    kept.add(item);
    kept.delete(item);
    assert.deepEqual([clock.set, clock.cleared, clock.pending], [1, 1, 0]);
  });
});
