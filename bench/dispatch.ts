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
import { hostInTurn } from "./host.ts";
import { compare, type Compared, median, type Row, row } from "./measure.ts";

// Run as `bench/dispatch.ts jitless`: zod may not generate code, as on
// Cloudflare Workers, so neither zod's own object fast path nor z.compile
// applies. Set before any schema is built, since zod reads it then.
const JITLESS = Deno.args.includes("jitless");
if (JITLESS) z.config({ jitless: true });

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
/** The same, as a model sends it that writes null for a field it skips. */
export const smallWithNull = { text: "Buy milk", revision: 3, dry_run: null };

type Run = (input: NoteInput, call: NoteCall) => readonly string[] | Promise<readonly string[]>;

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
    return result.success
      ? Promise.resolve(run(result.data, noteCall))
      : Promise.reject(result.error);
  };
  return { registry, floor };
}

const { registry, floor } = pair(noteRun);

/** The note tool's input with unknown fields refused, as zod itself refuses them. */
const strictInput = z.strictObject(noteInput.shape);

/** Rows checked as registry.run checks them: an array of strings. */
function checkedRows(rows: readonly string[]): readonly string[] {
  if (!Array.isArray(rows) || !rows.every((row) => typeof row === "string")) {
    throw new Error("run returned no array of strings");
  }
  return rows;
}

/**
 * What registry.run does, written with zod alone: the input checked with
 * unknown fields refused (zod's strict object), `run` called, and the rows
 * it gives checked once they are there. The floor that does the same work.
 */
function zodAlone(run: Run) {
  return (input: unknown): Promise<readonly string[]> => {
    const result = strictInput.safeParse(input);
    if (!result.success) return Promise.reject(result.error);
    const rows = run(result.data, noteCall);
    return rows instanceof Promise ? rows.then(checkedRows) : Promise.resolve(checkedRows(rows));
  };
}

/** registry.run versus the floor on the small input. */
export function smallInput(): Promise<Compared> {
  return compare(
    () => floor(small),
    () => registry.run("note_write", small, noteCall),
    1_000,
    201,
  );
}

/**
 * registry.run versus the best zod offers for the same call: the schema
 * compiled with `z.compile`, its `safeParse` and a direct call of `run`.
 */
export function smallCompiled(): Promise<Compared> {
  const compiled = z.compile(noteInput);
  return compare(
    () => {
      const result = compiled.safeParse(small);
      return result.success ? noteRun(result.data, noteCall) : Promise.reject(result.error);
    },
    () => registry.run("note_write", small, noteCall),
    1_000,
    201,
  );
}

/** Case 1's comparisons, measured in this process. */
export interface Dispatch {
  readonly small: Compared;
  readonly compiled: Compared;
  readonly sync: Compared;
  /** registry.run beside zodAlone, run returning a promise. */
  readonly same: Compared;
  /** The same, run giving its rows at once. */
  readonly sameSync: Compared;
  readonly nulls: Compared;
  readonly large: Compared;
  readonly encoding: Compared;
  readonly host: Compared;
  readonly hostNested: Compared;
  readonly hostNulls: Compared;
  /** registry.answer of a tool with an output, its run answering at once. */
  readonly answer: Compared;
  /** The same, its run returning a promise. */
  readonly answerLater: Compared;
}

/** Measures case 1 in this process. */
export async function measureDispatch(): Promise<Dispatch> {
  const smallRun = await smallInput();
  // Where code cannot be generated, z.compile gives nothing to compare with.
  const compiled = JITLESS ? smallRun : await smallCompiled();
  // A run that gives its rows at once: registry.run checks them without a
  // promise reaction of its own, which a run that returns a promise needs.
  const rowsAtOnce = pair((input, call) => {
    if (input.dry_run !== true) call.written += input.text.length;
    return ["note\twritten"];
  });
  const sync = await compare(
    () => rowsAtOnce.floor(small),
    () => rowsAtOnce.registry.run("note_write", small, noteCall),
    1_000,
    201,
  );
  // Beside zod doing what registry.run does: the work the package adds, at zod's own cost.
  const alone = zodAlone(noteRun);
  const same = await compare(
    () => alone(small),
    () => registry.run("note_write", small, noteCall),
    1_000,
    201,
  );
  const aloneAtOnce = zodAlone((input, call) => {
    if (input.dry_run !== true) call.written += input.text.length;
    return ["note\twritten"];
  });
  const sameSync = await compare(
    () => aloneAtOnce(small),
    () => rowsAtOnce.registry.run("note_write", small, noteCall),
    1_000,
    201,
  );
  // zod refuses the null, so the floor gets the input without it.
  const nulls = await compare(
    () => floor(small),
    () => registry.run("note_write", smallWithNull, noteCall),
    1_000,
    201,
  );
  const large = { text: "x".repeat(100 * 1024), revision: 3 };
  const largeRun = await compare(
    () => floor(large),
    () => registry.run("note_write", large, noteCall),
    1_000,
    201,
  );
  // The same, with a run that does what a write does with the text: encode it.
  const encoder = new TextEncoder();
  const encode: Run = (input, call) => {
    call.written += encoder.encode(input.text).length;
    return Promise.resolve(["note\twritten"]);
  };
  const writing = pair(encode);
  const encoding = await compare(
    () => writing.floor(large),
    () => writing.registry.run("note_write", large, noteCall),
    100,
    101,
  );
  // Imported here, after the setting above: its schemas are built as its module loads.
  const { measureAnswer } = await import("./answer.ts");
  const answered = await measureAnswer();
  // Last, since many schemas make zod's shared code slower for what runs after.
  const host = await hostInTurn(false);
  const hostNested = await hostInTurn(true);
  const hostNulls = await hostInTurn(true, true);
  return {
    small: smallRun,
    compiled,
    sync,
    same,
    sameSync,
    nulls,
    large: largeRun,
    encoding,
    host,
    hostNested,
    hostNulls,
    answer: answered.sync,
    answerLater: answered.promised,
  };
}

