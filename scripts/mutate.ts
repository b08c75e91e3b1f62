/**
 * Mutation testing: StrykerJS (`@stryker-mutator/core` 9.x, on Node 20)
 * changes the code of `context/`, `listings/` and `standard/` one mutant at
 * a time and runs `deno test` on it, which must fail. Each group of files
 * runs with the tests that exercise it, so a mutant costs a second or two
 * instead of the whole suite, and in Stryker's incremental mode: a run
 * retests only the mutants of code or tests that changed since the report
 * committed in `mutation/<group>.json`, which is also where a reader finds
 * the score and the survivors of the code as it stands.
 *
 * Usage: `deno task mutate [group ...] [--full | --survivors | --grown]`
 * (needs Node and npm). It installs the pinned Stryker of `scripts/mutate/`
 * on first use, then prints the score of each entry. Where a group's tests
 * only grew since its report (tests added, none taken out or weakened), a
 * mutant they killed stays killed: `--survivors` retests, without Stryker,
 * only the mutants a report lists as surviving, for a group whose code is as
 * its report holds it; `--grown` runs Stryker on what changed in the code
 * alone, then retests the survivors so.
 *
 * @module
 */

const ROOT = new URL("../", import.meta.url);
const STRYKER = new URL("mutate/node_modules/.bin/stryker", import.meta.url);

/**
 * A mutant judged equivalent: no call, listing or refusal tells it apart.
 * Named here rather than by a comment in the code, which a reader would
 * follow the code past: the file, the line's code as it stands (trimmed;
 * the how-many-th such line where the same code stands twice), the
 * mutators whose mutants there are equivalent, and why.
 */
interface Equivalent {
  readonly file: string;
  readonly code: string;
  readonly occurrence?: number;
  readonly mutators: readonly string[];
  readonly reason: string;
}

/** The mutants judged equivalent, in `mutate/equivalents.json`. */
export const EQUIVALENTS: readonly Equivalent[] = JSON.parse(
  Deno.readTextFileSync(new URL("mutate/equivalents.json", import.meta.url)),
);

/**
 * A report with each mutant {@linkcode EQUIVALENTS} names, that no test
 * killed, marked ignored with its reason: Stryker tests it, and the score
 * leaves it out, as a disable comment would.
 */
export function withEquivalents(report: Record<string, unknown>): Record<string, unknown> {
  const files = (report.files ?? {}) as Record<string, { source: string; mutants: Mutant[] }>;
  for (const equivalent of EQUIVALENTS) {
    const file = files[equivalent.file];
    if (file === undefined) continue;
    const line = lineOf(file.source, equivalent);
    for (const mutant of file.mutants) {
      if (mutant.location.start.line !== line) continue;
      if (!equivalent.mutators.includes(String(mutant.mutatorName))) continue;
      if (mutant.status === "Killed" || mutant.status === "Timeout") continue;
      mutant.status = "Ignored";
      mutant.statusReason = equivalent.reason;
    }
  }
  return report;
}

/** The line (from 1) where an equivalent's code stands in a source, or 0. */
export function lineOf(source: string, equivalent: Equivalent): number {
  let seen = 0;
  const lines = source.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === equivalent.code && ++seen === (equivalent.occurrence ?? 1)) {
      return i + 1;
    }
  }
  return 0;
}

/** A group of source files and the tests that kill their mutants. */
interface Group {
  readonly name: string;
  readonly mutate: readonly string[];
  readonly tests: readonly string[];
}

