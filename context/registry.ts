/**
 * The registry: every tool of a host's toolkits, by name, and the one call
 * that checks a model's input and runs the tool.
 *
 * @module
 */

import type { ZodObject } from "zod";
import { isMade } from "./_made.ts";
import { named } from "./_named.ts";
import { nearName } from "./_suggest.ts";
import { checkInput, type InputCheck, inputCheck } from "./_check.ts";
import { ToolRefusal } from "./refusal.ts";
import type { AllOf, CallOf, Tool, ToolCallBase, Toolkit, ToolRows } from "./tool.ts";

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
   * @returns The tool's rows.
   * @throws {ToolRefusal} `unknown-tool` for a name no tool has, with a
   * `tools` line; `bad-arguments` for input the tool refuses, with a
   * `fields` line; or the tool's own refusal. Any other error a tool throws
   * reaches the caller unchanged.
   * @throws {Error} When the tool's `run` returns anything but an array of
   * strings: a mistake in its code, named with the tool.
   * @throws The reason of `call.signal` when it is aborted before the tool
   * starts: the tool does not run.
   */
  run(name: string, input: unknown, call: Call): Promise<ToolRows>;
}

interface Entry {
  readonly tool: Tool<ZodObject, never>;
  readonly check: InputCheck;
  /** The tool's rows from what its run gave; made once, so a call allocates no closure. */
  readonly rows: (given: unknown) => ToolRows;
}

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
): ToolRegistry<AllOf<CallOf<Kits[number]["tools"][number]>>> {
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
      entries.set(tool.name, {
        tool,
        check: inputCheck(tool.input),
        rows: (given) => rows(tool, given),
      });
    }
  }
  const tools = Object.freeze([...entries.values()].map((entry) => entry.tool));
  const names: readonly string[] = [...entries.keys()];
  // Tool names are snake case: safe in a row as they are.
  const toolsLine = ["tools", ...names].join("\t");

  // Not an async function: a call whose input checks synchronously goes
  // straight to the tool, one promise fewer on the hot path.
  function run(name: string, input: unknown, call: never): Promise<ToolRows> {
    try {
      // A call the client cancelled before it came is never started.
      const signal = (call as ToolCallBase | undefined)?.signal;
      if (signal?.aborted) return Promise.reject(signal.reason);
      const entry = entries.get(name);
      if (entry === undefined) return Promise.reject(unknownTool(name, names, toolsLine));
      const checked = checkInput(entry.check, input, entry.tool);
      if (checked instanceof Promise) return afterChecks(entry, checked, signal, call);
      return answer(entry, entry.tool.run(checked as never, call));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  return Object.freeze({ tools, run }) as ToolRegistry<
    AllOf<CallOf<Kits[number]["tools"][number]>>
  >;
}

/**
 * Runs the tool once its asynchronous checks pass. A call aborted while they
 * run rejects with the signal's reason at once, whatever they find; the
 * tool, once started, answers for its own signal.
 */
function afterChecks(
  entry: Entry,
  checked: Promise<unknown>,
  signal: AbortSignal | undefined,
  call: never,
): Promise<ToolRows> {
  const aborted = (error: unknown) => {
    throw signal?.aborted ? signal.reason : error;
  };
  return untilAborted(checked, signal).then((parsed) => {
    if (signal?.aborted) throw signal.reason;
    return answer(entry, entry.tool.run(parsed as never, call));
  }, aborted);
}

/** The promise, or a rejection with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  // A host's own signal-like object may have no events: it is read when the checks end.
  if (typeof signal?.addEventListener !== "function") return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** What a tool's run gave, as rows; anything but an array of strings is a mistake in its code. */
function answer(entry: Entry, given: unknown): Promise<ToolRows> {
  if (given instanceof Promise) return given.then(entry.rows);
  if (typeof (given as PromiseLike<unknown> | undefined)?.then === "function") {
    return Promise.resolve(given).then(entry.rows);
  }
  return Promise.resolve(entry.rows(given));
}

/**
 * The rows, when `value` is an array of strings.
 *
 * @throws {Error} For anything else, naming the tool and what it returned.
 */
function rows(tool: Tool<ZodObject, never>, value: unknown): ToolRows {
  if (Array.isArray(value)) {
    let i = 0;
    // Bounded by the length: a read past the end takes V8's slow path.
    while (i < value.length && typeof value[i] === "string") i++;
    if (i === value.length) return value;
  }
  throw new Error(
    `${named(tool)}: run ` +
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

function unknownTool(name: unknown, names: readonly string[], toolsLine: string): ToolRefusal {
  const shown = typeof name === "string" ? nearName(name, names) : typeof name;
  return new ToolRefusal("unknown-tool", `no tool is named ${shown}`, [toolsLine]);
}