if (import.meta.main) console.log(JSON.stringify(await measureDispatch()));

/** The median of each figure across processes. */
function across(results: readonly Compared[]): Compared {
  return {
    base: median(results.map((result) => result.base)),
    ours: median(results.map((result) => result.ours)),
    ratio: median(results.map((result) => result.ratio)),
  };
}

/** Measures case 1 in `processes` fresh Deno processes, with `args`. */
async function inProcesses(processes: number, args: string[]): Promise<Dispatch[]> {
  const runs: Dispatch[] = [];
  for (let i = 0; i < processes; i++) {
    const { success, code, stdout } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--quiet", import.meta.url, ...args],
      stderr: "inherit",
    }).output();
    if (!success) {
      throw new Error(`bench/dispatch.ts exited with code ${code}; see its output above`);
    }
    runs.push(JSON.parse(new TextDecoder().decode(stdout)));
  }
  return runs;
}

/**
 * The rows of case 1, each the median of `processes` fresh Deno processes:
 * how fast zod's shared code runs depends on what a process ran before (one
 * schema or many), and a fresh process is the state every host starts in.
 * Then the same where code cannot be generated. Also the small input's
 * comparison, for later rows.
 */
export async function dispatch(processes = 5): Promise<{ rows: Row[]; small: Compared }> {
  const runs = await inProcesses(processes, []);
  const smallRun = across(runs.map((run) => run.small));
  const largeRun = across(runs.map((run) => run.large));
  const jitless = await inProcesses(processes, ["jitless"]);
  const each = (runs: Dispatch[], pick: (run: Dispatch) => Compared) => across(runs.map(pick));
  return {
    rows: [
      row("registry.run, small input", "safeParse + run", smallRun, "ns", "≤ 1.15"),
      row(
        "  the same, zod's compiled schema as floor",
        "z.compile, safeParse + run",
        each(runs, (run) => run.compiled),
        "ns",
        "—",
      ),
      row(
        "  the same, run gives its rows at once",
        "safeParse + run",
        each(runs, (run) => run.sync),
        "ns",
        "—",
      ),
      row(
        "  small input, beside zod doing the same work",
        "strictObject + run + check",
        each(runs, (run) => run.same),
        "ns",
        "—",
      ),
      row(
        "  rows at once, beside zod doing the same work",
        "strictObject + run + check",
        each(runs, (run) => run.sameSync),
        "ns",
        "—",
      ),
      row(
        "  the same, a skipped field sent as null",
        "the same, no null",
        each(runs, (run) => run.nulls),
        "ns",
        "—",
      ),
      row("registry.run, 100 KB text", "safeParse + run", largeRun, "ns", "≤ 1.05"),
      row(
        "  100 KB vs small input, ours",
        "ours, small input",
        { base: smallRun.ours, ours: largeRun.ours, ratio: largeRun.ours / smallRun.ours },
        "ns",
        "—",
      ),
      row(
        "  100 KB, run encodes the text",
        "safeParse + run",
        each(runs, (run) => run.encoding),
        "µs",
        "—",
      ),
      row(
        "  30 flat tools in turn, JSON input",
        "safeParse + run",
        each(runs, (run) => run.host),
        "ns",
        "—",
      ),
      row(
        "  the same, one in five nests an object",
        "safeParse + run",
        each(runs, (run) => run.hostNested),
        "ns",
        "—",
      ),
      row(
        "  the same, skipped fields sent as null",
        "the same, no null",
        each(runs, (run) => run.hostNulls),
        "ns",
        "—",
      ),
      row(
        "registry.answer, output checked, answer at once",
        "safeParse ×2 + run + stringify",
        each(runs, (run) => run.answer),
        "ns",
        "≤ 1.15",
      ),
      row(
        "  the same, run returns a promise",
        "safeParse ×2 + run + stringify",
        each(runs, (run) => run.answerLater),
        "ns",
        "≤ 1.3",
      ),
      row(
        "no code generation: small input",
        "safeParse + run",
        each(jitless, (run) => run.small),
        "ns",
        "≤ 1.3",
      ),
      row(
        "  the same, run gives its rows at once",
        "safeParse + run",
        each(jitless, (run) => run.sync),
        "ns",
        "≤ 1.15",
      ),
      row(
        "  small input, beside zod doing the same work",
        "strictObject + run + check",
        each(jitless, (run) => run.same),
        "ns",
        "—",
      ),
      row(
        "  rows at once, beside zod doing the same work",
        "strictObject + run + check",
        each(jitless, (run) => run.sameSync),
        "ns",
        "—",
      ),
      row(
        "  the same, a skipped field sent as null",
        "the same, no null",
        each(jitless, (run) => run.nulls),
        "ns",
        "—",
      ),
      row(
        "  30 tools, one in five nests an object",
        "safeParse + run",
        each(jitless, (run) => run.hostNested),
        "ns",
        "—",
      ),
      row(
        "  the same, skipped fields sent as null",
        "the same, no null",
        each(jitless, (run) => run.hostNulls),
        "ns",
        "—",
      ),
    ],
    small: smallRun,
  };
}