/** Every group; together they cover every source file of the three entries. */
export const GROUPS: readonly Group[] = [
  {
    name: "definition",
    mutate: [
      "context/definition/_definition.ts",
      "context/tool.ts",
      "context/toolkit.ts",
      "context/definition/_examples.ts",
      "context/call.ts",
      "context/fields.ts",
    ],
    tests: [
      "tests/context/tool_test.ts",
      "tests/context/toolkit_test.ts",
      "tests/context/definition/_examples_test.ts",
      "tests/context/fields_test.ts",
      "tests/context/output_test.ts",
      "tests/context/registry_test.ts",
      "tests/types_test.ts",
      "tests/context/definition/_definition_test.ts",
      // A tool's deadline, read when it is defined.
      "tests/context/life/_deadline_test.ts",
      // A tool's approval, read when it is defined.
      "tests/context/approval/_definition_test.ts",
    ],
  },
  {
    name: "registry",
    mutate: [
      "context/registry.ts",
      "context/registry/_entries.ts",
      "context/registry/_attempt.ts",
      "context/found.ts",
      "context/definition/_made.ts",
      "context/util/_named.ts",
      "context/refusal.ts",
      "context/rows.ts",
      "context/util/_table.ts",
    ],
    tests: [
      "tests/context/registry_test.ts",
      "tests/context/registry_search_test.ts",
      // What a tool attaches, kept by the flight and given with the rows or the result.
      "tests/context/registry_attachments_test.ts",
      "tests/context/found_test.ts",
      "tests/context/refusal_test.ts",
      "tests/context/rows_test.ts",
      // Answers, the made-tool checks of parseToolInput and parseToolOutput, and signals.
      "tests/context/output_test.ts",
      "tests/context/input_test.ts",
      "tests/limits_test.ts",
      // A thenable of a tool's own.
      "tests/context/check/_check_test.ts",
      "tests/context/wording/_wording_test.ts",
      "tests/listings/gemini_test.ts",
      "tests/listings/listings_test.ts",
      // Arguments as text, and the options of run.
      "tests/context/arguments_test.ts",
      "tests/context/arguments/_coercion_test.ts",
      "tests/context/arguments/_reading_test.ts",
      "tests/context/util/_table_test.ts",
      "tests/context/util/_named_test.ts",
      "tests/context/definition/_made_test.ts",
      // Deadlines, the host's signal, progress and onCall through the registry.
      "tests/context/life/",
      "tests/context/registry/",
      // A tool that asks approval, through the registry's gate.
      "tests/context/approvals_test.ts",
      "tests/context/approval/",
    ],
  },
  {
    name: "life",
    mutate: [
      "context/life/_flight.ts",
      "context/life/_timer.ts",
      "context/life/_deadline.ts",
      "context/life/_events.ts",
      "context/life/_options.ts",
      "context/retry.ts",
      "context/util/_options.ts",
    ],
    tests: [
      "tests/context/life/",
      "tests/context/retry_test.ts",
      // What a tool attaches while its flight runs, and what is dropped once it ended.
      "tests/context/registry_attachments_test.ts",
      // Signals aborted before and during the checks, and a thenable of a tool's own.
      "tests/context/registry_test.ts",
      "tests/context/check/_check_test.ts",
      "tests/context/util/_options_test.ts",
      // The approvals option, and the approval on a call's turn.
      "tests/context/approvals_test.ts",
      "tests/context/approval/",
    ],
  },
  {
    name: "attachments",
    mutate: [
      "context/attachments.ts",
      "context/attachments/_bytes.ts",
      "context/attachments/_check.ts",
    ],
    tests: [
      "tests/context/attachments_test.ts",
      "tests/context/attachments/",
      // Attachments through a call's turn, and the registry's option.
      "tests/context/registry_attachments_test.ts",
    ],
  },
  {
    name: "search",
    mutate: [
      "context/search/_words.ts",
      "context/search/_vocabulary.ts",
      "context/search/_values.ts",
      "context/search/_index.ts",
      "context/search/_tool.ts",
    ],
    tests: ["tests/context/search/", "tests/context/registry_search_test.ts"],
  },
  {
    name: "approval",
    mutate: [
      "context/approval.ts",
      "context/approvals.ts",
      "context/approval/_approvals.ts",
      "context/approval/_definition.ts",
      "context/approval/_gate.ts",
      "context/approval/_token.ts",
    ],
    tests: [
      "tests/context/approval_test.ts",
      "tests/context/approvals_test.ts",
      "tests/context/approval/",
      "tests/context/retry_test.ts",
      "tests/context/refusal_test.ts",
    ],
  },
  {
    name: "suggest",
    mutate: ["context/wording/_suggest.ts"],
    tests: [
      "tests/context/wording/_suggest_test.ts",
      "tests/context/input_test.ts",
      // Names shown at their length cap and cut at an emoji.
      "tests/context/wording/_wording_test.ts",
      "tests/context/check/_check_test.ts",
      "tests/context/registry_test.ts",
      "tests/context/rows_test.ts",
      "tests/listings/gemini_test.ts",
      "tests/listings/listings_test.ts",
    ],
  },
  {
    name: "wording",
    mutate: [
      "context/wording/_wording.ts",
      "context/wording/_words.ts",
      "context/problems/_problems.ts",
      "context/problems/_meant.ts",
      "context/schema/_choices.ts",
      "context/wording/_path.ts",
    ],
    tests: [
      "tests/context/input_test.ts",
      "tests/context/input_unions_test.ts",
      "tests/context/check/_check_test.ts",
      "tests/context/registry_test.ts",
      "tests/context/rows_test.ts",
      "tests/listings/gemini_test.ts",
      "tests/context/wording/_wording_test.ts",
      // Where each object's unknown fields stand among the problems.
      "tests/context/input_wide_test.ts",
      "tests/listings/choices_test.ts",
      // What the exact listing mends after a union that is no field of choices.
      "tests/listings/listings_test.ts",
      // The hints on arguments sent as text (unquote, unwrap), and answers worded for their author.
      "tests/context/arguments_test.ts",
      "tests/context/arguments/_coercion_test.ts",
      "tests/context/arguments/_reading_test.ts",
      "tests/context/output_test.ts",
      "tests/context/wording/_path_test.ts",
      "tests/context/wording/_words_test.ts",
      "tests/context/schema/_choices_test.ts",
      "tests/context/problems/_problems_test.ts",
      "tests/context/problems/_meant_test.ts",
    ],
  },
  {
    name: "check",
    mutate: [
      "context/check/_check.ts",
      "context/check/_parse.ts",
      "context/check/_closed.ts",
      "context/check/_handled.ts",
      "context/schema/_nulls.ts",
      "context/schema/_learnt.ts",
      "context/schema/_copy.ts",
      "context/check/_unreadable.ts",
      "context/util/_memo.ts",
      "context/input.ts",
    ],
    tests: [
      "tests/context/check/_closed_test.ts",
      "tests/context/schema/_learnt_test.ts",
      "tests/context/schema/_copy_test.ts",
      "tests/context/input_test.ts",
      "tests/context/input_nulls_test.ts",
      "tests/context/input_hostile_test.ts",
      "tests/context/input_state_test.ts",
      "tests/listings/strict_test.ts",
      "tests/limits_test.ts",
      // Unions, __proto__, the rare branches, choices, and the nulls the strict listing reads.
      "tests/context/input_unions_test.ts",
      "tests/context/input_proto_test.ts",
      // Objects of any width: what a closed object's rule finds, and the compiled copy of wide options.
      "tests/context/input_wide_test.ts",
      "tests/context/check/_check_test.ts",
      "tests/context/registry_test.ts",
      "tests/context/rows_test.ts",
      "tests/listings/gemini_test.ts",
      "tests/listings/listings_test.ts",
      "tests/context/wording/_wording_test.ts",
      "tests/context/output_test.ts",
      "tests/listings/choices_test.ts",
      "tests/listings/nulls_test.ts",
      // Coercion and renaming, which a refused call is parsed again for.
      "tests/context/arguments_test.ts",
      "tests/context/arguments/_coercion_test.ts",
      "tests/context/arguments/_reading_test.ts",
      "tests/context/util/_memo_test.ts",
      "tests/context/schema/_nulls_test.ts",
      "tests/context/check/_parse_test.ts",
      "tests/context/check/_handled_test.ts",
      "tests/context/check/_unreadable_test.ts",
    ],
  },
  {
    name: "listing",
    mutate: ["context/schema/_walk.ts", "context/schema/_children.ts", "context/listing.ts"],
    tests: [
      "tests/context/schema/_children_test.ts",
      "tests/context/listing_test.ts",
      "tests/context/schema/_walk_test.ts",
      "tests/context/tool_test.ts",
      // A preprocess run on null when the tool is defined, by the walk.
      "tests/context/input_nulls_test.ts",
      // Intersections named in a mistake, the output's walk, and every construct of zod's surface.
      "tests/context/input_hostile_test.ts",
      "tests/context/output_test.ts",
      "tests/context/check/_check_test.ts",
      "tests/context/wording/_wording_test.ts",
      "tests/context/registry_test.ts",
      "tests/context/rows_test.ts",
      "tests/listings/gemini_test.ts",
      "tests/listings/listings_test.ts",
      "tests/surface_test.ts",
    ],
  },
  {
    name: "output",
    mutate: [
      "context/answer/_output.ts",
      "context/answer/_answer.ts",
      "context/output.ts",
      "context/output_listing.ts",
      "context/schema/_no_json.ts",
      "context/answer/_plain.ts",
    ],
    tests: [
      "tests/context/schema/_no_json_test.ts",
      "tests/context/output_test.ts",
      "tests/context/output_listing_test.ts",
      // Rows a run returns that are no array of strings.
      "tests/context/registry_test.ts",
      // Answers made plain JSON through every entry, and answers no plain data: getters,
      // proxies, thenables; then the copy and the tidy themselves.
      "tests/context/output_json_test.ts",
      "tests/context/answer/_plain_test.ts",
      "tests/context/check/_check_test.ts",
      "tests/context/wording/_wording_test.ts",
      "tests/context/rows_test.ts",
      "tests/listings/gemini_test.ts",
      "tests/listings/listings_test.ts",
      "tests/listings/strict_test.ts",
      "tests/context/input_hostile_test.ts",
      "tests/context/answer/_answer_test.ts",
      "tests/context/answer/_output_test.ts",
    ],
  },
  {
    name: "json",
    mutate: ["context/json/_json.ts", "context/json/_tree.ts", "context/json/_nodes.ts"],
    tests: [
      "tests/listings/",
      "tests/context/output_listing_test.ts",
      // The portable listing, read from the same tree; intersections zod folds or cannot;
      // input that is no object of fields, which the test of a node tells.
      "tests/context/listing_test.ts",
      "tests/context/schema/_walk_test.ts",
      "tests/context/input_test.ts",
      "tests/surface_test.ts",
      // A field set as JSON.parse sets it, __proto__ included, by the arguments' reader.
      "tests/context/arguments_test.ts",
      "tests/context/arguments/_coercion_test.ts",
      "tests/context/arguments/_reading_test.ts",
      "tests/context/json/_nodes_test.ts",
      "tests/context/json/_tree_test.ts",
      "tests/context/json/_json_test.ts",
    ],
  },
  {
    name: "arguments",
    mutate: [
      "context/arguments/_reading.ts",
      "context/arguments/_coercion.ts",
      "context/arguments/_options.ts",
      "context/arguments/_numbers.ts",
      "context/arguments.ts",
    ],
    tests: [
      "tests/context/arguments_test.ts",
      "tests/context/arguments/_coercion_test.ts",
      "tests/context/arguments/_reading_test.ts",
      "tests/context/input_hostile_test.ts",
      "tests/context/arguments/_numbers_test.ts",
    ],
  },
  {
    name: "listings",
    mutate: [
      "listings/exact.ts",
      "listings/strict.ts",
      "listings/gemini.ts",
      "listings/anthropic.ts",
      "listings/openai.ts",
    ],
    tests: ["tests/listings/"],
  },
  {
    name: "standard",
    mutate: ["standard/standard_schema.ts", "standard/standard_output.ts"],
    tests: ["tests/standard/"],
  },
  {
    name: "mcp",
    mutate: [
      "mcp/tools.ts",
      "mcp/tools/_call.ts",
      "mcp/tools/_context.ts",
      "mcp/tools/_listing.ts",
      "mcp/tools/_result.ts",
      "context/util/_failure.ts",
    ],
    tests: ["tests/mcp/", "tests/context/util/_failure_test.ts"],
  },
  {
    name: "ai-sdk",
    mutate: ["ai-sdk/tools.ts", "ai-sdk/tools/_output.ts"],
    tests: ["tests/ai-sdk/"],
  },
  {
    name: "openai-agents",
    mutate: ["openai-agents/tools.ts", "openai-agents/tools/_output.ts"],
    tests: ["tests/openai-agents/"],
  },
];

