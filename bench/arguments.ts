/**
 * Arguments as the text a model wrote: `parseToolArguments` on valid JSON
 * text against `JSON.parse` and `parseToolInput` of the same text, and on
 * text with the mistakes it reads (a fence, bare keys, a trailing comma)
 * holding a misspelled field, against zod's own refusal of the same value
 * (its strict `safeParse` and the error's message). And the refusal of a
 * wide call whose every field is unknown with renaming asked for, against
 * the same refusal without: renaming looks each unknown name up once.
 *
 * And the package's own reader of text that is no JSON (`readArguments` on
 * text with a trailing comma, comments, bare keys or a fence, which
 * `JSON.parse` refuses first), against `JSON.parse` of the value it reads
 * written as compact JSON, or of a 1 MB JSON array of small integers where
 * that JSON is shorter: on texts of over a megabyte each, arrays 250 levels
 * deep holding 300,000 items, a wide array, long strings, many keys, small
 * objects, comments and a fence. The row shows the worst shape; each shape's
 * figures go to standard error.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, parseToolArguments, parseToolInput } from "@adecore/agents/context";
import { compare, type Compared, type Row, row } from "./measure.ts";
import { noteInput } from "./dispatch.ts";
import { NotRead, readArguments } from "../context/arguments/_reading.ts";

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

/** A shape of text only the package's reader reads, and the value it holds. */
interface Lenient {
  readonly name: string;
  readonly text: string;
  readonly value: unknown;
}

const small = (i: number) => i % 1_000;
const INTS = Array.from({ length: 300_000 }, (_, i) => small(i));
/** A JSON array of small integers of a megabyte: the floor of the reader's baseline. */
const MEGABYTE = `[${INTS.slice(0, 257_000).join(",")}]`;
/** A text of about a megabyte, with quotes of both kinds, a tab and a backslash. */
const WORDS = `Line "one" and 'two', a tab\t, é, a backslash \\ and more words. `.repeat(16_000);

/**
 * The shapes, each text refused by JSON.parse and read by the reader as
 * `value`, made one at a time: a heap holding them all makes every
 * collection the reader's garbage calls for slower.
 */
function* lenientShapes(): Generator<Lenient> {
  const list = () => INTS.join(",");
  const deep = (levels: number): unknown => levels === 0 ? INTS : [deep(levels - 1)];
  yield {
    name: "arrays 250 levels deep, 300,000 items",
    text: `{"a": ${"[".repeat(250)}${list()},${"]".repeat(250)}}`,
    value: { a: deep(249) },
  };
  yield { name: "a wide array, 300,000 items", text: `{"a": [${list()},]}`, value: { a: INTS } };
  yield {
    name: "a 1 MB string",
    text: `{"text": ${JSON.stringify(WORDS)},}`,
    value: { text: WORDS },
  };
  yield {
    name: "a 1 MB string in single quotes",
    text: `{'text': '${JSON.stringify(WORDS).slice(1, -1).replaceAll("'", "\\'")}'}`,
    value: { text: WORDS },
  };
  const keys = Array.from({ length: 100_000 }, (_, i) => `k${i}`);
  yield {
    name: "100,000 bare keys",
    text: `{${keys.map((key, i) => `${key}: ${small(i)}`).join(", ")}}`,
    value: Object.fromEntries(keys.map((key, i) => [key, small(i)])),
  };
  const rows = Array.from({ length: 30_000 }, (_, i) => ({ name: `n${i}`, n: i, done: null }));
  yield {
    name: "30,000 objects, bare keys, single quotes, None",
    text: `[${rows.map((it) => `{name: '${it.name}', n: ${it.n}, done: None}`).join(",\n")}]`,
    value: rows,
  };
  const commented = INTS.slice(0, 100_000);
  yield {
    name: "100,000 items, each with a comment",
    text: `# the items\n[\n${
      commented.map((n, i) => i % 2 === 0 ? `  ${n}, // item ${i}\n` : `  /* item ${i} */ ${n},\n`)
        .join("")
    }]`,
    value: commented,
  };
  yield {
    name: "a fence around 300,000 items",
    text: `${FENCE}json\n{"a": [${list()}]}\n${FENCE}`,
    value: { a: INTS },
  };
}

/**
 * The row of the reader's worst shape: `readArguments` on text only it reads
 * against `JSON.parse` of the value as compact JSON, or of a megabyte of
 * JSON where that is shorter. Each shape's figures go to standard error.
 */
export async function lenientReading(): Promise<Row[]> {
  let worst: { name: string; result: Compared } | undefined;
  for (const shape of lenientShapes()) {
    const json = JSON.stringify(shape.value);
    // A flat string, as a text arrives in a parsed response: one joined from
    // pieces, as the shape's is, is read character by character more slowly.
    const text: string = JSON.parse(JSON.stringify(shape.text));
    const read = readArguments(text);
    if (
      text.length < 1e6 || !refusedByJson(text) || read instanceof NotRead ||
      JSON.stringify(read.value) !== json
    ) {
      throw new Error(`bench/arguments.ts: "${shape.name}" is not read as its value`);
    }
    const baseline = json.length < MEGABYTE.length ? MEGABYTE : json;
    const result = await compare(() => JSON.parse(baseline), () => readArguments(text), 1, 21, 5);
    console.error(
      `  ${shape.name}: ${(result.ours / 1e6).toFixed(1)} ms against ` +
        `${(result.base / 1e6).toFixed(1)} ms, ${result.ratio.toFixed(2)}`,
    );
    if (worst === undefined || result.ratio > worst.result.ratio) {
      worst = { name: shape.name, result };
    }
  }
  return [
    row(
      `lenient text, worst of 8: ${worst!.name}`,
      "JSON.parse of its value",
      worst!.result,
      "ms",
      "≤ 10",
    ),
  ];
}

function refusedByJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

if (import.meta.main) {
  const { printTable } = await import("./measure.ts");
  printTable([...await argumentsText(), ...await lenientReading()]);
}
