// A private helper: one call of a registry's tool, from the name and input a
// model sent to the flight that runs the tool: refused at once for a tool the
// registry does not hold, checked, and for a tool that asks approval, gated.

import { nearName } from "../wording/_suggest.ts";
import { argumentsOrRefusal, callOrRefusal, inputOrRefusal, refuse } from "../check/_check.ts";
import type { ArgumentsOptions } from "../arguments/_options.ts";
import { Refused } from "../wording/_wording.ts";
import type { ToolCallBase } from "../call.ts";
import { ToolRefusal } from "../refusal.ts";
import type { ToolResult, ToolRows } from "../tool.ts";
import { type Finish, Flight, type Life } from "../life/_flight.ts";
import type { Entry } from "./_entries.ts";

/** What a refusal of an unknown tool says: the names a view holds. */
export interface Held {
  readonly names: readonly string[];
  /** The advice line of an unknown tool's refusal. */
  readonly toolsLine: string;
}

// Not an async function: a call whose input checks synchronously goes
// straight to the tool, one promise fewer on the hot path.
export function attempt<T>(
  life: Life,
  held: () => Held,
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
    if (entry === undefined) {
      const { names, toolsLine } = held();
      return Promise.reject(unknownTool(name, names, toolsLine));
    }
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

/** How a call's arguments are read: from text, or as sent, with the host's options. */
export interface ReadAs {
  readonly text: boolean;
  readonly options: ArgumentsOptions | undefined;
}

export const ROWS = (entry: Entry): Finish<ToolRows> => entry.rows;
export const RESULT = (entry: Entry): Finish<ToolResult> => entry.result;

function unknownTool(name: unknown, names: readonly string[], toolsLine: string): ToolRefusal {
  const shown = typeof name === "string" ? nearName(name, names) : typeof name;
  return new ToolRefusal("unknown-tool", `no tool is named ${shown}`, [toolsLine]);
}