/** The Stryker configuration of a group: its files, its tests, its incremental report. */
export function configOf(group: Group, full: boolean): Record<string, unknown> {
  // Type checks add nothing to a mutant's verdict (Stryker marks mutated files
  // @ts-nocheck), and the first failing test settles it.
  const command = [Deno.execPath(), "test", "-A", "--no-check", "--fail-fast", ...group.tests]
    .join(" ");
  return {
    testRunner: "command",
    commandRunner: { command },
    mutate: group.mutate,
    coverageAnalysis: "off",
    concurrency: 2,
    timeoutMS: 5_000,
    incremental: true,
    incrementalFile: `mutation/${group.name}.json`,
    force: full,
    reporters: ["clear-text", "progress"],
    clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
    tempDirName: ".stryker-tmp",
    cleanTempDir: "always",
    // The sandbox needs the sources, the tests and deno.json, not the tools' packages.
    ignorePatterns: [
      "npm",
      "docs",
      ".coverage",
      "mutation",
      "node_modules",
      ".ci/node_modules",
      "tests/npm/node_modules",
      "tests/npm/.suite",
      "tests/npm/.pack",
      "scripts/mutate/node_modules",
    ],
  };
}

/** The three entries' scores in the committed reports: killed or timed out, of all. */
export async function scores(): Promise<Record<string, { killed: number; all: number }>> {
  const entries: Record<string, { killed: number; all: number }> = {
    context: { killed: 0, all: 0 },
    listings: { killed: 0, all: 0 },
    standard: { killed: 0, all: 0 },
  };
  for (const group of GROUPS) {
    let report: { files?: Record<string, { mutants: { status: string }[] }> };
    try {
      report = JSON.parse(await Deno.readTextFile(new URL(`mutation/${group.name}.json`, ROOT)));
    } catch {
      continue;
    }
    for (const [path, file] of Object.entries(report.files ?? {})) {
      const entry = entries[path.split("/")[0]!];
      if (entry === undefined) continue;
      for (const { status } of file.mutants) {
        if (status === "Ignored" || status === "CompileError" || status === "RuntimeError") {
          continue;
        }
        entry.all++;
        if (status === "Killed" || status === "Timeout") entry.killed++;
      }
    }
  }
  return entries;
}

