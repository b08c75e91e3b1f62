// The layout the house style asks for, as a user of the source sees it: each
// file of an entry one concern, none importing another that imports it back.
// Runs from the sources only; the npm suite has no entry folders beside it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const present = existsSync(`${root}context/mod.ts`);
/** Every entry of the package but the root, as deno.json exports them: each a folder with its mod.ts. */
const ENTRIES: readonly string[] = present
  ? Object.values(
    JSON.parse(readFileSync(`${root}deno.json`, "utf8")).exports as Record<string, string>,
  )
    .map((path) => path.split("/")[1]!)
    .filter((folder) => folder !== "mod.ts")
  : [];
// The parser that measures functions, loaded only beside the sources.
const ts = present ? (await import("npm:typescript@5.9.3")).default : undefined;

/** Each source of an entry, by its path from the entry's folder, its private folders' included. */
function sourcesOf(entry: string): string[] {
  return (readdirSync(`${root}${entry}`, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".ts")).map((name) => name.replaceAll("\\", "/")).sort();
}

/** What a source imports, each by its path from the root. */
function importsOf(file: string): string[] {
  const source = readFileSync(`${root}${file}`, "utf8");
  return [...source.matchAll(/from "(\.\.?\/[\w./]+\.ts)"/g)].map((match) =>
    normalize(join(dirname(file), match[1]!)).replaceAll("\\", "/")
  );
}

/** Each file of an entry and the files of that entry it imports, by their paths in it. */
function imports(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourcesOf(entry)) {
    const targets = importsOf(`${entry}/${file}`).filter((target) => target.startsWith(`${entry}/`))
      .map((target) => target.slice(entry.length + 1));
    graph.set(file, targets);
  }
  return graph;
}

/**
 * What a file keeps at module level that a call could change, and so carry
 * into the next: a `let` or `var`; a Map, Set, array or object not typed
 * read-only (`Readonly...`, `as const`, `Object.freeze`); a typed array,
 * which no type keeps read-only; a regex whose `g` or `y` flag keeps a
 * `lastIndex` that `test` and `exec` read. A WeakMap or WeakSet keyed by a
 * schema or a tool is a cache, which changes no verdict, and is fine.
 */
function moduleState(source: string): string[] {
  const found: string[] = [];
  const lines = source.split("\n");
  lines.forEach((line, i) => {
    const declared = /^(?:export )?(let|var|const) (\w+)(?::\s*([^=]+?))?\s*=\s*(.*)$/.exec(line);
    if (declared === null) return;
    const [, kind, name, type = "", start = ""] = declared;
    if (kind !== "const") {
      found.push(`${name} is a ${kind}`);
      return;
    }
    // The statement: up to the next line at the top level.
    let end = i + 1;
    while (end < lines.length && /^(?:\s|[}\])]|$)/.test(lines[end]!)) end++;
    const value = [start, ...lines.slice(i + 1, end)].join("\n").trim();
    const readOnly = /^Readonly/.test(type) || /\bas const;?$/.test(value) ||
      value.startsWith("Object.freeze(");
    if (/\bnew (?:Int|Uint|Float|BigInt|BigUint)\w*Array\b/.test(value)) {
      found.push(`${name} holds a typed array`);
    } else if (/^(?:new (?:Map|Set|Array)\b|\[|\{)/.test(value) && !readOnly) {
      const what = value.startsWith("new ") ? value.slice(4).split(/\W/)[0] : "literal";
      found.push(`${name} is a ${what} no type keeps read-only`);
    } else if (/^\/.*\/[a-z]*[gy][a-z]*;$/.test(value)) {
      const uses = new RegExp(`\\b${name}\\.(?:test|exec|lastIndex)\\b`);
      if (uses.test(source)) found.push(`${name} is a regex whose lastIndex test or exec reads`);
    }
  });
  return found;
}

/**
 * Each function of a source longer than `max` lines, from its signature to
 * its closing brace (comments in, JSDoc out), named by its own name, the
 * name it is assigned to, or its line.
 */
function longFunctions(source: string, max = 60): string[] {
  const parser = ts!;
  const file = parser.createSourceFile("f.ts", source, parser.ScriptTarget.Latest, true);
  const found: string[] = [];
  const lineOf = (at: number) => file.getLineAndCharacterOfPosition(at).line + 1;
  const visit = (node: import("npm:typescript@5.9.3").Node) => {
    if (parser.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(file)) + 1;
      const named = (node as { name?: { getText(): string } }).name ??
        (node.parent as { name?: { getText(): string } }).name;
      const name = named?.getText() ?? `the function at line ${lineOf(node.getStart(file))}`;
      if (lines > max) found.push(`${name} has ${lines} lines`);
    }
    parser.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("functions", { skip: !present }, () => {
  it("are measured from the signature to the closing brace, whatever their kind", () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, () => "  work();").join("\n");
    const source = [
      "/**\n * JSDoc is not counted.\n */",
      `export function short() {\n${body(60)}\n}`,
      `function long(\n  a: string,\n): void {\n${body(59)}\n}`,
      `const arrow = () => {\n${body(61)}\n};`,
      `const TABLE = {\n  handler: () => {\n${body(62)}\n  },\n};`,
      `class A {\n  method() {\n${body(63)}\n  }\n}`,
      `run(function () {\n${body(64)}\n});`,
    ].join("\n");
    assert.deepEqual(longFunctions(source), [
      "long has 61 lines",
      "arrow has 61 lines",
      "handler has 62 lines",
      "method has 63 lines",
      "the function at line 315 has 64 lines",
    ]);
  });

  it("are 60 lines at most in every entry", () => {
    const long: string[] = [];
    for (const entry of ENTRIES) {
      for (const file of sourcesOf(entry)) {
        const source = readFileSync(`${root}${entry}/${file}`, "utf8");
        long.push(...longFunctions(source).map((found) => `${entry}/${file}: ${found}`));
      }
    }
    assert.deepEqual(long, []);
  });
});

