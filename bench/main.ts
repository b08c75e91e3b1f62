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
 * 1b. `registry.run` on one object of 3,000 and of 10,000 fields, with code
 *    generation and without, in fresh processes (`wide.ts`);
 * 1c. a deadline that does not fire and an `onCall`, each beside the same
 *    call without it (`life.ts`);
 * 1d. a call whose grant is verified, and a tool without approval in a
 *    registry with approvals, each beside the same call without (`approval.ts`);
 * 4. building registries of 10 to 1,000 tools, and a tool's first call,
 *    which compiles its schema (`build.ts`); 4b. selecting 20 tools of
 *    10,000 for a caller (`select.ts`); 4c. the search: how often it finds
 *    the tool a task needs on two sets of tasks, beside a plain BM25, a
 *    search of 10,000 tools, and the tokens of listing the search tool and
 *    what it found beside every tool (`searching.ts`);
 * 5. a refusal on shapes where wording could cost more than zod's own
 *    check, against zod's own refusal of the same input (`refusal.ts`);
 * 5a. arguments as text (`arguments.ts`): valid JSON, text the package's
 *    own reader reads, and that reader on eight shapes of text over a
 *    megabyte (deep and wide arrays, long strings, many keys, comments, a
 *    fence) against `JSON.parse` of the value it reads, the worst shown;
 * 5b. the same refusal (a misspelled field) behind the MCP SDK v2's
 *    `Server` versus its `McpServer`, and through `standardSchema` as the AI
 *    SDK checks a call versus zod's own (`sdks.ts`); memory per tool after
 *    its first call versus `McpServer.registerTool` (`memory.ts`);
 * 6. start-up in Node and the entry's size (`startup.ts`);
 * 7. the size of each listing in tokens (o200k_base), on the example tools
 *    and on a corpus of tools shaped like real MCP servers'
 *    (`real_tools.ts`), versus what `McpServer` lists for the same schemas
 *    (`tokens.ts`; `deno run --allow-read --allow-env bench/tokens.ts`
 *    prints just these rows).
 *
 * Usage: `deno task bench` (start-up needs Node and npm on the PATH).
 *
 * @module
 */

import { cpus } from "node:os";
import { z } from "zod";
import { dispatch, smallInput } from "./dispatch.ts";
import { printTable, type Row, row } from "./measure.ts";

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
const { wide } = await import("./wide.ts");
rows.push(...await wide());
const { life } = await import("./life.ts");
rows.push(...await life());
const { approval } = await import("./approval.ts");
rows.push(...await approval());
const { build } = await import("./build.ts");
rows.push(...await build());
const { select } = await import("./select.ts");
rows.push(...await select());
const { searching } = await import("./searching.ts");
rows.push(...await searching());
const { refusals } = await import("./refusal.ts");
rows.push(...await refusals());
const { argumentsText, lenientReading } = await import("./arguments.ts");
rows.push(...await argumentsText());
rows.push(...await lenientReading());
const { sdks } = await import("./sdks.ts");
rows.push(...await sdks());
const { memory } = await import("./memory.ts");
rows.push(...await memory());
const { startup } = await import("./startup.ts");
rows.push(...await startup());
const { tokens } = await import("./tokens.ts");
rows.push(...await tokens());

// node:os reads the model where Deno would want --allow-all for /proc/cpuinfo.
const cpu = cpus()[0]?.model || "a CPU that does not name its model";
const { major, minor, patch } = z.core.version;
console.log(
  `machine: ${cpu}, ${navigator.hardwareConcurrency} cores, ${Deno.build.os}; ` +
    `Deno ${Deno.version.deno}, zod ${major}.${minor}.${patch}; command: deno task bench\n`,
);
printTable(rows);
Deno.exit(0);
