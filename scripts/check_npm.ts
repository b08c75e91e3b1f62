/**
 * Checks the npm package as users get it: builds it twice (the bytes must
 * match), packs it, installs the tarball into `tests/npm/` (a Node project
 * with the host's own zod), then runs there:
 *
 * - the whole test suite under Node (`node --test`) and under Bun, the same
 *   test files compiled to JavaScript, importing the package by its name;
 * - ES module, CommonJS and TypeScript (`nodenext` and `bundler`) consumers;
 * - an edge host bundled with esbuild and served by workerd (miniflare);
 * - the size of each entry, minified and gzipped, against its budget;
 * - the README's install in a project of its own, and again after a rebuild;
 * - `publint --strict` and `attw --profile esm-only` on the tarball.
 *
 * Usage: `deno task check:npm` (needs Node 20.19+ and npm on the PATH).
 *
 * @module
 */

import { basename } from "node:path";
import ts from "npm:typescript@5.9.3";
import {
  build,
  ENTRY_BUDGETS,
  entrySize,
  HARNESS,
  install,
  pack,
  ROOT,
  run,
} from "./npm_harness.ts";

const SUITE = new URL(".suite/", HARNESS);

async function step(title: string, work: () => Promise<string | void>): Promise<void> {
  const started = performance.now();
  const said = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n## ${title} (${seconds} s)`);
  if (said) console.log(said.trimEnd());
}

/** The sha-256 of every file under a folder, by relative path. */
async function digest(folder: URL, prefix = ""): Promise<string[]> {
  const lines: string[] = [];
  const entries = [];
  for await (const entry of Deno.readDir(folder)) entries.push(entry);
  entries.sort((a, b) => a.name < b.name ? -1 : 1);
  for (const entry of entries) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory) {
      lines.push(...await digest(new URL(`${entry.name}/`, folder), `${path}/`));
    } else {
      const bytes = await Deno.readFile(new URL(entry.name, folder));
      const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
      lines.push(`${Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("")}  ${path}`);
    }
  }
  return lines;
}

/**
 * Every module of the suite: its tests and their helpers. Left out are this
 * harness, the example hosts' tests, which run Deno's own server and MCP
 * examples, the guides' tests, which run their snippets with Deno, and the tests that import a private module itself: the package
 * offers no private module to import, and what they test reaches the npm
 * suite through the public ones. A private module's test that goes through
 * the public modules, as most do, runs.
 */
