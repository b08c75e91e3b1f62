import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

// The npm suite runs compiled copies of the tests without the documents.
const root = new URL("..", import.meta.url).pathname;
const present = existsSync(join(root, "guides"));

/** The README and every guide: what a host author reads, on GitHub, JSR and npm. */
function documents(): string[] {
  const guides = readdirSync(join(root, "guides")).filter((name) => name.endsWith(".md"));
  return ["README.md", ...guides.map((name) => `guides/${name}`)];
}

/** The lines of a document outside its fenced code blocks. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split("\n").filter((line) => {
    if (line.trimStart().startsWith("```")) fenced = !fenced;
    else return !fenced;
    return false;
  });
}

/**
 * The anchors GitHub gives a document's headings: the text in lower case,
 * without what is no letter, digit, space, hyphen or underscore, spaces as
 * hyphens, and `-1`, `-2` after a heading met before.
 */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of prose(text)) {
    const heading = /^#{1,6} +(.+?) *#* *$/.exec(line);
    if (heading === null) continue;
    const slug = heading[1]!.replace(/`/g, "").toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    found.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return found;
}

/** Every link target of a document outside code: inline links, not web addresses. */
function links(text: string): string[] {
  const targets: string[] = [];
  for (const line of prose(text)) {
    // Code spans hold text that looks like links: not links.
    const bare = line.replace(/`[^`]*`/g, "");
    for (const match of bare.matchAll(/\]\(([^)\s]+)\)/g)) targets.push(match[1]!);
  }
  return targets.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe("the README and the guides", { skip: !present }, () => {
  it("have links that lead to a file of the repository and an anchor it has", () => {
    for (const document of documents()) {
      const text = readFileSync(join(root, document), "utf8");
      for (const target of links(text)) {
        const [path = "", anchor] = target.split("#");
        const file = path === "" ? document : normalize(join(dirname(document), path));
        assert.ok(existsSync(join(root, file)), `${document}: ${target} leads to no file`);
        if (anchor === undefined) continue;
        assert.ok(file.endsWith(".md") && statSync(join(root, file)).isFile(), target);
        const there = anchors(readFileSync(join(root, file), "utf8"));
        assert.ok(there.has(anchor), `${document}: ${target} leads to no heading of ${file}`);
      }
    }
  });

  it("link every guide from the README", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    for (const document of documents().slice(1)) {
      assert.ok(links(readme).some((target) => target.split("#")[0] === document), document);
    }
  });

  it("are read by the anchor rules GitHub writes", () => {
    assert.deepEqual(
      [...anchors("# A `b` c\n## A b c\n```\n# not a heading\n```\n### What's new? (v2)\n")],
      ["a-b-c", "a-b-c-1", "whats-new-v2"],
    );
    assert.deepEqual(links("[a](x.md#y) `[b](z.md)` [c](https://example.com)\n"), ["x.md#y"]);
  });
});
