// The note tool the arguments tests read text for, and how they read it.
import assert from "node:assert/strict";
import { z } from "zod";
import {
  type ArgumentsRewrite,
  defineTool,
  parseToolArguments,
  ToolRefusal,
} from "@adecore/agents/context";

export const tool = defineTool("note", {
  name: "note_write",
  description: "Writes a note.",
  input: z.object({
    text: z.string(),
    minutes: z.int().optional(),
    done: z.boolean().optional(),
    items: z.array(z.object({ text: z.string(), due: z.string().optional() })).optional(),
  }),
  run: (input) => [`note\t${input.text}`],
});
export const FIELDS = "fields\ttext\tminutes\tdone\titems";

/** A tool that takes any fields: what the reader read reaches it as read. */
export const loose = defineTool("any", {
  name: "any_take",
  description: "Takes any fields.",
  input: z.looseObject({}),
  run: () => [],
});

/** What the text reads as, and the rewrites the reading reported. */
export function read(text: string): { input: unknown; rewrites: ArgumentsRewrite[] } {
  const rewrites: ArgumentsRewrite[] = [];
  const input = parseToolArguments(tool, text, {
    onRead: (read) => rewrites.push(...read.rewrites),
  });
  return { input, rewrites };
}

/** The message of the refusal of the text. */
export function refused(text: string): string {
  try {
    parseToolArguments(tool, text);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal, String(error));
    assert.equal(error.code, "bad-arguments");
    assert.deepEqual(error.lines, [FIELDS]);
    return error.message;
  }
  return assert.fail(`${JSON.stringify(text)} was read`);
}
