import { describe, it } from "node:test";
import assert from "node:assert/strict";
import edge, { createHandler } from "../../examples/edge.ts";
import { createNoteStore } from "../../examples/notes/store.ts";

/** Serves a handler on a loopback port for the length of `work`. */
async function serving(
  handler: (request: Request) => Promise<Response>,
  work: (url: string) => Promise<void>,
): Promise<void> {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  try {
    await work(`http://127.0.0.1:${server.addr.port}/`);
  } finally {
    await server.shutdown();
  }
}

function post(url: string, body: string, token?: string): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(url, { method: "POST", body, headers });
}

describe("the edge handler, over real HTTP on loopback", () => {
  it("lists the tools, runs a call and answers a refusal with 422", async () => {
    const handler = createHandler({
      store: createNoteStore(),
      mayWrite: (request) => request.headers.get("authorization") === "Bearer s3cret",
    });
    await serving(handler, async (url) => {
      const list = await fetch(url);
      assert.equal(list.status, 200);
      const { tools } = await list.json();
      assert.deepEqual(tools.map((tool: { name: string }) => tool.name), [
        "note_write",
        "note_read",
        "note_list",
        "note_search",
        "note_chart",
        "note_delete",
        "note_clear",
      ]);

      const written = await post(url, '{"name":"note_write","arguments":{"text":"hi"}}', "s3cret");
      assert.equal(written.status, 200);
      assert.equal(await written.text(), "note\t1\t1");

      const reader = await post(url, '{"name":"note_write","arguments":{"text":"hi"}}');
      assert.equal(reader.status, 422);
      assert.equal(
        await reader.text(),
        "refused\tnot-permitted\tThis caller may only read notes.\ntools\tnote_read\tnote_list",
      );

      const listed = await post(url, '{"name":"note_list"}');
      assert.equal(await listed.text(), "note\t1\t1\thi");

      const notJson = await post(url, "name=note_list");
      assert.equal(notJson.status, 400);
      await notJson.body?.cancel();
      const put = await fetch(url, { method: "PUT" });
      assert.equal(put.status, 405);
      await put.body?.cancel();
    });
  });

  it("is what deno serve runs, read-only without the token", async () => {
    await serving(edge.fetch, async (url) => {
      const response = await post(
        url,
        '{"name":"note_delete","arguments":{"id":"1","revision":1}}',
      );
      assert.equal(response.status, 422);
      assert.match(await response.text(), /^refused\tnot-permitted\t/);
    });
  });

  it("loads no MCP SDK: of npm, only zod is in its module graph", async () => {
    const { stdout, success } = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", new URL("../../examples/edge.ts", import.meta.url).pathname],
      stderr: "null",
    }).output();
    assert.ok(success);
    const { modules } = JSON.parse(new TextDecoder().decode(stdout)) as {
      modules: { specifier: string }[];
    };
    const npm = modules.map((module) => module.specifier).filter((url) => url.startsWith("npm:"));
    // The version left out, so that a zod upgrade does not fail this test.
    assert.deepEqual(npm.map((url) => url.replace(/@[^@/]+$/, "")), ["npm:/zod"]);
  });
});
