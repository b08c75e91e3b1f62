/**
 * The registry: every tool of a host's toolkits, by name, and the one call
 * that checks a model's input and runs the tool.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { resultOf, rowsOf } from "./answer/_answer.ts";
import { isMade } from "./definition/_made.ts";
import { nearName } from "./wording/_suggest.ts";
import {
  argumentsOrRefusal,
  callOrRefusal,
  type InputCheck,
  inputCheckOf,
  inputOrRefusal,
  refuse,
} from "./check/_check.ts";
import type { ArgumentsOptions } from "./arguments/_options.ts";
import { Refused } from "./wording/_wording.ts";
import type { AllOf, CallOf, ToolCallBase } from "./call.ts";
import { ToolRefusal } from "./refusal.ts";
import type { Tool, Toolkit, ToolResult, ToolRows } from "./tool.ts";
import type { ToolRegistryOptions } from "./options.ts";
import type { ToolDeadline } from "./turn.ts";
import { type Timing, timingOf } from "./life/_deadline.ts";
import { type Finish, Flight, type Life } from "./life/_flight.ts";
import { Timer } from "./life/_timer.ts";
import { tell } from "./life/_events.ts";
import { readOptions } from "./life/_options.ts";
import { asks, gate, type State } from "./approval/_gate.ts";
import { named } from "./util/_named.ts";

/**
 * Every tool of a host, and the call that runs one.
 *
 * @example A host function over a registry
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import {
 *   createToolRegistry,
 *   defineTool,
 *   defineToolkit,
 *   type ToolCallBase,
 *   type ToolRegistry,
 * } from "@adecore/agents/context";
 *
 * function names(registry: ToolRegistry<ToolCallBase>): string[] {
 *   return registry.tools.map((tool) => tool.name);
 * }
 * const list = defineTool("note", { name: "note_list", description: "Lists notes.", input: z.object({}), run: () => [] });
 * assert.deepEqual(names(createToolRegistry([defineToolkit("note", [list])])), ["note_list"]);
 * ```
 */
export interface ToolRegistry<Call extends ToolCallBase = ToolCallBase> {
  /** Every tool, toolkit by toolkit, in the order given. */
  readonly tools: readonly Tool<ZodObject, Call>[];
  /**
   * Checks what a model sent and runs the tool.
   *
   * @param name The tool's name, as the model sent it.
   * @param input The arguments, as the model sent them; `undefined` counts as `{}`.
   * @param call What the host gives this call: what every tool needs.
   * @param options `coerce` and `rename`, as `parseToolInput` takes them (off
   * unless asked), and `onRead`, told what was coerced and renamed.
   * @returns The tool's rows.
   * @throws {ToolRefusal} `unknown-tool` for a name no tool has, with a
   * `tools` line; `bad-arguments` for input the tool refuses, with a
   * `fields` line; or the tool's own refusal. Any other error a tool throws
   * reaches the caller unchanged.
   * @throws {Error} When the tool's `run` returns anything but an array of
   * strings, or for a tool with an output an answer its output refuses: a
   * mistake in its code, named with the tool.
   * @throws The reason of `call.signal` when it is aborted before the tool
   * starts: the tool does not run.
   */
  run(name: string, input: unknown, call: Call, options?: ArgumentsOptions): Promise<ToolRows>;
  /**
   * Checks what a model sent, runs the tool and checks what it answers:
   * `run`, with the structured answer beside the rows for a tool with an
   * output (what MCP sends as `structuredContent`).
   *
   * @param name The tool's name, as the model sent it.
   * @param input The arguments, as the model sent them; `undefined` counts as `{}`.
   * @param call What the host gives this call: what every tool needs.
   * @param options As `run` takes them.
   * @returns The rows, and `structured` for a tool with an output.
   * @throws {ToolRefusal} As `run` refuses a call.
   * @throws {Error} As `run` names a mistake in a tool's code.
   */
  answer(name: string, input: unknown, call: Call, options?: ArgumentsOptions): Promise<ToolResult>;
  /**
   * `run`, with the arguments as the text a model wrote (OpenAI-style APIs
   * hand them over so): read as `parseToolArguments` reads them,
   * then checked and run as `run` does.
   *
   * @param name The tool's name, as the model sent it.
   * @param text The arguments, as the model wrote them.
   * @param call What the host gives this call: what every tool needs.
   * @param options `coerce` (on unless turned off), `rename` and `onRead`, as
   * `run` takes them; `onRead` is also told what the reading rewrote.
   * @returns The tool's rows.
   * @throws {ToolRefusal} As `run` refuses a call; `bad-arguments` also for
   * text that is not read, with what to send instead.
   * @throws {Error} As `run` names a mistake in a tool's code, and for text
   * that is no string: a mistake in the host's code.
   */
  runArguments(
    name: string,
    text: string,
    call: Call,
    options?: ArgumentsOptions,
  ): Promise<ToolRows>;
}

