// Attachments through a registry: what a tool attaches while it runs, beside
// its rows and its structured answer, checked; dropped once the call ended.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import {
  ApprovalRequired,
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  image,
  resourceLink,
  type ToolAttachment,
  type ToolRefusal,
  type ToolTurn,
} from "@adecore/agents/context";
import { KEY } from "./approval/bank.ts";
import { HandClock, settled } from "./life/clock.ts";

const empty = z.object({});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const shot = image(PNG, "image/png");
const home = resourceLink({ uri: "https://example.com/notes", name: "notes" });
const SHOT = { type: "image", data: "iVBORw0KGgoAAAAN", mimeType: "image/png" };
const HOME = { type: "resource_link", uri: "https://example.com/notes", name: "notes" };

function chartOf(run: (turn: ToolTurn) => readonly string[] | Promise<readonly string[]>) {
  return defineToolkit("chart", [
    defineTool("chart", {
      name: "chart_draw",
      description: "Draws a chart.",
      input: empty,
      run: (_input, _call, turn) => run(turn),
    }),
  ]);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return await promise.then(() => assert.fail("the call succeeded"), (error: unknown) => error);
}

describe("turn.attach", () => {
  it("gives what a tool attached beside its rows, in order, checked and frozen", async () => {
    const registry = createToolRegistry([
      chartOf((turn) => {
        turn.attach(shot);
        turn.attach(home);
        return ["chart\tdrawn"];
      }),
    ]);
    const result = await registry.answer("chart_draw", {}, {});
    assert.deepEqual(result, { rows: ["chart\tdrawn"], attachments: [SHOT, HOME] });
    assert.ok(Object.isFrozen(result.attachments));
    // Rows alone tell the model what it cannot see.
    assert.deepEqual(await registry.run("chart_draw", {}, {}), [
      "chart\tdrawn",
      "attachment\timage\timage/png\tleft out",
      "attachment\tlink\thttps://example.com/notes\tnotes",
    ]);
  });

  it("leaves a result without attachments as it was", async () => {
    const registry = createToolRegistry([chartOf(() => ["chart\tdrawn"])]);
    assert.deepEqual(await registry.answer("chart_draw", {}, {}), { rows: ["chart\tdrawn"] });
  });

  it("counts what a run attaches until its promise settles, and drops what comes after", async () => {
    let kept: ToolTurn | undefined;
    const registry = createToolRegistry([
      chartOf(async (turn) => {
        kept = turn;
        await settled();
        turn.attach(shot);
        return ["chart\tdrawn"];
      }),
    ]);
    const result = await registry.answer("chart_draw", {}, {});
    assert.deepEqual(result.attachments, [SHOT]);
    // Once the call settled, nothing is attached, and nothing is checked.
    kept!.attach(home);
    kept!.attach("no attachment" as never);
    assert.deepEqual(result.attachments, [SHOT]);
    const signal = new AbortController().signal;
    assert.deepEqual(await registry.run("chart_draw", {}, { signal }), [
      "chart\tdrawn",
      "attachment\timage\timage/png\tleft out",
    ]);
    kept!.attach(home);
  });

  it("drops what a tool attaches once its deadline ended the call", async () => {
    const clock = new HandClock();
    let kept: ToolTurn | undefined;
    let finish: (() => void) | undefined;
    const registry = createToolRegistry([
      chartOf((turn) => {
        kept = turn;
        return new Promise((resolve) => (finish = () => resolve(["chart\tdrawn"])));
      }),
    ], { deadline: 100, clock });
    const call = rejection(registry.answer("chart_draw", {}, {}));
    await settled();
    kept!.attach(shot);
    await clock.advance(100);
    const refusal = await call as ToolRefusal;
    assert.equal(refusal.code, "timed-out");
    kept!.attach("no attachment" as never);
    finish!();
    await settled();
  });

  it("keeps what a tool attached after asynchronous checks, beside its structured answer", async () => {
    const registry = createToolRegistry([
      defineToolkit("chart", [
        defineTool("chart", {
          name: "chart_draw",
          description: "Draws a chart.",
          input: z.object({ title: z.string().refine((text) => Promise.resolve(text !== "")) }),
          output: z.object({ points: z.int() }),
          rows: (answer) => [`chart\t${answer.points}`],
          run: (_input, _call, turn) => {
            turn.attach(shot);
            return { points: 3 };
          },
        }),
      ]),
    ]);
    assert.deepEqual(await registry.answer("chart_draw", { title: "May" }, {}), {
      rows: ["chart\t3"],
      structured: { points: 3 },
      attachments: [SHOT],
    });
    assert.deepEqual(await registry.run("chart_draw", { title: "May" }, {}), [
      "chart\t3",
      "attachment\timage\timage/png\tleft out",
    ]);
  });

  it("gives an output's answer its attachments where the output checks asynchronously", async () => {
    const registry = createToolRegistry([
      defineToolkit("chart", [
        defineTool("chart", {
          name: "chart_draw",
          description: "Draws a chart.",
          input: empty,
          output: z.object({ points: z.int().refine((points) => Promise.resolve(points > 0)) }),
          run: (_input, _call, turn) => {
            turn.attach(home);
            return { points: 3 };
          },
        }),
      ]),
    ]);
    assert.deepEqual(await registry.answer("chart_draw", {}, {}), {
      rows: ['{"points":3}'],
      structured: { points: 3 },
      attachments: [HOME],
    });
    assert.deepEqual(await registry.run("chart_draw", {}, {}), [
      '{"points":3}',
      "attachment\tlink\thttps://example.com/notes\tnotes",
    ]);
  });

  it("throws a plain Error naming the tool for what no client should get, which the tool may catch", async () => {
    const bad = { type: "image", data: "/9j/4AAQ", mimeType: "image/png" } as ToolAttachment;
    const message = 'tool "chart_draw" in toolkit "chart": the image\'s bytes do not start as ' +
      "image/png does; give the type its bytes are";
    const failing = createToolRegistry([chartOf((turn) => (turn.attach(bad), ["chart"]))]);
    const error = await rejection(failing.answer("chart_draw", {}, {}));
    assert.ok(error instanceof Error && error.constructor === Error);
    assert.equal(error.message, message);
    const careful = createToolRegistry([
      chartOf((turn) => {
        assert.throws(() => turn.attach(bad), { message });
        return ["chart"];
      }),
    ]);
    assert.deepEqual(await careful.answer("chart_draw", {}, {}), { rows: ["chart"] });
  });

  it("keeps the registry's limits: bytes at most, and the schemes it lists", async () => {
    const link = resourceLink({ uri: "notes://1", name: "note 1" });
    const tools = chartOf((turn) => (turn.attach(shot), turn.attach(link), ["chart"]));
    const open = createToolRegistry([tools], { attachments: { maxBytes: 12, schemes: ["notes"] } });
    assert.deepEqual((await open.answer("chart_draw", {}, {})).attachments, [SHOT, {
      type: "resource_link",
      uri: "notes://1",
      name: "note 1",
    }]);
    const small = createToolRegistry([tools], {
      attachments: { maxBytes: 11, schemes: ["notes"] },
    });
    assert.match(
      (await rejection(small.answer("chart_draw", {}, {})) as Error).message,
      /the image holds 12 bytes, over the registry's 11/,
    );
    const strict = createToolRegistry([tools]);
    assert.match(
      (await rejection(strict.answer("chart_draw", {}, {})) as Error).message,
      /the link's scheme is notes:; a link is https:, or a scheme/,
    );
    assert.throws(() => createToolRegistry([tools], { attachments: { maxBytes: 0 } }), {
      message:
        "createToolRegistry: the option attachments.maxBytes is 0; give a whole number of bytes from 1",
    });
  });

  it("attaches nothing of a dry run made for a person to approve", async () => {
    const approvals = createApprovals({ keys: [KEY], bind: () => "ada" });
    const registry = createToolRegistry([
      defineToolkit("chart", [
        defineTool("chart", {
          name: "chart_delete",
          description: "Deletes a chart.",
          input: z.object({ dry_run: z.boolean().optional() }),
          approval: true,
          run: (input, _call, turn) => {
            turn.attach(shot);
            return [input.dry_run === true ? "preview\tdelete" : "deleted"];
          },
        }),
      ]),
    ], { approvals });
    const asked = await rejection(registry.answer("chart_delete", {}, {}));
    assert.ok(asked instanceof ApprovalRequired);
    assert.equal(asked.lines[0], "preview\tdelete");
    assert.ok(!asked.lines.some((line) => line.startsWith("attachment")));
  });
});
