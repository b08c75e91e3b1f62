// The note tools the MCP adapter's tests serve: one that reads with an
// output, one that draws with progress and attachments, one that fails, one
// that asks approval, and a deferred one a search finds.

import { z } from "zod";
import {
  createApprovals,
  createToolRegistry,
  defineTool,
  defineToolkit,
  image,
  resourceLink,
  type ToolCallBase,
  ToolRefusal,
} from "@adecore/agents/context";

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Call extends ToolCallBase {
  readonly notes: Map<number, string>;
}

export const noteRead = defineTool("note", {
  name: "note_read",
  title: "Read a note",
  description: "Reads a note.",
  input: z.object({ id: z.int().describe("The note's id") }),
  output: z.object({ id: z.int(), text: z.string() }),
  annotations: { readOnly: true, openWorld: false },
  examples: [{ id: 1 }],
  run: (input, call: Call) => {
    const text = call.notes.get(input.id);
    if (text === undefined) throw new ToolRefusal("not-found", `no note ${input.id}`);
    return { id: input.id, text };
  },
});
export const noteChart = defineTool("note", {
  name: "note_chart",
  description: "Draws the notes as a chart.",
  input: z.object({}),
  run: async (_input, _call: Call, turn) => {
    turn.progress(1, 2, "drawing");
    await Promise.resolve();
    turn.progress(2, 2);
    turn.attach(image(PNG, "image/png"));
    turn.attach(resourceLink({ uri: "https://example.com/chart", name: "chart" }));
    return ["chart\tdrawn"];
  },
});
export const noteFail = defineTool("note", {
  name: "note_fail",
  description: "Fails.",
  input: z.object({}),
  run: () => {
    throw new Error("the disk is gone, password hunter2");
  },
});
export const noteClear = defineTool("note", {
  name: "note_clear",
  description: "Clears every note.",
  input: z.object({ dry_run: z.boolean().optional() }),
  annotations: { destructive: true },
  approval: true,
  run: (input, call: Call, turn) => {
    if (input.dry_run === true) return [`clear\t${call.notes.size}`];
    call.notes.clear();
    return [`cleared\t${turn.approval?.by}`];
  },
});
export const calendarCancel = defineTool("calendar", {
  name: "calendar_cancel_event",
  description: "Cancels a calendar event.",
  input: z.object({ id: z.int() }),
  run: (input) => [`cancelled\t${input.id}`],
});

export const KEY = "a test secret of thirty-two bytes";

export function registryOf() {
  const approvals = createApprovals<Call>({ keys: [KEY], bind: () => "" });
  const registry = createToolRegistry([
    defineToolkit("note", [noteRead, noteChart, noteFail, noteClear]),
    defineToolkit("calendar", [calendarCancel], { deferred: true }),
  ], { search: true, approvals });
  return { registry, approvals };
}
