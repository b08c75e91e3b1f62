// The layout the house style asks for, as a user of the source sees it: each
// file of an entry one concern, none importing another that imports it back.
// Runs from the sources only; the npm suite has no entry folders beside it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const present = existsSync(`${root}context/mod.ts`);

/** Each file of an entry's folder and the files of that folder it imports. */
function imports(entry: string): Map<string, string[]> {
  const folder = `${root}${entry}/`;
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
    const source = readFileSync(`${folder}${file}`, "utf8");
    const targets = [...source.matchAll(/from "\.\/([\w.]+\.ts)"/g)].map((match) => match[1]!);
    graph.set(file, targets);
  }
  return graph;
}

for (const entry of ["context", "listings", "standard"]) {
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
    const api = readme.slice(readme.indexOf("## API"), readme.indexOf("## Performance"));
    for (const entry of ["context", "listings", "standard"]) {
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

  it("and the CHANGELOG keep every code span on one line, which a formatter can break", () => {
    for (const file of ["README.md", "CHANGELOG.md"]) {
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
