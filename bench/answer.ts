/**
 * Case 1, for a tool with an output: `registry.answer` versus the floor, the
 * same zod schemas' `safeParse` of the input, a direct call of `run`,
 * `safeParse` of its answer and `JSON.stringify` of the parsed answer.
 *
 * @module
 */

import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import { compare, type Compared } from "./measure.ts";

const input = z.object({ id: z.int().positive() });
const output = z.object({
  id: z.int(),
  text: z.string(),
  tags: z.array(z.string()).default([]),
});
type Answer = z.input<typeof output>;

const note: Answer = { id: 1, text: "Buy milk" };

/** The tool answering with `run`, registered, and its floor. */
function pair(run: (parsed: { id: number }) => Answer | Promise<Answer>) {
  const registry = createToolRegistry([
    defineToolkit("note", [
      defineTool("note", {
        name: "note_read",
        description: "Reads a note.",
        input,
        output,
        run,
      }),
    ]),
  ]);
  const answered = (answer: Answer) => {
    const result = output.safeParse(answer);
    if (!result.success) throw result.error;
    return { rows: [JSON.stringify(result.data)], structured: result.data };
  };
  const floor = (sent: unknown) => {
    const parsed = input.safeParse(sent);
    if (!parsed.success) return Promise.reject(parsed.error);
    const given = run(parsed.data);
    return given instanceof Promise ? given.then(answered) : Promise.resolve(answered(given));
  };
  return { registry, floor };
}

/** registry.answer versus the floor, for a run that answers at once and one that returns a promise. */
export async function measureAnswer(): Promise<{ sync: Compared; promised: Compared }> {
  const sent = { id: 1 };
  const atOnce = pair(() => note);
  const sync = await compare(
    () => atOnce.floor(sent),
    () => atOnce.registry.answer("note_read", sent, {}),
    1_000,
    201,
  );
  const later = pair(() => Promise.resolve(note));
  const promised = await compare(
    () => later.floor(sent),
    () => later.registry.answer("note_read", sent, {}),
    1_000,
    201,
  );
  return { sync, promised };
}

if (import.meta.main) console.log(JSON.stringify(await measureAnswer()));