async function suiteFiles(folder: URL, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(folder)) {
    const url = new URL(entry.name, folder);
    if (entry.isDirectory && !["npm", "examples", "guides"].includes(entry.name)) {
      files.push(...await suiteFiles(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`));
    } else if (
      entry.isFile && entry.name.endsWith(".ts") && !PRIVATE.test(await Deno.readTextFile(url))
    ) {
      files.push(`${prefix}${entry.name}`);
    }
  }
  return files.sort();
}

/** An import of an entry's private module: a file named with `_`, or one in a private folder. */
const PRIVATE =
  /from "(?:\.\.\/)+(?:context|listings|standard|mcp|ai-sdk|openai-agents)\/(?:\w+\/)*_\w+\.ts"/;

let tarball = "";
let suite: string[] = [];

await step("build, twice: the same sources give the same bytes", async () => {
  await build();
  const first = await digest(new URL("npm/", ROOT));
  await build();
  const second = await digest(new URL("npm/", ROOT));
  if (first.join("\n") !== second.join("\n")) throw new Error("two builds differ");
  return first.join("\n");
});

await step("pack: the files of the tarball", async () => {
  const packed = await pack();
  tarball = packed.tarball;
  const paths = packed.files.map((file) => file.path).sort();
  const strays = paths.filter((path) =>
    /(^|\/)tests?\/|_test\.|\.map$|\.ts$/.test(path) && !path.endsWith(".d.ts")
  );
  if (strays.length > 0) {
    throw new Error(`the tarball holds files it must not: ${strays.join(", ")}`);
  }
  const list = packed.files.map((file) => `  ${file.path} (${file.size} B)`).sort();
  return `${packed.filename}\n${list.join("\n")}`;
});

await step("install: the harness's locked tools, then the tarball", () => install(tarball));

await step("compile the test suite to JavaScript", async () => {
  await Deno.remove(SUITE, { recursive: true }).catch(() => {});
  const modules = await suiteFiles(new URL("tests/", ROOT));
  suite = modules.filter((file) => file.endsWith("_test.ts"));
  for (const file of modules) {
    const source = await Deno.readTextFile(new URL(`tests/${file}`, ROOT));
    const { outputText } = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
        rewriteRelativeImportExtensions: true,
      },
    });
    const out = new URL(file.replace(/\.ts$/, ".js"), SUITE);
    await Deno.mkdir(new URL(".", out), { recursive: true });
    await Deno.writeTextFile(out, outputText);
  }
  return suite.join("\n");
});

const compiled = () => suite.map((file) => `.suite/${file.replace(/\.ts$/, ".js")}`);

await step("the test suite under Node", async () => {
  const version = (await run("node", ["--version"])).trim();
  const out = await run("node", ["--test", "--test-reporter=spec", ...compiled()]);
  return `${version}\n${
    out.split("\n").filter((line) => /^ℹ (tests|pass|fail)/.test(line)).join("\n")
  }`;
});

await step("the test suite under Bun", async () => {
  const version = (await run("npx", ["bun", "--version"])).trim();
  // Bun alone gives a test 5 seconds; the property tests take about 3 on a quiet
  // machine of 2 cores, and more on a shared one. Node and Deno set no limit.
  const out = await run("npx", [
    "bun",
    "test",
    "--timeout=60000",
    ...compiled().map((file) => `./${file}`),
  ]);
  return `bun ${version}\n${
    out.split("\n").filter((line) => /^\s*\d+ (pass|fail)$|^Ran /.test(line)).join("\n")
  }`;
});

await step("Node consumers: ES module, CommonJS, TypeScript (nodenext, bundler)", async () => {
  const said = [
    await run("node", ["consumers/esm.mjs"]),
    await run("node", ["consumers/cjs.cjs"]),
    await run("npx", ["tsc", "-p", "consumers/tsconfig.nodenext.json"]),
    await run("npx", ["tsc", "-p", "consumers/tsconfig.bundler.json"]),
    // The adapters against SDKs whose own declarations fail skipLibCheck false under
    // exactOptionalPropertyTypes (the AI SDK's do): their use, not their insides, checked.
    await run("npx", ["tsc", "-p", "consumers/tsconfig.sdks.json"]),
  ];
  return `${said.join("")}typescript consumers (nodenext, bundler, skipLibCheck false; ` +
    "the SDK adapters in use): ok";
});

await step("an edge runtime: workerd through miniflare", () => run("node", ["edge/check.mjs"]));

await step("size: each entry, minified and gzipped, zod left out", async () => {
  const said: string[] = [];
  for (const [entry, budget] of Object.entries(ENTRY_BUDGETS)) {
    const size = await entrySize(entry);
    if (size > budget) {
      throw new Error(
        `the ${entry} entry is ${size} bytes minified and gzipped, over its budget of ` +
          `${budget}: make something smaller, or raise the budget in scripts/npm_harness.ts ` +
          "with the reason in the commit message",
      );
    }
    said.push(`${entry}: ${size} bytes, budget ${budget}`);
  }
  return said.join("\n");
});

await step("the README's install, and the same again after a rebuild", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", ROOT));
  const given = readme.match(/^npm install (\.\.\/agents\/npm\/(\S+\.tgz)) zod$/m);
  if (given === null) throw new Error("the README gives no `npm install ../agents/npm/*.tgz zod`");
  const [, path, filename] = given as unknown as [string, string, string];
  if (filename !== basename(tarball)) {
    throw new Error(`the README installs ${filename}; npm pack makes ${basename(tarball)}`);
  }
  // A project beside a clone named agents, whose npm/ holds the tarball, as the README has it.
  const dir = await Deno.makeTempDir({ prefix: "agents-install-" });
  const project = new URL(`file://${dir}/project/`);
  await Deno.mkdir(project, { recursive: true });
  await Deno.mkdir(`${dir}/agents/npm`, { recursive: true });
  await Deno.copyFile(tarball, `${dir}/agents/npm/${filename}`);
  await run("npm", ["init", "-y"], project);
  await run("npm", ["install", path, "zod"], project);
  // A rebuild: the same tarball name, one file changed; the README's line installs it again.
  const rebuilt = `${dir}/rebuilt/`;
  await run("cp", ["-r", new URL("npm/", ROOT).pathname, rebuilt]);
  await Deno.writeTextFile(`${rebuilt}context/mod.js`, "\n// rebuilt\n", { append: true });
  await run(
    "npm",
    ["pack", "--pack-destination", `${dir}/agents/npm`],
    new URL(`file://${rebuilt}`),
  );
  await run("npm", ["install", path, "zod"], project);
  const installed = await Deno.readTextFile(
    new URL("node_modules/@adecore/agents/context/mod.js", project),
  );
  await Deno.remove(dir, { recursive: true });
  if (!installed.endsWith("// rebuilt\n")) {
    throw new Error("the README's install kept the build from before the rebuild");
  }
  return `npm install ${path} zod: the rebuild installed`;
});

await step("publint --strict and attw --profile esm-only on the tarball", async () => {
  const publint = await run("npx", ["publint", "run", "--strict", tarball]);
  const attw = await run("npx", ["attw", tarball, "--profile", "esm-only", "--no-color"]);
  return `${publint}${attw}`;
});

console.log("\nnpm package: every check passed");
