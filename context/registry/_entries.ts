// A private helper: what a registry keeps of each tool, made once when the
// registry is: its check, its deadline's refusals, how its rows come from
// what it gave, and for a tool that asks approval, its gate.

import type { ZodObject } from "zod";
import { resultOf, rowsOf } from "../answer/_answer.ts";
import { isMade } from "../definition/_made.ts";
import { type InputCheck, inputCheckOf } from "../check/_check.ts";
import type { ToolCallBase } from "../call.ts";
import type { Tool, ToolResult, ToolRows } from "../tool.ts";
import type { Toolkit } from "../toolkit.ts";
import type { ToolDeadline } from "../turn.ts";
import { type Timing, timingOf } from "../life/_deadline.ts";
import type { Finish, Flight } from "../life/_flight.ts";
import { asks, gate, type State } from "../approval/_gate.ts";
import { named } from "../util/_named.ts";
import type { ToolAttachment } from "../attachments.ts";
import { attachmentRows } from "../attachments/_check.ts";

export interface Entry {
  /** Where the tool stands in the registry. */
  readonly index: number;
  readonly tool: Tool<ZodObject, never>;
  readonly check: InputCheck;
  /** The refusals of the tool's deadline, or the registry's; undefined without one. */
  readonly timing: Timing | undefined;
  /** The tool's rows from what its run gave; made once, so a call allocates no closure. */
  readonly rows: Finish<ToolRows>;
  /** The tool's result from what its run gave. */
  readonly result: Finish<ToolResult>;
  /** For a tool that asks approval: its checked input once the call may run. */
  readonly gate: Gate | undefined;
  /** Whether its toolkit lists it only once a search found it. */
  readonly deferred: boolean;
}

/** Lets a call of a tool that asks approval run, giving its input, or rejects. */
type Gate = (input: unknown, call: ToolCallBase | undefined, flight: Flight<unknown>) => unknown;

/**
 * Each tool of the toolkits by name, with its check and how its call ends.
 * Throws for what is no array of toolkits defineToolkit made, and for a name
 * two toolkits, or tools of two toolkits, share.
 */
export function entriesOf(
  toolkits: unknown,
  deadline: ToolDeadline | undefined,
  approvals: State | undefined,
): Map<string, Entry> {
  if (!Array.isArray(toolkits)) {
    throw new Error(
      "the toolkits are no array; pass the toolkits defineToolkit made, like " +
        'createToolRegistry([defineToolkit("note", [noteWrite])])',
    );
  }
  const kits = new Set<string>();
  const entries = new Map<string, Entry>();
  for (const toolkit of toolkits as readonly Toolkit<never>[]) {
    if (!isMade("toolkit", toolkit)) {
      const name = (toolkit as Partial<Toolkit> | null)?.name;
      throw new Error(
        `toolkit ${JSON.stringify(String(name))}: it was not made by defineToolkit; ` +
          "make it with defineToolkit(name, tools), which checks its name and its tools",
      );
    }
    if (kits.has(toolkit.name)) {
      throw new Error(`two toolkits are named ${JSON.stringify(toolkit.name)}; rename one`);
    }
    kits.add(toolkit.name);
    for (const tool of toolkit.tools) {
      const other = entries.get(tool.name)?.tool;
      if (other !== undefined) {
        throw new Error(
          `tool ${JSON.stringify(tool.name)} is in toolkits ${JSON.stringify(other.toolkit)} and ${
            JSON.stringify(tool.toolkit)
          }; a name is unique in a registry, rename one`,
        );
      }
      entries.set(tool.name, entryOf(tool, entries.size, toolkit.deferred, deadline, approvals));
    }
  }
  return entries;
}

/** What a registry keeps of one tool, at its place. */
export function entryOf(
  tool: Tool<ZodObject, never>,
  index: number,
  deferred: boolean,
  deadline: ToolDeadline | undefined,
  approvals: State | undefined,
): Entry {
  const result: Finish<ToolResult> = (given, attached) =>
    attached === undefined
      ? resultOf(tool, given)
      : withAttachments(resultOf(tool, given), attached);
  const own = tool.deadline ?? deadline;
  const rows = rowsFinish(tool);
  return {
    index,
    tool,
    check: inputCheckOf(tool.input),
    timing: own === undefined ? undefined : timingOf(own, repeatable(tool)),
    rows,
    result,
    gate: tool.approval === undefined ? undefined : gateOf(tool, approvals, rows),
    deferred,
  };
}

/**
 * How a call's rows come from what the tool gave: checked as rows, or
 * written from its answer; and a row for each attachment, which rows alone
 * cannot carry.
 */
function rowsFinish(tool: Tool<ZodObject, never>): Finish<ToolRows> {
  // A shortcut: resultOf gives a tool without output the same rows. (As true, the
  // condition breaks every tool with an output, which the output tests catch.)
  if (tool.output === undefined) {
    return (given, attached) => {
      const rows = rowsOf(tool, given, "run");
      return attached === undefined ? rows : [...rows, ...attachmentRows(attached)];
    };
  }
  return (given, attached) => {
    const answered = resultOf(tool, given);
    const rows = (whole: ToolResult) =>
      attached === undefined ? whole.rows : [...whole.rows, ...attachmentRows(attached)];
    return answered instanceof Promise ? answered.then(rows) : rows(answered);
  };
}

/** A result with what the tool attached beside it: the flight's own list, which nothing adds to now. */
function withAttachments(
  result: ToolResult | Promise<ToolResult>,
  attached: readonly ToolAttachment[],
): ToolResult | Promise<ToolResult> {
  const attachments = Object.freeze(attached);
  if (result instanceof Promise) return result.then((whole) => ({ ...whole, attachments }));
  return { ...result, attachments };
}

/**
 * The gate of a tool that asks approval: a call it needs none for passes at
 * once; any other has its grant checked, or gets the dry run's preview.
 */
function gateOf(
  tool: Tool<ZodObject, never>,
  approvals: State | undefined,
  rows: Finish<ToolRows>,
): Gate {
  if (approvals === undefined) {
    throw new Error(
      `${named(tool)}: it asks approval, and the registry has none; give createToolRegistry ` +
        "the approvals createApprovals made, as { approvals }",
    );
  }
  return (input, call, flight) => {
    const checked = input as Record<string, unknown>;
    if (!asks(tool, checked, call)) return input;
    // The dry run is a check: its turn is the call's, before run started.
    const preview = (dry: Record<string, unknown>) =>
      Promise.resolve({ ...dry, dry_run: true })
        .then((given) => tool.run(given as never, call as never, flight))
        .then(rows);
    return gate(approvals, tool, checked, call, preview).then((approval) => {
      flight.approval = approval;
      return input;
    });
  };
}

/** Whether a second call with the same input changes nothing more: a tool read-only or idempotent. */
function repeatable({ annotations }: Tool<ZodObject, never>): boolean {
  return annotations.readOnly || annotations.idempotent === true;
}
