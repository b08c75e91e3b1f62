// A private helper: the tools and toolkits defineTool and defineToolkit
// made, so nothing else that merely looks like one gets past their checks.

import { type Named, named } from "../util/_named.ts";

/** What a define function makes; and a registry's own search tool, which adapters tell apart. */
export type Made = "tool" | "toolkit" | "search";

const made: Readonly<Record<Made, WeakSet<object>>> = {
  tool: new WeakSet(),
  toolkit: new WeakSet(),
  search: new WeakSet(),
};

/** Marks a frozen tool or toolkit as made by its define function, and returns it. */
export function mark<T extends object>(kind: Made, value: T): T {
  made[kind].add(value);
  return value;
}

/** Whether a value is a tool or a toolkit its define function made. */
export function isMade(kind: Made, value: unknown): boolean {
  // A WeakSet answers false for what is no object: nothing else to ask first.
  return made[kind].has(value as object);
}

/**
 * Throws unless the value is a tool defineTool made: one that merely looks
 * like one skips every check of its schemas.
 */
export function madeTool(tool: unknown): void {
  if (isMade("tool", tool)) return;
  const { name = "", toolkit = "" } = (tool ?? {}) as Partial<Named>;
  throw new Error(
    `${named({ name, toolkit })}: it was not made by defineTool, which checks ` +
      "what the check cannot take; define it with defineTool",
  );
}
