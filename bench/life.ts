/**
 * Case 1c, what a call's life costs: the same call with and without a
 * deadline that does not fire (a run that returns a promise, and one that
 * answers at once), and with and without an `onCall` that does nothing, each
 * pair in one process, in paired rounds; and the rows-at-once call again with
 * a clock that costs nothing to read, beside the platform's clock read twice,
 * which is all that call adds. The targets are differences, not
 * ratios: at most 0.5 µs for a deadline where run returns a promise and for
 * `onCall`, nothing measurable for a deadline where run answers at once.
 *
 * Run alone: `deno run bench/life.ts`.
 *
 * @module
 */

import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  type ToolClock,
  type ToolRegistry,
  type ToolRegistryOptions,
} from "@adecore/agents/context";
import { compare, type Compared, type Row, row } from "./measure.ts";

const input = z.object({ text: z.string().min(1), revision: z.number().int().optional() });
const sent = { text: "Buy milk", revision: 2 };
const ROWS = ["note\twritten"];

/** A clock whose reads cost nothing: one fixed time, and the platform's timers. */
const FREE: ToolClock = {
  now: () => 1_800_000_000_000,
  setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
  clearTimeout: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** A registry of the note tool, answering at once or with a promise, with a deadline or not. */
function registry(promised: boolean, deadline?: number, options?: ToolRegistryOptions) {
  const tool = defineTool("note", {
    name: "note_write",
    description: "Writes a note.",
    input,
    ...(deadline === undefined ? {} : { deadline }),
    run: promised ? () => Promise.resolve(ROWS) : () => ROWS,
  });
  return createToolRegistry([defineToolkit("note", [tool])], options);
}

/** The same call of two registries, in paired rounds. */
function calls(base: ToolRegistry, ours: ToolRegistry): Promise<Compared> {
  return compare(
    () => base.run("note_write", sent, {}),
    () => ours.run("note_write", sent, {}),
    2_000,
    101,
  );
}

/** The rows of case 1c. */
export async function life(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const promised of [true, false]) {
    const result = await calls(registry(promised), registry(promised, 60_000));
    rows.push(row(
      `  a deadline that does not fire, run ${promised ? "returns a promise" : "answers at once"}`,
      "no deadline",
      result,
      "µs",
      promised ? "≤ +0.5 µs" : "≈ +0 µs",
    ));
  }
  // The same rows-at-once call, its clock taken apart: with a clock whose
  // reads cost nothing, and the platform's clock read twice alone.
  rows.push(row(
    "  the same, a clock that costs nothing to read",
    "no deadline",
    await calls(registry(false), registry(false, 60_000, { clock: FREE })),
    "µs",
    "≈ +0 µs",
  ));
  rows.push(row(
    "  the platform's clock read twice (Date.now)",
    "nothing",
    await compare(() => 0, () => Date.now() + Date.now(), 2_000, 101),
    "µs",
    "—",
  ));
  rows.push(row(
    "  onCall told of each call",
    "no onCall",
    await calls(registry(true), registry(true, undefined, { onCall: () => {} })),
    "µs",
    "≤ +0.5 µs",
  ));
  return rows;
}

if (import.meta.main) {
  for (const line of await life()) {
    const difference = line.ours - line.base;
    const added = `${difference < 0 ? "-" : "+"}${Math.abs(difference).toFixed(2)}`;
    console.log(
      `${line.name.trim()}: ${line.base.toFixed(2)} -> ${line.ours.toFixed(2)} µs (${added})`,
    );
  }
}