interface Entry {
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
}

/** Lets a call of a tool that asks approval run, giving its input, or rejects. */
type Gate = (input: unknown, call: ToolCallBase | undefined, flight: Flight<unknown>) => unknown;

/**
 * Collects toolkits into the registry a host lists and runs tools from.
 *
 * @param toolkits The host's toolkits.
 * @returns The registry; its `run` needs a call that satisfies every tool.
 * @throws {Error} When two toolkits share a name, tools of two toolkits do,
 * or a toolkit was not made by `defineToolkit` (a literal that only looks
 * like one skips every check of its tools): mistakes in code.
 *
 * @example Running a tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createToolRegistry, defineTool, defineToolkit, ToolRefusal } from "@adecore/agents/context";
 *
 * const echo = defineTool("text", {
 *   name: "text_echo",
 *   description: "Answers the text it is given.",
 *   input: z.object({ text: z.string() }),
 *   run: (input) => [`text\t${input.text}`],
 * });
 * const registry = createToolRegistry([defineToolkit("text", [echo])]);
 *
 * assert.deepEqual(await registry.run("text_echo", { text: "hi" }, {}), ["text\thi"]);
 * await assert.rejects(registry.run("text_echoo", {}, {}), (error: unknown) => {
 *   assert.ok(error instanceof ToolRefusal);
 *   assert.equal(error.code, "unknown-tool");
 *   assert.equal(error.message, "no tool is named text_echoo (did you mean text_echo?)");
 *   assert.deepEqual(error.lines, ["tools\ttext_echo"]);
 *   return true;
 * });
 * ```
 */
export function createToolRegistry<const Kits extends readonly Toolkit<never>[]>(
  toolkits: Kits,
  options?: ToolRegistryOptions,
): ToolRegistry<AllOf<CallOf<Kits[number]["tools"][number]>>> {
  const { deadline, onLate, onCall, clock, hold, approvals } = readOptions(options);
  const entries = entriesOf(toolkits, deadline, approvals);
  const tools = Object.freeze([...entries.values()].map((entry) => entry.tool));
  const names: readonly string[] = [...entries.keys()];
  // Tool names are snake case: safe in a row as they are.
  const toolsLine = ["tools", ...names].join("\t");
  const life: Life = { clock, timer: new Timer(clock, Flight.timeOut, hold), onLate };
  const held: Held = { names, toolsLine, life };
  // The clock is read only where a deadline or onCall needs it.
  const clocked = onCall !== undefined || [...entries.values()].some((entry) => entry.timing);

  function invoke<T>(
    name: string,
    input: unknown,
    call: never,
    finish: (entry: Entry) => Finish<T>,
    reading?: ReadAs,
  ): Promise<T> {
    const started = clocked ? clock.now() : 0;
    const entry = entries.get(name);
    const outcome = attempt(held, entry, name, input, call, finish, reading, started);
    if (onCall !== undefined) tell(onCall, outcome, entry?.tool, call, started, clock);
    return outcome;
  }

  const run = (name: string, input: unknown, call: never, options?: ArgumentsOptions) =>
    invoke(name, input, call, ROWS, options && { text: false, options });
  const answer = (name: string, input: unknown, call: never, options?: ArgumentsOptions) =>
    invoke(name, input, call, RESULT, options && { text: false, options });
  const runArguments = (name: string, text: string, call: never, options?: ArgumentsOptions) =>
    invoke(name, text, call, ROWS, { text: true, options });

  return Object.freeze({ tools, run, answer, runArguments }) as ToolRegistry<
    AllOf<CallOf<Kits[number]["tools"][number]>>
  >;
}

