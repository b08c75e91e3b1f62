/**
 * Start-up and size in Node, for `bench/main.ts`: builds and installs the npm
 * package into `tests/npm/`, then times importing the `context` entry against
 * importing the MCP SDK v2's server package (each in fresh processes), and
 * measures the entry minified and gzipped with zod left external.
 *
 * @module
 */

import { build, ENTRY_BUDGETS, entrySize, install, pack, run } from "../scripts/npm_harness.ts";
import { median, type Row } from "./measure.ts";

/** Milliseconds a fresh Node process takes to import `specifier`. */
async function importTime(specifier: string): Promise<number> {
  const code = `const t = performance.now(); await import(${JSON.stringify(specifier)}); ` +
    "console.log(performance.now() - t);";
  return Number(await run("node", ["--input-type=module", "-e", code]));
}

/** Builds, installs and measures; the rows for the table. */
export async function startup(): Promise<Row[]> {
  await build();
  await install((await pack()).tarball);
  console.error("  built and installed the npm package");

  const ours: number[] = [];
  const sdk: number[] = [];
  for (let i = 0; i < 11; i++) {
    ours.push(await importTime("@adecore/agents/context"));
    sdk.push(await importTime("@modelcontextprotocol/server"));
  }
  const [base, mine] = [median(sdk), median(ours)];

  const sizes = [];
  for (const [entry, budget] of Object.entries(ENTRY_BUDGETS)) {
    sizes.push({ entry, budget, size: await entrySize(entry) });
  }

  return [
    {
      name: "import in Node, context entry",
      baseline: "@modelcontextprotocol/server",
      base,
      ours: mine,
      ratio: mine / base,
      unit: "ms",
      target: "< 1",
    },
    ...sizes.map(({ entry, budget, size }) => ({
      name: `${entry} entry, min + gzip, zod external`,
      baseline: "target",
      base: budget,
      ours: size,
      ratio: size / budget,
      unit: "B" as const,
      target: `≤ ${budget.toLocaleString("en-US")} B`,
    })),
  ];
}
