// A private helper: what a tool's run gave, made into what a host hands on:
// its rows, and for a tool with an output the checked answer beside them.

import type { ZodObject } from "zod";
import { answerCheck, checkAnswer } from "./_output.ts";
import { named } from "./_named.ts";
import type { Tool, ToolResult, ToolRows } from "./tool.ts";

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
  const structured = checkAnswer(answerCheck(tool.output), given, tool);
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

/**
 * The rows, when `value` is an array of strings.
 *
 * @throws {Error} For anything else, naming the tool, what gave it and what it was.
 */
export function rowsOf(tool: AnyTool, value: unknown, by: "run" | "rows"): ToolRows {
  // What is no array has no length to reach; a read past the end stops the count too.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  if (Array.isArray(value)) {
    let i = 0;
    // Bounded by the length: a read past the end takes V8's slow path.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, see above
    while (i < value.length && typeof value[i] === "string") i++;
    if (i === value.length) return value;
  }
  throw new Error(
    `${named(tool)}: ${by} ` +
      `returned ${kind(value)}; return an array of strings, one row each, such as ["note\\t1"]`,
  );
}

function kind(value: unknown, within = false): string {
  if (Array.isArray(value)) {
    return within
      ? "an array"
      : `an array holding ${kind(value.find((row) => typeof row !== "string"), true)}`;
  }
  return value == null
    ? String(value)
    : typeof value === "object"
    ? "an object"
    : `a ${typeof value}`;
}
