// What onCall is told once each call has settled: the tool, how the call
// ended, its code and how long it took, never an argument or an answer.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  CodedError,
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ToolCallEvent,
  ToolRefusal,
} from "@adecore/agents/context";
import { HandClock, settled } from "./clock.ts";

function registry(onCall: (event: ToolCallEvent) => void, clock: HandClock) {
  let hold: Promise<void> = Promise.resolve();
  const tool = defineTool("note", {
    name: "note_write",
    description: "Writes a note.",
    input: z.object({
      text: z.string(),
      fail: z.enum(["refuse", "throw", "coded", "wait"]).optional(),
    }),
    deadline: 1_000,
    run: async (input) => {
      if (input.fail === "refuse") throw new ToolRefusal("conflict", "The note changed.");
      if (input.fail === "throw") throw new Error("the disk is full");
      if (input.fail === "coded") throw new CodedError("disk-full", "the disk is full");
      if (input.fail === "wait") await new Promise(() => {});
      await hold;
      return [`note\t${input.text}`];
    },
  });
  const made = createToolRegistry([defineToolkit("note", [tool])], { onCall, clock });
  return {
    registry: made,
    holdFor: (promise: Promise<void>) => (hold = promise),
  };
}

describe("onCall", () => {
  it("is told once for each call how it ended, with the code of a refusal or a coded error", async () => {
    const clock = new HandClock();
    const events: ToolCallEvent[] = [];
    const { registry: made } = registry((event) => events.push(event), clock);
    const controller = new AbortController();
    controller.abort();
    const calls = [
      made.run("note_write", { text: "secret" }, {}),
      made.run("note_write", { text: 5 }, {}),
      made.run("note_write", { text: "a", fail: "refuse" }, {}),
      made.run("note_write", { text: "a", fail: "throw" }, {}),
      made.run("note_write", { text: "a", fail: "coded" }, {}),
      made.run("note_write", { text: "a" }, { signal: controller.signal }),
      made.run("note_wirte", { text: "secret" }, {}),
      made.runArguments("note_write", '{"text": "b"}', {}),
      made.answer("note_write", { text: "c" }, {}),
      made.run("note_write", { text: "a", fail: "wait" }, {}),
    ];
    await settled();
    await clock.advance(1_000);
    await Promise.allSettled(calls);
    const note = { tool: "note_write", toolkit: "note", ms: 0 };
    // In the order the calls settle, which is not the order they came in.
    const key = (event: ToolCallEvent) => `${event.tool}/${event.outcome}/${event.code}`;
    const sorted = (list: ToolCallEvent[]) => list.toSorted((a, b) => key(a).localeCompare(key(b)));
    assert.deepEqual(
      sorted(events.filter((event) => event.outcome !== "timed-out")),
      sorted([
        { ...note, outcome: "answered" },
        { ...note, outcome: "refused", code: "bad-arguments" },
        { ...note, outcome: "aborted" },
        { tool: undefined, toolkit: undefined, outcome: "refused", code: "unknown-tool", ms: 0 },
        { ...note, outcome: "refused", code: "conflict" },
        { ...note, outcome: "failed" },
        { ...note, outcome: "failed", code: "disk-full" },
        { ...note, outcome: "answered" },
        { ...note, outcome: "answered" },
      ]),
    );
    assert.deepEqual(events.filter((event) => event.outcome === "timed-out"), [
      { ...note, outcome: "timed-out", code: "timed-out", ms: 1_000 },
    ]);
    // No argument and no answer in any of them.
    assert.ok(!JSON.stringify(events).includes("secret"));
  });

  it("measures a call by the registry's clock, from the call to its end", async () => {
    const clock = new HandClock();
    const events: ToolCallEvent[] = [];
    const { registry: made, holdFor } = registry((event) => events.push(event), clock);
    let release!: () => void;
    holdFor(new Promise((done) => (release = done)));
    const call = made.run("note_write", { text: "a" }, {});
    await clock.advance(420);
    release();
    await call;
    await settled();
    assert.deepEqual(events.map((event) => event.ms), [420]);
  });

  it("never changes a call when it throws", async () => {
    const clock = new HandClock();
    const { registry: made } = registry(() => {
      throw new Error("the log is full");
    }, clock);
    assert.deepEqual(await made.run("note_write", { text: "a" }, {}), ["note\ta"]);
    await assert.rejects(made.run("note_write", { text: "a", fail: "refuse" }, {}), {
      code: "conflict",
    });
    await settled();
  });

  it("tells an abort after run started as aborted, and a tool's own timed-out refusal as timed-out", async () => {
    const clock = new HandClock();
    const events: ToolCallEvent[] = [];
    const tool = defineTool("note", {
      name: "note_sync",
      description: "Syncs notes.",
      input: z.object({ upstream: z.boolean().optional() }),
      run: (input) =>
        input.upstream
          ? Promise.reject(new ToolRefusal("timed-out", "The notes server did not answer."))
          : new Promise<string[]>(() => {}),
    });
    const made = createToolRegistry([defineToolkit("note", [tool])], {
      clock,
      onCall: (event) => events.push(event),
    });
    const controller = new AbortController();
    const call = made.run("note_sync", {}, { signal: controller.signal });
    controller.abort(new Error("gone"));
    await assert.rejects(call, { message: "gone" });
    await assert.rejects(made.run("note_sync", { upstream: true }, {}), { code: "timed-out" });
    await settled();
    assert.deepEqual(events.map((event) => [event.outcome, event.code]), [
      ["aborted", undefined],
      ["timed-out", "timed-out"],
    ]);
  });

  it("tells a call refused before its host's signal aborted as refused, and a call without a call object", async () => {
    const clock = new HandClock();
    const events: ToolCallEvent[] = [];
    const { registry: made } = registry((event) => events.push(event), clock);
    const controller = new AbortController();
    const refused = made.run("note_write", { text: 5 }, { signal: controller.signal });
    // The call's check refused it as it was made; the signal aborts after, before onCall is told.
    controller.abort(new Error("gone"));
    await assert.rejects(refused, { code: "bad-arguments" });
    await assert.rejects(made.run("note_wirte", {}, undefined as never), { code: "unknown-tool" });
    await settled();
    assert.deepEqual(events.map((event) => [event.tool, event.outcome, event.code]), [
      ["note_write", "refused", "bad-arguments"],
      [undefined, "refused", "unknown-tool"],
    ]);
  });

  it("measures a call from the call where no tool has a deadline", async () => {
    const clock = new HandClock();
    const events: ToolCallEvent[] = [];
    let answer!: (rows: string[]) => void;
    const tool = defineTool("note", {
      name: "note_list",
      description: "Lists notes.",
      input: z.object({}),
      run: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const made = createToolRegistry([defineToolkit("note", [tool])], {
      clock,
      onCall: (event) => events.push(event),
    });
    const call = made.run("note_list", {}, {});
    await clock.advance(250);
    answer(["note\t1"]);
    await call;
    await settled();
    assert.deepEqual(events, [{
      tool: "note_list",
      toolkit: "note",
      outcome: "answered",
      ms: 250,
    }]);
  });
});