describe("the mutants judged equivalent", { skip: !present }, () => {
  const sources = ENTRIES.flatMap((entry) => sourcesOf(entry).map((name) => `${entry}/${name}`));

  it("are marked in the code in at most 40 places; the rest are named in the mutation config", () => {
    const marks = sources.flatMap((file) =>
      readFileSync(`${root}${file}`, "utf8").split("\n").filter((line) =>
        line.includes("Stryker disable")
      )
    );
    assert.ok(marks.length <= 40, `${marks.length} Stryker disable comments`);
  });

  it("are each named by a line of code that stands in its file", () => {
    const equivalents: { file: string; code: string; occurrence?: number; reason: string }[] = JSON
      .parse(readFileSync(`${root}scripts/mutate/equivalents.json`, "utf8"));
    const lost = equivalents.filter(({ file, code, occurrence = 1, reason }) => {
      const lines = readFileSync(`${root}${file}`, "utf8").split("\n");
      return reason === "" || lines.filter((line) => line.trim() === code).length < occurrence;
    });
    assert.deepEqual(lost, []);
  });
});

/** Whether a source only re-exports others, or only declares types: nothing in it runs. */
function runsNothing(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const exports = code.split("\n").filter((line) => line.startsWith("export"));
  const reexports = exports.every((line) =>
    / from "[^"]+";$/.test(line) || /^export (?:type )?\{$/.test(line)
  );
  const types = exports.every((line) => /^export (?:type|interface) /.test(line));
  return reexports || types;
}