async function run(args: readonly string[]): Promise<void> {
  const [command, ...rest] = args;
  const { success } = await new Deno.Command(command!, {
    args: rest,
    cwd: ROOT,
    stdout: "inherit",
    stderr: "inherit",
    // The tests' output is kept for each mutant: without colour codes.
    env: { NO_COLOR: "1" },
  }).output();
  if (!success) throw new Error(`${args.join(" ")} failed`);
}

/**
 * Keeps of a group's report what the next run and a reader need: each
 * mutant's place, change and status, not the tests' whole output for every
 * killed one, nor this machine's configuration.
 */
async function trim(group: Group, tests: string): Promise<void> {
  const path = new URL(`mutation/${group.name}.json`, ROOT);
  const report = JSON.parse(await Deno.readTextFile(path));
  // Stryker's command runner knows no test files: the digest says whether they changed.
  report.testsDigest = tests;
  await Deno.writeTextFile(path, JSON.stringify(trimmed(withEquivalents(report))) + "\n");
}

/** A mutant as a report holds it. */
type Mutant = Record<string, unknown> & {
  readonly location: { readonly start: Place; readonly end: Place };
};
type Place = { readonly line: number; readonly column: number };

/**
 * A report as it is committed: without this machine's configuration and the
 * clone's path, the output of the tests for every mutant they killed, and
 * the fields Stryker writes only for results it reused; its mutants in the
 * order of their places. A run that changes nothing then writes it anew
 * byte for byte.
 */
