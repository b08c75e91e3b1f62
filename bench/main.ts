/**
 * What hosts pay for the package, beside what they would use instead, as one
 * table. Each case runs against its baseline in the same process (start-up:
 * in fresh Node processes), in paired rounds:
 *
 * 1. `registry.run` on the note tool versus `safeParse` and a direct `run`
 *    (`dispatch.ts`), and over 30 tools called in turn as a host calls them
 *    (`host.ts`), in five fresh processes (the median of each figure), and
 *    again in this one once the MCP SDK and its many zod schemas are loaded;
 * 2. and 3. `tools/call` and `tools/list` through the SDK's `Server` with the
 *    registry versus its `McpServer` (`mcp.ts`);
 * 4. building registries of 10 to 1,000 tools, and a tool's first call,
 *    which compiles its schema (`build.ts`);
 * 5. a refusal on shapes where wording could cost more than zod's own
 *    check, against zod's own refusal of the same input (`refusal.ts`);
 * 6. start-up in Node and the entry's size (`startup.ts`).
 *
 * Usage: `deno task bench` (start-up needs Node and npm on the PATH).
 *
 * @module
 */

import { cpus } from "node:os";
import { z } from "zod";
import { dispatch, smallInput } from "./dispatch.ts";
import { type Row, row } from "./measure.ts";

const rows: Row[] = [];
const first = await dispatch();
rows.push(...first.rows);

// The SDK loads only now: its zod schemas make zod's shared code polymorphic,
// which both sides of case 1 pay for, but not equally; the row says how much.
const { mcp } = await import("./mcp.ts");
rows.push(...await mcp(first.small));
rows.push(row(
  "registry.run, small input, SDK loaded",
  "safeParse + run",
  await smallInput(),
  "ns",
  "—",
));
const { build } = await import("./build.ts");
rows.push(...await build());
const { refusals } = await import("./refusal.ts");
rows.push(...await refusals());
const { startup } = await import("./startup.ts");
rows.push(...await startup());

// node:os reads the model where Deno would want --allow-all for /proc/cpuinfo.
const cpu = cpus()[0]?.model || "a CPU that does not name its model";
const { major, minor, patch } = z.core.version;
console.log(
  `machine: ${cpu}, ${navigator.hardwareConcurrency} cores, ${Deno.build.os}; ` +
    `Deno ${Deno.version.deno}, zod ${major}.${minor}.${patch}; command: deno task bench\n`,
);
const format = (value: number) =>
  Number.isNaN(value) ? "—" : value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2);
const header = ["case", "baseline", "baseline", "ours", "ratio", "target"];
const lines = rows.map((line) => [
  line.name,
  line.baseline,
  `${format(line.base)} ${line.unit}`,
  `${format(line.ours)} ${line.unit}`,
  line.ratio.toFixed(2),
  line.target,
]);
const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
const print = (line: string[]) =>
  console.log(`| ${line.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`);
print(header);
console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
lines.forEach(print);
Deno.exit(0);