describe("the modules that run anything", { skip: !present }, () => {
  it("mutate every source of the three entries that runs anything, each in one group", () => {
    const config = readFileSync(`${root}scripts/mutate.ts`, "utf8");
    const missing: string[] = [];
    for (const entry of ENTRIES) {
      for (const file of sourcesOf(entry)) {
        const path = `${entry}/${file}`;
        const groups = config.split(`"${path}"`).length - 1;
        if (runsNothing(readFileSync(`${root}${path}`, "utf8"))) continue;
        if (groups !== 1) missing.push(`${path} is in ${groups} groups`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it("each have a test file at the mirrored path, for every module that runs anything", () => {
    const untested: string[] = [];
    for (const entry of ENTRIES) {
      for (const file of sourcesOf(entry)) {
        const path = `${entry}/${file}`;
        if (runsNothing(readFileSync(`${root}${path}`, "utf8"))) continue;
        const test = `tests/${path.replace(/\.ts$/, "_test.ts")}`;
        if (!existsSync(`${root}${test}`)) untested.push(`${path} has no ${test}`);
      }
    }
    assert.deepEqual(untested, []);
  });

  it("tell a module that runs nothing: re-exports and types alone", () => {
    assert.equal(
      runsNothing('// a\nexport { a } from "./a.ts";\nexport type { B } from "./b.ts";'),
      true,
    );
    assert.equal(runsNothing("export type A = string;\nexport interface B {\n  a: A;\n}"), true);
    assert.equal(runsNothing("export type A = string;\nexport const b = 1;"), false);
    assert.equal(runsNothing('export { a } from "./a.ts";\nexport function b() {}'), false);
  });
});

describe("module-level state", () => {
  it("is told in any source: counters, flags, budgets, buffers and regexes that keep a place", () => {
    const source = [
      "let calls = 0;",
      "export let armed = false;",
      "var left = 3;",
      "const seen = new Set<string>();",
      "const budget = { left: 5 };",
      "const queue: string[] = [];",
      "const ROWS = [new Uint16Array(132)] as const;",
      "const WORD = /\\w+/g;",
      "function f(text: string) {",
      "  let local = 0;",
      "  return WORD.test(text) && local === 0;",
      "}",
    ].join("\n");
    assert.deepEqual(moduleState(source), [
      "calls is a let",
      "armed is a let",
      "left is a var",
      "seen is a Set no type keeps read-only",
      "budget is a literal no type keeps read-only",
      "queue is a literal no type keeps read-only",
      "ROWS holds a typed array",
      "WORD is a regex whose lastIndex test or exec reads",
    ]);
  });

  it("leaves caches by schema, read-only tables and constants alone", () => {
    const source = [
      "const checks = new WeakMap<object, string>();",
      "const made = new WeakSet<object>();",
      'const NAMES: ReadonlySet<string> = new Set(["a"]);',
      "const TYPES: Readonly<Record<string, string>> = {",
      '  a: "b",',
      "};",
      "const LIMITS = {",
      "  depth: 10,",
      "} as const;",
      "export const CONTEXT = Object.freeze({ jitless: true });",
      "const SPACES = /\\s+/g;",
      "const MAX = 8;",
      "const NOTE =",
      '  "a long text";',
      'const clean = (text: string) => text.replace(SPACES, " ");',
    ].join("\n");
    assert.deepEqual(moduleState(source), []);
  });

  for (const entry of ENTRIES) {
    it(`is none in the ${entry} entry: one call never changes how another is checked`, {
      skip: !present,
    }, () => {
      for (const file of sourcesOf(entry)) {
        const source = readFileSync(`${root}${entry}/${file}`, "utf8");
        assert.deepEqual(moduleState(source), [], `${entry}/${file}`);
      }
    });
  }
});

for (const entry of ENTRIES) {
  describe(`the ${entry} entry's files`, { skip: !present }, () => {
    it("import one another without a cycle", () => {
      const graph = imports(entry);
      const cycles: string[] = [];
      const visit = (file: string, path: string[]) => {
        if (path.includes(file)) {
          cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
          return;
        }
        for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      };
      for (const file of graph.keys()) visit(file, []);
      assert.deepEqual(cycles, []);
    });

    it("keep the public modules at the top, and private parts in folders named for what they hold", () => {
      const top = sourcesOf(entry).filter((file) => !file.includes("/"));
      // The one private file at an entry's top is what other entries use of it.
      assert.deepEqual(top.filter((file) => file.startsWith("_") && file !== "_shared.ts"), []);
      const nested = sourcesOf(entry).filter((file) => file.includes("/"));
      assert.deepEqual(nested.filter((file) => !/^[a-z]+\/_\w+\.ts$/.test(file)), []);
    });

    it("use of other entries only their public modules and what they share", () => {
      const crossing = sourcesOf(entry).flatMap((file) =>
        importsOf(`${entry}/${file}`).filter((target) =>
          !target.startsWith(`${entry}/`) &&
          !/^(?:context|listings|standard)\/(?:[a-z]\w*|_shared)\.ts$/.test(target)
        ).map((target) => `${entry}/${file} imports ${target}`)
      );
      assert.deepEqual(crossing, []);
    });

    it("keep each file small enough to hold in one's head", () => {
      for (const [file] of imports(entry)) {
        const lines = readFileSync(`${root}${entry}/${file}`, "utf8").split("\n").length;
        assert.ok(lines <= 450, `${file} has ${lines} lines`);
      }
    });
  });
}

describe("the zod range", { skip: !present }, () => {
  it("is the one deno.json gives, stated in the README (the npm build derives its peer range from it)", () => {
    const config = JSON.parse(readFileSync(`${root}deno.json`, "utf8"));
    // CI pins zod to the floor in a copy: the floor is the range without its caret.
    const floor = String(config.imports.zod).replace(/^npm:zod@\^?/, "");
    assert.match(floor, /^4\.\d+\.\d+$/);
    assert.ok(readFileSync(`${root}README.md`, "utf8").includes(`\`^${floor}\``), floor);
  });
});

describe("the README", { skip: !present }, () => {
  const readme = readFileSync(`${root}README.md`, "utf8");

  it("names every export of every entry in its API table", () => {
    const api = readme.slice(readme.indexOf("## API"), readme.indexOf("## Development"));
    for (const entry of ENTRIES) {
      const source = readFileSync(`${root}${entry}/mod.ts`, "utf8");
      const lists = [...source.matchAll(/export (?:type )?\{([^}]*)\}/g)].map((match) => match[1]!);
      const names = lists.flatMap((list) => list.split(",")).map((name) =>
        name.replace(/^\s*type\s+/, "").trim()
      ).filter(Boolean);
      for (const name of names) {
        assert.ok(new RegExp(`\`${name}[\`(]`).test(api), `${entry} exports ${name}`);
      }
    }
  });

  it("its guides and the CHANGELOG keep every code span on one line, which a formatter can break", () => {
    const guides = readdirSync(`${root}guides`).map((name) => `guides/${name}`);
    for (const file of ["README.md", ...guides, "CHANGELOG.md"]) {
      let fenced = false;
      readFileSync(`${root}${file}`, "utf8").split("\n").forEach((line, i) => {
        if (line.trimStart().startsWith("```")) fenced = !fenced;
        else if (!fenced) {
          const ticks = line.replaceAll("``", "").split("`").length - 1;
          assert.equal(ticks % 2, 0, `${file}:${i + 1} opens a code span it does not close`);
        }
      });
    }
  });
});