export function trimmed(report: Record<string, unknown>): Record<string, unknown> {
  delete report.config;
  delete report.projectRoot;
  for (const file of Object.values(report.files ?? {}) as { mutants: Mutant[] }[]) {
    for (const mutant of file.mutants) {
      if (mutant.status === "Killed" || mutant.status === "Timeout") delete mutant.statusReason;
      if (mutant.static === false) delete mutant.static;
      for (const key of ["coveredBy", "killedBy"]) {
        if (Array.isArray(mutant[key]) && (mutant[key] as unknown[]).length === 0) {
          delete mutant[key];
        }
      }
    }
    const at = (
      { location: { start, end } }: Mutant,
    ) => [start.line, start.column, end.line, end.column];
    file.mutants.sort((a, b) => {
      const [x, y] = [at(a), at(b)];
      const place = x.findIndex((value, i) => value !== y[i]);
      if (place >= 0) return x[place]! - y[place]!;
      return `${a.mutatorName} ${a.replacement}` < `${b.mutatorName} ${b.replacement}` ? -1 : 1;
    });
  }
  return report;
}

/**
 * A digest of a group's tests and the helpers beside them in `tests/`.
 * Stryker's incremental mode sees only the code change with the command
 * runner, so a group whose tests changed is retested whole.
 */
