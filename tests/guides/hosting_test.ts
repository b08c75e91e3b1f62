// The hosting guide's stdio server, run as a reader would run it: its three
// files written out as they stand, and its client, which starts the server.

import { describe, it } from "node:test";
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);
const folder = new URL("tests/.guide/", root);

/** The code block that follows the line naming a file, in the guide. */
function fileOf(guide: string, name: string): string {
  const named = guide.indexOf(`\`${name}\`, `);
  assert.ok(named >= 0, `the guide names no ${name}`);
  const start = guide.indexOf("```ts ignore\n", named) + "```ts ignore\n".length;
  return guide.slice(start, guide.indexOf("```\n", start));
}

describe("the hosting guide's stdio server", () => {
  it("lists and answers, as its client asserts, with the server as a child process", async () => {
    const guide = await Deno.readTextFile(new URL("guides/hosting.md", root));
    await Deno.mkdir(folder, { recursive: true });
    for (const name of ["tools.ts", "server.ts", "client.ts"]) {
      await Deno.writeTextFile(new URL(name, folder), fileOf(guide, name));
    }
    const files = ["tools.ts", "server.ts", "client.ts"].map((name) =>
      new URL(name, folder).pathname
    );
    // Compiled as they stand, then run.
    for (const args of [["check", ...files], ["run", "-A", files[2]!]]) {
      const { success, stderr } = await new Deno.Command(Deno.execPath(), {
        args,
        cwd: root,
        stdout: "null",
      }).output();
      assert.ok(success, `deno ${args[0]}: ${new TextDecoder().decode(stderr)}`);
    }
  });
});
