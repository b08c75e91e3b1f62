/**
 * The steps `check:npm` and the start-up benchmark share: build the npm
 * package, pack it, and install the tarball into `tests/npm/`, a Node project
 * with its own locked tools and zod, as a user's project would have.
 *
 * @module
 */

/** The repository. */
export const ROOT: URL = new URL("../", import.meta.url);
/** The Node project the packed package is installed into. */
export const HARNESS: URL = new URL("tests/npm/", ROOT);

/**
 * Runs a command and answers what it printed.
 *
 * @throws {Error} When the command fails; what it printed goes to stderr.
 */
export async function run(command: string, args: string[], cwd: URL = HARNESS): Promise<string> {
  const output = await new Deno.Command(command, {
    args,
    cwd: cwd.pathname,
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
  if (!output.success) {
    console.error(text);
    throw new Error(`${command} ${args.join(" ")} failed with exit code ${output.code}`);
  }
  return text;
}

/** Builds the npm package into `npm/`. */
export async function build(): Promise<void> {
  const permissions = ["--allow-read", "--allow-write", "--allow-env", "--allow-sys"];
  await run(Deno.execPath(), ["run", ...permissions, "scripts/build_npm.ts"], ROOT);
}

/** A packed tarball and the files it holds. */
export interface Packed {
  readonly tarball: string;
  readonly filename: string;
  readonly files: readonly { path: string; size: number }[];
}

/** Packs `npm/` into `tests/npm/.pack/`. */
export async function pack(): Promise<Packed> {
  const folder = new URL(".pack/", HARNESS);
  await Deno.remove(folder, { recursive: true }).catch(() => {});
  await Deno.mkdir(folder);
  const [packed] = JSON.parse(
    await run(
      "npm",
      ["pack", "--json", "--pack-destination", folder.pathname],
      new URL("npm/", ROOT),
    ),
  ) as { filename: string; files: { path: string; size: number }[] }[];
  if (packed === undefined) throw new Error("npm pack made no tarball");
  return { ...packed, tarball: new URL(packed.filename, folder).pathname };
}

/** Installs the harness's locked tools, then the tarball, into `tests/npm/`. */
export async function install(tarball: string): Promise<void> {
  await run("npm", ["ci", "--no-audit", "--no-fund"]);
  await run("npm", ["install", "--no-save", "--no-audit", "--no-fund", tarball]);
}

/**
 * The most each entry may weigh, minified and gzipped with zod left out.
 * `context`: 5 KB, raised by what each change that could not fit needed
 * (the commit that raised it says which and why). `listings`: what it weighed
 * when it was written, with what it shares of `context` (the portable
 * listing's checks, which every listing runs first). `standard`: likewise,
 * with the whole input check of `context`, which it hands an SDK. `mcp`:
 * what it weighed when it was written, most of it the portable and exact
 * listings and the refusal rows it shares with `context`; `ai-sdk` and
 * `openai-agents` likewise.
 */
export const ENTRY_BUDGETS: Readonly<Record<string, number>> = {
  context: 5 * 1024 + 34320,
  listings: 8050,
  standard: 21240,
  mcp: 11540,
  "ai-sdk": 7540,
  "openai-agents": 8010,
};

/**
 * Bytes of a built entry (in `npm/`), bundled and minified by the harness's
 * esbuild with zod left external, then gzipped: what a host importing only
 * that entry ships.
 */
export async function entrySize(entry: string): Promise<number> {
  const bundle = await run("npx", [
    "esbuild",
    new URL(`npm/${entry}/mod.js`, ROOT).pathname,
    "--bundle",
    "--minify",
    "--format=esm",
    "--external:zod",
    "--log-level=warning",
  ]);
  const stream = new Blob([bundle]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}
