/**
 * Case 1: `registry.run` on the note tool versus the floor, the same zod
 * schema's `safeParse` and a direct call of `run`.
 *
 * @module
 */

import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  requiredField,
  type ToolCallBase,
} from "@adecore/agents/context";
import { compare, type Compared, type Row, row } from "./measure.ts";

/** What the note tool's host gives a call. */
export interface NoteCall extends ToolCallBase {
  written: number;
}

/** The note tool's input, as in the README. */
export const noteInput = z.object({
  text: requiredField("note_write needs text").describe("The note text"),
  revision: z.number().int().optional(),
  dry_run: z.boolean().optional(),
});
type NoteInput = z.output<typeof noteInput>;

/** The note tool's run, with the cheapest write there is, so nothing hides the overhead. */
export function noteRun(input: NoteInput, call: NoteCall): Promise<readonly string[]> {
  if (input.dry_run !== true) call.written += input.text.length;
  return Promise.resolve([input.dry_run === true ? "preview\tvalidated" : "note\twritten"]);
}

/** The host's call object. */
export const noteCall: NoteCall = { written: 0 };
/** A small input. */
export const small = { text: "Buy milk", revision: 3 };

type Run = (input: NoteInput, call: NoteCall) => Promise<readonly string[]>;

/** The note tool with `run`, registered, and its floor: safeParse and a direct call of `run`. */
function pair(run: Run) {
  const registry = createToolRegistry([
    defineToolkit("note", [
      defineTool("note", {
        name: "note_write",
        description: "Writes a note to the active document.",
        input: noteInput,
        run,
      }),
    ]),
  ]);
  const floor = (input: unknown): Promise<readonly string[]> => {
    const result = noteInput.safeParse(input);
    return result.success ? run(result.data, noteCall) : Promise.reject(result.error);
  };
  return { registry, floor };
}

const { registry, floor } = pair(noteRun);

/** registry.run versus the floor on the small input. */
export function smallInput(): Promise<Compared> {
  return compare(
    () => floor(small),
    () => registry.run("note_write", small, noteCall),
    1_000,
    201,
  );
}

/** The rows of case 1, and the small input's comparison for later rows. */
export async function dispatch(): Promise<{ rows: Row[]; small: Compared }> {
  const rows: Row[] = [];
  const smallRun = await smallInput();
  rows.push(row("registry.run, small input", "safeParse + run", smallRun, "ns", "≤ 1.15"));

  const large = { text: "x".repeat(100 * 1024), revision: 3 };
  rows.push(row(
    "registry.run, 100 KB text",
    "safeParse + run",
    await compare(
      () => floor(large),
      () => registry.run("note_write", large, noteCall),
      1_000,
      201,
    ),
    "ns",
    "≤ 1.05",
  ));

  // The same, with a run that does what a write does with the text: encode it.
  const encoder = new TextEncoder();
  const encode: Run = (input, call) => {
    call.written += encoder.encode(input.text).length;
    return Promise.resolve(["note\twritten"]);
  };
  const writing = pair(encode);
  rows.push(row(
    "  the same, run encodes the text",
    "safeParse + run",
    await compare(
      () => writing.floor(large),
      () => writing.registry.run("note_write", large, noteCall),
      100,
      101,
    ),
    "µs",
    "—",
  ));
  return { rows, small: smallRun };
}
