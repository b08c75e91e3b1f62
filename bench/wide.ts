/**
 * `registry.run` on a tool whose input is one object of thousands of fields,
 * versus the same zod schema's `safeParse` and a direct call of `run`: the
 * check must stay linear in the number of fields, with code generation and
 * without it, also for an object that is a union's option. `deno run
 * bench/wide.ts [jitless]` prints just these figures.
 *
 * @module
 */

import { z } from "zod";
import { createToolRegistry, defineTool, defineToolkit } from "@adecore/agents/context";
import { compare, type Compared, type Row, row } from "./measure.ts";

/**
 * One wide object's comparison, in nanoseconds per call; with `union`, the
 * object is a field's first option of two, the second knowing one field more.
 */
export function wideInput(width: number, union = false): Promise<Compared> {
  const shape: Record<string, z.ZodString> = {};
  const input: Record<string, string> = {};
  for (let i = 0; i < width; i++) {
    shape[`field_${i}`] = z.string();
    input[`field_${i}`] = `value ${i}`;
  }
  const schema = union
    ? z.object({ u: z.union([z.object(shape), z.object({ ...shape, extra: z.number() })]) })
    : z.object(shape);
  const sent = union ? { u: input } : input;
  const run = () => ["wide\tread"];
  const registry = createToolRegistry([
    defineToolkit("wide", [
      defineTool("wide", {
        name: "wide_read",
        description: "Reads many fields.",
        input: schema,
        run,
      }),
    ]),
  ]);
  const floor = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? Promise.resolve(run()) : Promise.reject(result.error);
  };
  // Fewer calls the wider the object, so each round takes about as long; and
  // few in all: with code generation, V8 takes gigabytes to optimize zod's own
  // object fast path at 10,000 fields after a hundred calls or so.
  const batch = Math.max(5, Math.round(30_000 / width));
  return compare(() => floor(sent), () => registry.run("wide_read", sent, {}), batch, 21, batch);
}

/** The widths measured: the common wide tool, and the widest a host may meet. */
export const WIDTHS: readonly number[] = [3_000, 10_000];

if (import.meta.main) {
  if (Deno.args.includes("jitless")) z.config({ jitless: true });
  const results: Compared[] = [];
  for (const width of WIDTHS) results.push(await wideInput(width));
  results.push(await wideInput(WIDTHS.at(-1)!, true));
  console.log(JSON.stringify(results));
}

/** Each width's comparison in a fresh Deno process, with `args`. */
async function inProcess(args: string[]): Promise<Compared[]> {
  const { success, code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", import.meta.url, ...args],
    stderr: "inherit",
  }).output();
  if (!success) throw new Error(`bench/wide.ts exited with code ${code}; see its output above`);
  return JSON.parse(new TextDecoder().decode(stdout));
}

/**
 * The rows of wide objects, with code generation and without, each in a
 * fresh process: the memory V8 takes for zod's fast path stays out of every
 * other row.
 */
export async function wide(): Promise<Row[]> {
  const compiled = await inProcess([]);
  const jitless = await inProcess(["jitless"]);
  const label = (width: number) => `${width.toLocaleString("en-US")} fields`;
  // One process's figures: each width, then the union's option.
  const rows = (results: Compared[], name: (width: number) => string) =>
    [
      ...WIDTHS.map((width, i) => [name(width), results[i]!] as const),
      [
        `  the same, a union's option of ${label(WIDTHS.at(-1)!)}`,
        results[WIDTHS.length]!,
      ] as const,
    ].map(([text, result]) => row(text, "safeParse + run", result, "µs", "≤ 1.5"));
  return [
    ...rows(compiled, (width) => `registry.run, one object of ${label(width)}`),
    ...rows(jitless, (width) => `no code generation: ${label(width)}`),
  ];
}
