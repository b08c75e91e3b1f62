/**
 * The note tool of the README, run as a host would run it: prints the MCP
 * listing, then what a model reads back for a write, a dry run, a misspelled
 * field, a null for a skipped field and an unknown tool.
 *
 * Run: `deno task example`
 *
 * @module
 */

import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  DRY_RUN_PREVIEW,
  refusalBody,
  requiredField,
  type ToolCallBase,
  toolInputSchema,
  ToolRefusal,
} from "@adecore/agents/context";

interface Call extends ToolCallBase {
  authorized: boolean;
  write(text: string, expectedRevision?: number): Promise<void>;
}

const noteWrite = defineTool("note", {
  name: "note_write",
  description: `Writes a note to the active document. ${DRY_RUN_PREVIEW}`,
  input: z.object({
    text: requiredField("note_write needs text").describe("The note text"),
    revision: z.number().int().optional(),
    dry_run: z.boolean().optional(),
  }),
  async run(input, call: Call) {
    if (!call.authorized) {
      throw new ToolRefusal("not-permitted", "This caller may not write this document.");
    }
    if (input.dry_run !== true) await call.write(input.text, input.revision);
    return [input.dry_run === true ? "preview\tvalidated" : "note\twritten"];
  },
});

const registry = createToolRegistry([defineToolkit("note", [noteWrite])]);

const notes: string[] = [];
const call: Call = {
  authorized: true,
  write(text) {
    notes.push(text);
    return Promise.resolve();
  },
};

console.log("tools/list answers:");
const tools = registry.tools.map((tool) => ({
  name: tool.name,
  description: tool.description,
  inputSchema: toolInputSchema(tool.input),
  annotations: {
    readOnlyHint: tool.annotations.readOnly,
    destructiveHint: tool.annotations.destructive,
  },
}));
console.log(JSON.stringify({ tools }, null, 2));

const calls: [string, unknown][] = [
  ["note_write", { text: "Buy milk", revision: 1 }],
  ["note_write", { text: "Buy bread", dry_run: true }],
  ["note_write", { txt: "Buy eggs" }],
  ["note_write", { text: "Buy tea", revision: null }],
  ["note_write", { text: "Buy tea", revision: "two" }],
  ["notes_write", { text: "Buy jam" }],
];
for (const [name, input] of calls) {
  console.log(`\n> ${name} ${JSON.stringify(input)}`);
  try {
    console.log((await registry.run(name, input, call)).join("\n"));
  } catch (error) {
    if (!(error instanceof ToolRefusal)) throw error;
    console.log(refusalBody(error));
  }
}
console.log(`\nThe app's document now holds: ${JSON.stringify(notes)}`);