async function digestOf(group: Group): Promise<string> {
  const paths: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const info = await Deno.stat(new URL(path, ROOT));
    if (info.isFile) {
      paths.push(path);
      return;
    }
    for await (const entry of Deno.readDir(new URL(path, ROOT))) {
      if (entry.isDirectory || entry.name.endsWith(".ts")) await walk(`${path}/${entry.name}`);
    }
  };
  for (const path of group.tests) await walk(path.replace(/\/$/, ""));
  for await (const entry of Deno.readDir(new URL("tests/", ROOT))) {
    if (entry.isFile && entry.name.endsWith(".ts") && !entry.name.endsWith("_test.ts")) {
      paths.push(`tests/${entry.name}`);
    }
  }
  const texts = await Promise.all(
    paths.sort().map((path) => Deno.readTextFile(new URL(path, ROOT))),
  );
  const bytes = new TextEncoder().encode(paths.map((path, i) => `${path}\n${texts[i]}`).join("\n"));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The digest of the tests a group's committed report was made with, if any. */
async function reportedDigest(group: Group): Promise<string | undefined> {
  try {
    const report = JSON.parse(
      await Deno.readTextFile(new URL(`mutation/${group.name}.json`, ROOT)),
    );
    return typeof report.testsDigest === "string" ? report.testsDigest : undefined;
  } catch {
    return undefined;
  }
}

/** A mutant's change written into a source text: its place (lines and columns from 1) replaced. */
export function mutated(source: string, mutant: Mutant): string {
  const offset = ({ line, column }: Place): number => {
    let at = 0;
    for (let i = 1; i < line; i++) at = source.indexOf("\n", at) + 1;
    return at + column - 1;
  };
  const { start, end } = mutant.location;
  return source.slice(0, offset(start)) + String(mutant.replacement) +
    source.slice(offset(end));
}

/**
 * Runs a group's tests on each mutant its report lists as surviving, in a
 * copy of the sources and tests, and marks the ones they fail on killed. A
 * test added can only kill a mutant, never spare one an older test killed,
 * so the rest of the report stands; a file whose code differs from its
 * report's stops the run.
 */
