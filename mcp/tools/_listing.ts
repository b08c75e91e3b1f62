// A private helper: a tool as `tools/list` lists it for a client's protocol
// revision: the portable listing up to 2025-11-25, the exact one (with the
// tool's examples) from 2026-07-28; its title, output and the hints its
// author gave, and only those.

import type { ZodObject } from "zod";
import { toolInputSchema } from "../../context/listing.ts";
import { toolOutputSchema } from "../../context/output_listing.ts";
import type { Tool } from "../../context/tool.ts";
import { exactInputSchema } from "../../listings/exact.ts";
import type { McpTool } from "../protocol.ts";

/** A tool as a client of the revision lists it. */
export function listedOf(tool: Tool<ZodObject, never>, modern: boolean): McpTool {
  const { name, title, description, input, output, hints, examples } = tool;
  const listed: McpTool = {
    name,
    ...(title === undefined ? {} : { title }),
    description,
    // A shallow copy: a plain object's type, which the SDKs' JSON object type takes.
    inputSchema: { ...(modern ? exactInputSchema(input, examples) : toolInputSchema(input)) },
  };
  if (output !== undefined) listed.outputSchema = { ...toolOutputSchema(output) };
  // Only what the author said: MCP's defaults (destructive, open world) stand for the rest.
  if (Object.keys(hints).length > 0) listed.annotations = hints;
  return listed;
}

/**
 * The tools to list to a client of 2025: those listed up front and those
 * its searches found, in the registry's order. `listed` is a subsequence of
 * `tools`, so one walk finds them.
 */
export function withFound<T extends { readonly name: string }>(
  tools: readonly T[],
  listed: readonly T[],
  found: ReadonlySet<string>,
): readonly T[] {
  if (found.size === 0 || listed === tools) return listed;
  const shown: T[] = [];
  let next = 0;
  for (const tool of tools) {
    if (tool === listed[next]) next++, shown.push(tool);
    else if (found.has(tool.name)) shown.push(tool);
  }
  return shown;
}