/** What every call of a registry reads of it. */
interface Held {
  readonly names: readonly string[];
  /** The advice line of an unknown tool's refusal. */
  readonly toolsLine: string;
  readonly life: Life;
}

// Not an async function: a call whose input checks synchronously goes
// straight to the tool, one promise fewer on the hot path.
function attempt<T>(
  { names, toolsLine, life }: Held,
  entry: Entry | undefined,
  name: string,
  input: unknown,
  call: ToolCallBase | undefined,
  finish: (entry: Entry) => Finish<T>,
  reading: ReadAs | undefined,
  started: number,
): Promise<T> {
  try {
    // A call the client cancelled before it came is never started.
    const signal = call?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (entry === undefined) return Promise.reject(unknownTool(name, names, toolsLine));
    // Arguments text is read first, with the tool known: its refusal lists the fields.
    const checked = reading === undefined
      ? inputOrRefusal(entry.check, input, entry.tool)
      : reading.text
      ? argumentsOrRefusal(entry.check, input, entry.tool, reading.options)
      : callOrRefusal(entry.check, input, entry.tool, reading.options);
    // The refusal's Error is made in a job of its own, where the stack is
    // short: Deno records the stack of every Error, whatever
    // Error.stackTraceLimit says, at a cost that grows with the host's
    // stack (most of a refusal's cost behind an MCP server).
    if (checked instanceof Refused) return Promise.resolve(checked).then(refuse) as Promise<T>;
    const flight = new Flight<T>(life, entry, call, started);
    const gate = entry.gate;
    if (gate !== undefined) {
      const input = checked instanceof Promise ? checked.then(refuse) : Promise.resolve(checked);
      const passed = input.then((value) => gate(value, call, flight as Flight<unknown>));
      return flight.afterChecks(passed, finish(entry));
    }
    if (checked instanceof Promise) {
      return flight.afterChecks(checked.then(refuse), finish(entry));
    }
    return flight.run(checked, finish(entry));
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Each tool of the toolkits by name, with its check and how its call ends.
 * Throws for what is no array of toolkits defineToolkit made, and for a name
 * two toolkits, or tools of two toolkits, share.
 */
function entriesOf(
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
      const result: Finish<ToolResult> = (given) => resultOf(tool, given);
      const own = tool.deadline ?? deadline;
      const rows = rowsFinish(tool);
      entries.set(tool.name, {
        tool,
        check: inputCheckOf(tool.input),
        timing: own === undefined ? undefined : timingOf(own, repeatable(tool)),
        rows,
        result,
        gate: tool.approval === undefined ? undefined : gateOf(tool, approvals, rows),
      });
    }
  }
  return entries;
}

/** How a call's arguments are read: from text, or as sent, with the host's options. */
interface ReadAs {
  readonly text: boolean;
  readonly options: ArgumentsOptions | undefined;
}

const ROWS = (entry: Entry): Finish<ToolRows> => entry.rows;
const RESULT = (entry: Entry): Finish<ToolResult> => entry.result;

/** How a call's rows come from what the tool gave: checked as rows, or written from its answer. */
function rowsFinish(tool: Tool<ZodObject, never>): Finish<ToolRows> {
  // A shortcut: resultOf gives a tool without output the same rows. (As true, the
  // condition breaks every tool with an output, which the output tests catch.)
  if (tool.output === undefined) return (given) => rowsOf(tool, given, "run");
  return (given) => {
    const answered = resultOf(tool, given);
    return answered instanceof Promise ? answered.then((whole) => whole.rows) : answered.rows;
  };
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

function unknownTool(name: unknown, names: readonly string[], toolsLine: string): ToolRefusal {
  const shown = typeof name === "string" ? nearName(name, names) : typeof name;
  return new ToolRefusal("unknown-tool", `no tool is named ${shown}`, [toolsLine]);
}
