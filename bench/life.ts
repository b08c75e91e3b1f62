/**
 * Case 1c, what a call's life costs: the same call with and without a
 * deadline that does not fire (a run that returns a promise, and one that
 * answers at once), and with and without an `onCall` that does nothing, each
 * pair in one process, in paired rounds. The targets are differences, not
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
  type ToolRegistryOptions,
} from "@adecore/agents/context";
import { compare, type Row, row } from "./measure.ts";

const input = z.object({ text: z.string().min(1), revision: z.number().int().optional() });
const sent = { text: "Buy milk", revision: 2 };
const ROWS = ["note\twritten"];

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

/** The rows of case 1c. */
export async function life(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const promised of [true, false]) {
    const without = registry(promised);
    const within = registry(promised, 60_000);
    const result = await compare(
      () => without.run("note_write", sent, {}),
      () => within.run("note_write", sent, {}),
      2_000,
      101,
    );
    rows.push(row(
      `  a deadline that does not fire, run ${promised ? "returns a promise" : "answers at once"}`,
      "no deadline",
      result,
      "µs",
      promised ? "≤ +0.5 µs" : "≈ +0 µs",
    ));
  }
  const plain = registry(true);
  const told = registry(true, undefined, { onCall: () => {} });
  rows.push(row(
    "  onCall told of each call",
    "no onCall",
    await compare(
      () => plain.run("note_write", sent, {}),
      () => told.run("note_write", sent, {}),
      2_000,
      101,
    ),
    "µs",
    "≤ +0.5 µs",
  ));
  return rows;
}

if (import.meta.main) {
  for (const line of await life()) {
    const added = (line.ours - line.base).toFixed(2);
    console.log(
      `${line.name.trim()}: ${line.base.toFixed(2)} -> ${line.ours.toFixed(2)} µs (+${added})`,
    );
  }
}
