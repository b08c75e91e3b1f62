// A private helper: what a tool's run gave, made into what a host hands on:
// its rows, and for a tool with an output the checked answer beside them.

import type { ZodObject } from "zod";
import { answerCheckOf, checkAnswer } from "./_output.ts";
import { named } from "../util/_named.ts";
import type { Tool, ToolResult, ToolRows } from "../tool.ts";

type AnyTool = Tool<ZodObject, never>;

/**
 * The result of what a tool's run gave (once a promise settled): its rows
 * for a tool without output; for one with, the answer as its output parses
 * it and the rows written from that, or a promise of both for an output with
 * asynchronous checks.
 *
 * @throws {Error} For rows that are no array of strings, or an answer its
 * output refuses: mistakes in the tool's code, named with the tool.
 */
export function resultOf(tool: AnyTool, given: unknown): ToolResult | Promise<ToolResult> {
  if (tool.output === undefined) return { rows: rowsOf(tool, given, "run") };
  const structured = checkAnswer(answerCheckOf(tool.output), given, tool);
  return structured instanceof Promise
    ? structured.then((answer) => answered(tool, answer))
    : answered(tool, structured);
}

function answered(tool: AnyTool, structured: unknown): ToolResult {
  const write = tool.rows as ((answer: unknown) => unknown) | undefined;
  const rows = write === undefined
    ? [JSON.stringify(structured)]
    : rowsOf(tool, write(structured), "rows");
  return { rows, structured: structured as Record<string, unknown> };
}

/** What a mistake in rows says to do instead. */
const ROWS = 'return an array of strings, one row each, such as ["note\\t1"]';

/**
 * The rows, when `value` is an array of strings: a copy, each item read
 * once, so what a host hands on is what was checked.
 *
 * @throws {Error} For anything else, naming the tool, what gave it and what
 * it was; for rows that could not be read (a getter or a proxy threw), with
 * the error met as the cause.
 */
export function rowsOf(tool: AnyTool, value: unknown, by: "run" | "rows"): ToolRows {
  let rows: string[] | string;
  try {
    rows = copied(value);
  } catch (error) {
    throw new Error(
      `${named(tool)}: what ${by} returned could not be read (a getter or a proxy threw); ${ROWS}`,
      { cause: error },
    );
  }
  if (typeof rows !== "string") return rows;
  throw new Error(`${named(tool)}: ${by} returned ${rows}; ${ROWS}`);
}

/** A copy of an array of strings, or for anything else what it is, in words. */
function copied(value: unknown): string[] | string {
  if (!Array.isArray(value)) return kind(value);
  const rows: string[] = [];
  for (let i = 0, { length } = value; i < length; i++) {
    const row: unknown = value[i];
    if (typeof row !== "string") return `an array holding ${kind(row)}`;
    rows.push(row);
  }
  return rows;
}

/**
 * The `then` of what a run gave, where it is a function: what a promise
 * of it settles with is awaited.
 *
 * @throws {Error} Where reading it throws, naming the tool, with the error met as the cause.
 */
export function thenOf(tool: AnyTool, given: unknown): unknown {
  try {
    const then = (given as PromiseLike<unknown> | undefined)?.then;
    return typeof then === "function" ? then : undefined;
  } catch (error) {
    throw new Error(
      `${named(tool)}: what run returned could not be read (a getter or a proxy threw); ` +
        "return plain data, or a promise of it",
      { cause: error },
    );
  }
}

function kind(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  return value == null
    ? String(value)
    : typeof value === "object"
    ? "an object"
    : `a ${typeof value}`;
}
