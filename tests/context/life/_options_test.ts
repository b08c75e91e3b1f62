// What a host tells createToolRegistry: each option checked, each mistake a
// plain Error naming the option and what would be right.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import process from "node:process";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ToolRegistryOptions,
} from "@adecore/agents/context";
import { platformHold, readOptions } from "../../../context/life/_options.ts";
import { HandClock } from "./clock.ts";

const tool = defineTool("note", {
  name: "note_list",
  description: "Lists notes.",
  input: z.object({}),
  run: () => ["note\t1"],
});

/** How many timers hold the process open, as Node and Deno count them. */
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

/** Whether the platform counts a timer that holds it open (Bun lists none). */
function countsTimers(): boolean {
  if (typeof process.getActiveResourcesInfo !== "function") return false;
  const probe = setTimeout(() => {}, 60_000);
  const counted = timers() > 0;
  clearTimeout(probe);
  return counted;
}

describe("createToolRegistry's options", () => {
  it("may be left out, undefined or null, and each option undefined or null", async () => {
    const none = [undefined, null, {}, {
      deadline: undefined,
      onLate: null,
      onCall: undefined,
      clock: null,
    }];
    for (const options of none) {
      const registry = createToolRegistry(
        [defineToolkit("note", [tool])],
        options as ToolRegistryOptions,
      );
      assert.deepEqual(await registry.run("note_list", {}, {}), ["note\t1"]);
    }
  });

  it("names what is no option of a registry, or no object", () => {
    assert.throws(() => createToolRegistry([], { deadlineMs: 5 } as ToolRegistryOptions), {
      name: "Error",
      message:
        'createToolRegistry: there is no option "deadlineMs"; the options are deadline, onLate, onCall, clock, approvals, search, attachments',
    });
    for (const options of [5, "fast", [1], () => {}]) {
      assert.throws(() => createToolRegistry([], options as ToolRegistryOptions), {
        message:
          "createToolRegistry: the options are no object; give one, like { deadline: 10_000 }",
      });
    }
  });

  it("names a hook that is no function", () => {
    for (const name of ["onLate", "onCall"]) {
      assert.throws(() => createToolRegistry([], { [name]: "log" } as ToolRegistryOptions), {
        message: `createToolRegistry: the option ${name} is no function; give one, or leave it out`,
      });
    }
  });

  it("names a clock without one of its functions", () => {
    const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };
    for (const missing of ["now", "setTimeout", "clearTimeout"]) {
      const broken = { ...clock, [missing]: 5 };
      assert.throws(() => createToolRegistry([], { clock: broken } as ToolRegistryOptions), {
        message:
          `createToolRegistry: the option clock has no function ${missing}; give now, setTimeout and clearTimeout, or leave the clock out`,
      });
    }
    assert.throws(() => createToolRegistry([], { clock: 5 } as unknown as ToolRegistryOptions), {
      message:
        "createToolRegistry: the option clock has no function now; give now, setTimeout and clearTimeout, or leave the clock out",
    });
  });

  it("lets the platform's timers go and holds them again by unref and ref, where they have both", () => {
    const calls: string[] = [];
    const handle = { ref: () => calls.push("ref"), unref: () => calls.push("unref") };
    assert.equal(platformHold(handle, false), true);
    assert.equal(platformHold(handle, true), true);
    assert.deepEqual(calls, ["unref", "ref"]);
    // Workers and browsers number their timers: the timer is cleared instead.
    for (const timer of [1, { ref: () => {} }, { unref: () => {} }, null, undefined, "1"]) {
      assert.equal(platformHold(timer, false), false);
    }
    // Deno's, Node's and Bun's own timers are objects that have both.
    const timer = setTimeout(() => {}, 60_000);
    try {
      assert.equal(platformHold(timer, false), true);
      assert.equal(platformHold(timer, true), true);
    } finally {
      clearTimeout(timer);
    }
  });

  it(
    "holds no process open once its calls settled: one timer while any waits, none the platform counts after",
    { skip: !countsTimers() },
    async () => {
      const answers: ((rows: string[]) => void)[] = [];
      const slow = defineTool("note", {
        name: "note_slow",
        description: "Writes a note.",
        input: z.object({}),
        deadline: 60_000,
        run: () => new Promise<string[]>((resolve) => answers.push(resolve)),
      });
      const registry = createToolRegistry([defineToolkit("note", [slow])]);
      const before = timers();
      for (const count of [1, 1_000]) {
        const calls = Array.from({ length: count }, () => registry.run("note_slow", {}, {}));
        assert.equal(timers(), before + 1);
        for (const answer of answers.splice(0)) answer(["note\twritten"]);
        assert.equal((await Promise.all(calls)).length, count);
        assert.equal(timers(), before);
      }
    },
  );

  it("let the timers go only with the platform's clock: a host's own clock clears them", () => {
    assert.equal(readOptions(undefined).hold, platformHold);
    assert.equal(readOptions({}).hold, platformHold);
    assert.equal(readOptions({ clock: new HandClock() }).hold, undefined);
  });

  it("keeps time by Date.now and the platform's timers where no clock is given", async () => {
    const { clock } = readOptions(undefined);
    const before = Date.now();
    const now = clock.now();
    assert.ok(now >= before && now <= Date.now());
    const fired: string[] = [];
    clock.setTimeout(() => fired.push("kept"), 0);
    const cleared = clock.setTimeout(() => fired.push("cleared"), 0);
    clock.clearTimeout(cleared);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.deepEqual(fired, ["kept"]);
  });
});
