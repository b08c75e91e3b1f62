/**
 * Arguments as the text a model wrote: `parseToolArguments` on valid JSON
 * text against `JSON.parse` and `parseToolInput` of the same text, and on
 * text with the mistakes it reads (a fence, bare keys, a trailing comma)
 * holding a misspelled field, against zod's own refusal of the same value
 * (its strict `safeParse` and the error's message). And the refusal of a
 * wide call whose every field is unknown with renaming asked for, against
 * the same refusal without: renaming looks each unknown name up once.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, parseToolArguments, parseToolInput } from "@adecore/agents/context";
import { compare, type Row, row } from "./measure.ts";
import { noteInput } from "./dispatch.ts";

const tool = defineTool("note", {
  name: "note_write",
  description: "Writes a note to the active document.",
  input: noteInput,
  run: () => ["note\twritten"],
});

/** The note tool's input with every object strict: zod's own refusal of an unknown field. */
const strict = z.strictObject(noteInput.shape);

const VALID = '{"text":"Buy milk","revision":3,"dry_run":null}';
const FENCE = "`".repeat(3);
/** What a model of an open-weight family writes: a fence, bare keys, a trailing comma, a typo. */
const MALFORMED = `${FENCE}json\n{txt: "Buy milk", revision: 3,}\n${FENCE}`;
const MEANT = { txt: "Buy milk", revision: 3 };

/** How many fields the wide tool takes, and how many unknown ones its call sends. */
const WIDTH = 1_000;

/** Runs `work`, taking a refusal as its answer. */
function refused(work: () => unknown): unknown {
  try {
    return work();
  } catch (error) {
    return error;
  }
}

/** The rows of arguments read from text. */
export async function argumentsText(): Promise<Row[]> {
  const valid = await compare(
    () => parseToolInput(tool, JSON.parse(VALID)),
    () => parseToolArguments(tool, VALID),
    2_000,
    101,
  );
  const malformed = await compare(
    () => strict.safeParse(MEANT).error?.message,
    () => refused(() => parseToolArguments(tool, MALFORMED)),
    500,
    101,
  );
  const shape = Object.fromEntries(
    Array.from({ length: WIDTH }, (_, i) => [`field_${i}`, z.string().optional()]),
  );
  const wide = defineTool("kit", {
    name: "wide",
    description: "Wide.",
    input: z.object(shape),
    run: () => [],
  });
  const unknown = Object.fromEntries(Array.from({ length: WIDTH }, (_, i) => [`other_${i}`, "x"]));
  const renaming = await compare(
    () => refused(() => parseToolInput(wide, unknown)),
    () => refused(() => parseToolInput(wide, unknown, { rename: true })),
    3,
    21,
    3,
  );
  return [
    row(
      "parseToolArguments, valid JSON text",
      "JSON.parse + parseToolInput",
      valid,
      "ns",
      "≤ 1.1",
    ),
    row(
      "the same, a fence, bare keys, a comma, a typo",
      "zod's strict safeParse, error",
      malformed,
      "µs",
      "≤ 5",
    ),
    row(
      "refusal of 1,000 unknown fields, renaming asked",
      "the same, not asked",
      renaming,
      "ms",
      "≤ 1.5",
    ),
  ];
}

if (import.meta.main) {
  const { printTable } = await import("./measure.ts");
  printTable(await argumentsText());
}