async function retestSurvivors(group: Group): Promise<void> {
  const path = new URL(`mutation/${group.name}.json`, ROOT);
  const report = JSON.parse(await Deno.readTextFile(path));
  const copy = await Deno.makeTempDir({ prefix: `survivors-${group.name}-` });
  const paths = [
    "mod.ts",
    "deno.json",
    "deno.lock",
    "context",
    "listings",
    "standard",
    "mcp",
    "ai-sdk",
    "openai-agents",
    "examples",
  ];
  await run(["cp", "-r", ...paths, copy]);
  // The tests without the npm suite's packages.
  await Deno.mkdir(`${copy}/tests`);
  for await (const { name } of Deno.readDir(new URL("tests/", ROOT))) {
    if (name !== "npm") await run(["cp", "-r", `tests/${name}`, `${copy}/tests/`]);
  }
  let left = 0;
  for (const [file, entry] of Object.entries(report.files ?? {})) {
    const { source, mutants } = entry as { source: string; mutants: Mutant[] };
    if (await Deno.readTextFile(new URL(file, ROOT)) !== source) {
      throw new Error(`${file} changed since its report: run the group again`);
    }
    for (const mutant of mutants) {
      if (mutant.status !== "Survived") continue;
      await Deno.writeTextFile(`${copy}/${file}`, mutated(source, mutant));
      const { success } = await new Deno.Command(Deno.execPath(), {
        args: ["test", "-A", "--no-check", "--fail-fast", ...group.tests],
        cwd: copy,
        stdout: "null",
        stderr: "null",
      }).output();
      if (success) left++;
      else {
        mutant.status = "Killed";
        delete mutant.statusReason;
      }
    }
    await Deno.writeTextFile(`${copy}/${file}`, source);
  }
  await Deno.remove(copy, { recursive: true });
  report.testsDigest = await digestOf(group);
  await Deno.writeTextFile(path, JSON.stringify(trimmed(withEquivalents(report))) + "\n");
  console.log(`# ${group.name}: ${left} survived`);
}

if (import.meta.main) {
  const full = Deno.args.includes("--full");
  const survivors = Deno.args.includes("--survivors");
  const grown = Deno.args.includes("--grown");
  const asked = Deno.args.filter((arg) => !arg.startsWith("--"));
  const unknown = asked.filter((name) => !GROUPS.some((group) => group.name === name));
  if (unknown.length > 0) {
    console.error(
      `no group ${unknown.join(", ")}; the groups are ${GROUPS.map((g) => g.name).join(", ")}`,
    );
    Deno.exit(2);
  }
  try {
    await Deno.stat(STRYKER);
  } catch {
    await run(["npm", "ci", "--prefix", "scripts/mutate", "--ignore-scripts", "--no-audit"]);
  }
  await Deno.mkdir(new URL("mutation/", ROOT), { recursive: true });
  for (const group of GROUPS) {
    if (asked.length > 0 && !asked.includes(group.name)) continue;
    if (survivors) {
      await retestSurvivors(group);
      continue;
    }
    // Outside the sandbox directory, which Stryker cleans.
    const config = await Deno.makeTempFile({ prefix: `stryker-${group.name}-`, suffix: ".json" });
    const tests = await digestOf(group);
    const whole = full || (!grown && tests !== await reportedDigest(group));
    await Deno.writeTextFile(config, JSON.stringify(configOf(group, whole), null, 2));
    console.log(`\n# ${group.name}: ${group.mutate.join(", ")}${whole ? " (all mutants)" : ""}`);
    await run([STRYKER.pathname, "run", config]);
    await Deno.remove(config);
    await trim(group, tests);
    if (grown) await retestSurvivors(group);
  }
  for (const [entry, { killed, all }] of Object.entries(await scores())) {
    const score = all === 0 ? "no report yet" : `${((100 * killed) / all).toFixed(1)}% of ${all}`;
    console.log(`${entry}: ${score}`);
  }
}
