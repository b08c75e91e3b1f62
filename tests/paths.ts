// The four ways a call's input is parsed, for tests that must hold on each:
// zod's compiled parser, its runtime parser (a schema zod cannot compile),
// the asynchronous parse, and no code generation at all (jitless, as on
// Cloudflare Workers).

import { z } from "zod";
import { defineTool, parseToolInput, type Tool } from "@adecore/agents/context";

/** A tool over `input` on one parse path, and its check of a value. */
export interface OnPath {
  readonly tool: Tool<z.ZodObject>;
  /** parseToolInput on this path; a refusal rejects. */
  check(value: unknown): Promise<unknown>;
  /** Whether parseToolInput answered the value at once, not with a promise. */
  synchronous(value: unknown): boolean;
}

let made = 0;

function onPath(input: z.ZodObject, jitless = false): OnPath {
  const tool = defineTool("paths", {
    name: `paths_tool_${made++}`,
    description: "A tool of a parse path.",
    input,
    run: () => [],
  });
  const parse = (value: unknown) => {
    // Set for every call, the first included, which compiles the check otherwise.
    if (jitless) z.config({ jitless: true });
    try {
      return parseToolInput(tool, value);
    } finally {
      if (jitless) z.config({ jitless: false });
    }
  };
  return {
    tool,
    check: async (value) => await parse(value),
    synchronous(value) {
      try {
        return !(parse(value) instanceof Promise);
      } catch {
        return true;
      }
    },
  };
}

/** Each parse path by name, making a tool of an input for it. */
export const PATHS: Readonly<Record<string, (input: z.ZodObject) => OnPath>> = {
  compiled: (input) => onPath(input),
  // zod compiles no check with a `when` condition, and parses it at run time.
  runtime: (input) => onPath(input.refine(() => true, { when: () => true })),
  // An async function: every call waits (a plain function's promise makes only the calls that meet it wait).
  asynchronous: (input) => onPath(input.refine(async () => await true)),
  jitless: (input) => onPath(input, true),
};

/** The message of the bad-arguments refusal a check rejects with. */
export async function refused(check: Promise<unknown>): Promise<string> {
  try {
    await check;
  } catch (error) {
    const { name, code, message } = error as { name?: string; code?: string; message: string };
    if (name !== "ToolRefusal" || code !== "bad-arguments") throw error;
    return message;
  }
  throw new Error("the input was accepted");
}
