import { RULES } from "../../../context/attachments/_check.ts";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { z } from "zod";
import { defineTool, defineToolkit, type ToolRefusal } from "@adecore/agents/context";
import { attempt, type Held, RESULT, ROWS } from "../../../context/registry/_attempt.ts";
import { entriesOf } from "../../../context/registry/_entries.ts";
import { Flight, type Life } from "../../../context/life/_flight.ts";
import { Timer } from "../../../context/life/_timer.ts";

const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };
const life: Life = {
  clock,
  timer: new Timer(clock, Flight.timeOut, undefined),
  onLate: undefined,
  rules: RULES,
};
const held = (): Held => ({ names: ["note_read"], toolsLine: "tools\tnote_read" });
const read = defineTool("note", {
  name: "note_read",
  description: "Reads.",
  input: z.object({ id: z.int() }),
  run: (input) => [`note\t${input.id}`],
});
const entry = entriesOf([defineToolkit("note", [read])], undefined, undefined).get("note_read")!;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return await promise.then(() => assert.fail("the call succeeded"), (error: unknown) => error);
}

describe("attempt", () => {
  it("runs a tool whose input passes, as rows or as a result", async () => {
    assert.deepEqual(
      await attempt(life, held, entry, "note_read", { id: 1 }, {}, ROWS, undefined, 0),
      [
        "note\t1",
      ],
    );
    assert.deepEqual(
      await attempt(life, held, entry, "note_read", { id: 2 }, {}, RESULT, undefined, 0),
      { rows: ["note\t2"] },
    );
  });

  it("refuses a tool it was not given, naming what the view holds", async () => {
    const refusal = await rejection(
      attempt(life, held, undefined, "note_reed", {}, {}, ROWS, undefined, 0),
    ) as ToolRefusal;
    assert.deepEqual(
      [refusal.code, refusal.message, refusal.lines],
      ["unknown-tool", "no tool is named note_reed (did you mean note_read?)", [
        "tools\tnote_read",
      ]],
    );
    const odd = await rejection(
      attempt(life, held, undefined, 5 as never, {}, {}, ROWS, undefined, 0),
    ) as ToolRefusal;
    assert.equal(odd.message, "no tool is named number");
  });

  it("refuses input the tool does not take, from text too, and starts nothing for an aborted call", async () => {
    const bad = await rejection(
      attempt(life, held, entry, "note_read", { id: "x" }, {}, ROWS, undefined, 0),
    ) as ToolRefusal;
    assert.equal(bad.code, "bad-arguments");
    const text = { text: true, options: undefined };
    assert.deepEqual(await attempt(life, held, entry, "note_read", '{"id":3}', {}, ROWS, text, 0), [
      "note\t3",
    ]);
    const controller = new AbortController();
    controller.abort(new Error("gone"));
    const call = { signal: controller.signal };
    const aborted = await rejection(
      attempt(life, held, entry, "note_read", { id: 1 }, call, ROWS, undefined, 0),
    ) as Error;
    assert.equal(aborted.message, "gone");
  });
});
