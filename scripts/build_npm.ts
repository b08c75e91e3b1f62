/**
 * Builds the npm package into `npm/`: one ES module and one declaration file
 * per source file, compiled by TypeScript itself (no bundler), with a
 * package.json derived from deno.json, and the README, its guides, the CHANGELOG
 * and LICENSE.
 *
 * Usage: `deno task build:npm [version]` (the version defaults to deno.json's).
 *
 * The output depends only on the sources and the pinned TypeScript: files are
 * written in a fixed order with fixed content, so the same sources give the
 * same bytes.
 *
 * @module
 */

import ts from "npm:typescript@5.9.3";

const ROOT = new URL("../", import.meta.url);
const OUT = new URL("npm/", ROOT);

interface DenoJson {
  name: string;
  version: string;
  description: string;
  license: string;
  exports: Record<string, string>;
  imports: Record<string, string>;
}

const config: DenoJson = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
const version = Deno.args[0] ?? config.version;
if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) {
  throw new Error(`version "${version}" is not a semantic version, like 1.2.3`);
}

await Deno.remove(OUT, { recursive: true }).catch((error) => {
  if (!(error instanceof Deno.errors.NotFound)) throw error;
});

compile();
await writePackageJson();
// The guides beside the README, so that its links lead somewhere in the package too.
const guides = [...Deno.readDirSync(new URL("guides/", ROOT))]
  .map((entry) => `guides/${entry.name}`)
  .filter((name) => name.endsWith(".md"))
  .sort();
await Deno.mkdir(new URL("guides/", OUT));
for (const file of ["README.md", ...guides, "CHANGELOG.md", "LICENSE"]) {
  await Deno.copyFile(new URL(file, ROOT), new URL(file, OUT));
}
console.log(`built ${config.name}@${version} in npm/`);

/** Compiles every file the entries reach, as ES modules with declarations. */
function compile(): void {
  // The sources import bare "zod"; TypeScript finds its types where Deno keeps it.
  const zod = new URL(".", import.meta.resolve("zod")).pathname;
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    isolatedDeclarations: true,
    verbatimModuleSyntax: true,
    rewriteRelativeImportExtensions: true,
    declaration: true,
    newLine: ts.NewLineKind.LineFeed,
    rootDir: ROOT.pathname,
    outDir: OUT.pathname,
    paths: { zod: [`${zod}index.d.ts`] },
    types: [],
  };
  const entries = Object.values(config.exports).map((path) => new URL(path, ROOT).pathname);
  const program = ts.createProgram(entries, options);
  const result = program.emit(undefined, undefined, undefined, undefined, {
    afterDeclarations: [relativeJsSpecifiers],
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    console.error(ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => ROOT.pathname,
      getNewLine: () => "\n",
    }));
    Deno.exit(1);
  }
}

/**
 * TypeScript rewrites `./x.ts` to `./x.js` in the modules it emits, but not in
 * declarations; this does the same there, so each `.d.ts` names the `.js`
 * file beside it, as Node and every `moduleResolution` expect.
 */
function relativeJsSpecifiers(
  context: ts.TransformationContext,
): (node: ts.SourceFile | ts.Bundle) => ts.SourceFile | ts.Bundle {
  const { factory } = context;
  const visit = (node: ts.Node): ts.Node => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier) &&
      /^\.\.?\/.*\.ts$/.test(node.moduleSpecifier.text)
    ) {
      const specifier = factory.createStringLiteral(node.moduleSpecifier.text.replace(/ts$/, "js"));
      return ts.isImportDeclaration(node)
        ? factory.updateImportDeclaration(
          node,
          node.modifiers,
          node.importClause,
          specifier,
          node.attributes,
        )
        : factory.updateExportDeclaration(
          node,
          node.modifiers,
          node.isTypeOnly,
          node.exportClause,
          specifier,
          node.attributes,
        );
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (node) => ts.visitNode(node, visit) as ts.SourceFile | ts.Bundle;
}

/** Writes package.json from deno.json: the same name, version and entries. */
async function writePackageJson(): Promise<void> {
  const exports: Record<string, { types: string; default: string }> = {};
  for (const [entry, path] of Object.entries(config.exports)) {
    const js = path.replace(/\.ts$/, ".js");
    exports[entry] = { types: js.replace(/\.js$/, ".d.ts"), default: js };
  }
  const packageJson = {
    name: config.name,
    version,
    description: config.description,
    license: config.license,
    type: "module",
    exports,
    sideEffects: false,
    engines: { node: ">=20.19" },
    // The range deno.json gives zod, whose floor CI tests.
    peerDependencies: { zod: config.imports.zod!.replace(/^npm:zod@/, "") },
  };
  await Deno.writeTextFile(
    new URL("package.json", OUT),
    `${JSON.stringify(packageJson, null, 2)}\n`,
  );
}
