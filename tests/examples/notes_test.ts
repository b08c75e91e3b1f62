import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ApprovalRequired, refusalBody, ToolRefusal } from "@adecore/agents/context";
import { DatabaseSync } from "node:sqlite";
import { createNoteStore } from "../../examples/notes/store.ts";
import { createNotesRegistry } from "../../examples/notes/host.ts";

const { registry } = createNotesRegistry(createNoteStore());

function host(mayWrite = true, path?: string) {
  const store = createNoteStore(path);
  return {
    store,
    call: (name: string, input: unknown) => registry.run(name, input, { store, mayWrite }),
    refusal: async (name: string, input: unknown) => {
      const error = await registry.run(name, input, { store, mayWrite }).then(
        () => assert.fail("the call succeeded"),
        (error: unknown) => error,
      );
      assert.ok(error instanceof ToolRefusal, String(error));
      return refusalBody(error);
    },
  };
}

describe("the note toolkit", () => {
  it("clears every note only with a grant, once, even across servers sharing the file", async () => {
    const path = await Deno.makeTempFile({ suffix: ".db" });
    try {
      const key = "the notes' approval key, 32 bytes long";
      const [one, two] = [createNoteStore(path), createNoteStore(path)];
      const first = createNotesRegistry(one, key);
      const second = createNotesRegistry(two, key);
      const call = { store: one, mayWrite: true };
      await first.registry.run("note_write", { text: "Buy milk" }, call);
      const asked = await first.registry.run("note_clear", {}, call).catch((error) => error);
      assert.ok(asked instanceof ApprovalRequired);
      assert.equal(
        refusalBody(asked),
        "refused\tapproval-required\ta person must approve this call before it runs; this is " +
          "what it would do\nnote\t1\t1\nretry\tapproval",
      );
      const approval = await first.approvals.grant(asked.request, { by: "ann" });
      assert.deepEqual(
        await second.registry.run("note_clear", {}, { ...call, store: two, approval }),
        [
          "cleared\t1\tann",
        ],
      );
      const again = await first.registry.run("note_clear", {}, { ...call, approval }).catch((e) =>
        e
      );
      assert.equal(again.code, "approval-used");
      assert.deepEqual(await one.list(), []);
    } finally {
      await Deno.remove(path);
    }
  });

  it("writes, reads, lists and deletes notes with revisions", async () => {
    const { call } = host();
    assert.deepEqual(await call("note_list", {}), ["notes\tnone yet"]);
    assert.deepEqual(await call("note_write", { text: "Buy milk" }), ["note\t1\t1"]);
    assert.deepEqual(await call("note_write", { id: "1", text: "Buy oat milk", revision: 1 }), [
      "note\t1\t2",
    ]);
    assert.deepEqual(await call("note_read", { id: "1" }), ["note\t1\t2", "text\tBuy oat milk"]);
    assert.deepEqual(await call("note_list", undefined), ["note\t1\t2\tBuy oat milk"]);
    assert.deepEqual(await call("note_delete", { id: "1", revision: 2 }), ["deleted\t1"]);
    assert.deepEqual(await call("note_list", {}), ["notes\tnone yet"]);
  });

  it("searches the notes for every word given, in any case", async () => {
    const { call, refusal } = host();
    assert.deepEqual(await call("note_search", { words: "milk" }), ["notes\tnone found"]);
    for (const text of ["Buy milk", "Call Ada", "Milk the goat, then buy bread"]) {
      await call("note_write", { text });
    }
    assert.deepEqual(await call("note_search", { words: " MILK  buy " }), [
      "note\t1\t1\tBuy milk",
      "note\t3\t1\tMilk the goat, then buy bread",
    ]);
    assert.equal(
      await refusal("note_search", { words: "  " }),
      "refused\tbad-arguments\twords is empty; send a word the note holds\nfields\twords",
    );
  });

  it("stops a slow search when the client cancels it, having reported how far it got", async () => {
    const store = createNoteStore();
    await store.write(undefined, "Buy milk", undefined);
    const controller = new AbortController();
    const reports: unknown[] = [];
    const searched = registry.run("note_search", { words: "milk" }, {
      store,
      mayWrite: false,
      searchDelayMs: 60_000,
      signal: controller.signal,
      onProgress: (progress) => {
        reports.push(progress);
        controller.abort(new Error("cancelled"));
      },
    });
    await assert.rejects(searched, { message: "cancelled" });
    assert.deepEqual(reports, [{ done: 0, total: 1 }]);
  });

  it("checks everything on a dry run and changes nothing", async () => {
    const { call, refusal, store } = host();
    await call("note_write", { text: "Buy milk" });
    assert.deepEqual(
      await call("note_write", { id: "1", text: "Buy tea", revision: 1, dry_run: true }),
      ["preview\t1\t2"],
    );
    assert.deepEqual(await call("note_delete", { id: "1", revision: 1, dry_run: true }), [
      "preview\t1\tdeleted",
    ]);
    assert.equal(
      await refusal("note_write", { id: "1", text: "Buy tea", revision: 7, dry_run: true }),
      "refused\tconflict\tNote 1 changed since the revision you sent; read it again.\nrevision\t1",
    );
    assert.deepEqual(await store.read("1"), { id: "1", text: "Buy milk", revision: 1 });
  });

  it("refuses a stale revision with the current one as advice", async () => {
    const { call, refusal } = host();
    await call("note_write", { text: "a" });
    await call("note_write", { id: "1", text: "b", revision: 1 });
    assert.equal(
      await refusal("note_delete", { id: "1", revision: 1 }),
      "refused\tconflict\tNote 1 changed since the revision you sent; read it again.\nrevision\t2",
    );
    assert.equal(
      await refusal("note_write", { id: "1", text: "c" }),
      "refused\tconflict\tNote 1 exists; send the revision you read to replace it.\nrevision\t2",
    );
  });

  it("checks the revision in the same step as the write, so one of two racing writers wins", async () => {
    const { call, store } = host();
    await call("note_write", { text: "a" });
    const results = await Promise.allSettled([
      call("note_write", { id: "1", text: "first", revision: 1 }),
      call("note_write", { id: "1", text: "second", revision: 1 }),
    ]);
    assert.deepEqual(results.map((result) => result.status), ["fulfilled", "rejected"]);
    assert.deepEqual(await store.read("1"), { id: "1", text: "first", revision: 2 });
  });

  it("refuses a note that does not exist with not-found", async () => {
    const { refusal } = host();
    assert.equal(
      await refusal("note_read", { id: "9" }),
      "refused\tnot-found\tNo note has id 9.\nnext\tnote_list",
    );
    assert.equal(
      await refusal("note_write", { id: "9", text: "x", revision: 1 }),
      "refused\tnot-found\tNo note has id 9.\nnext\tnote_list",
    );
  });

  it("lets a caller that may only read, read, and refuses its changes with not-permitted", async () => {
    const writer = host();
    await writer.call("note_write", { text: "a" });
    const read = (name: string, input: unknown) =>
      registry.run(name, input, { store: writer.store, mayWrite: false });
    assert.deepEqual(await read("note_list", {}), ["note\t1\t1\ta"]);
    for (
      const [name, input] of [["note_write", { text: "b" }], ["note_delete", {
        id: "1",
        revision: 1,
      }]] as const
    ) {
      await assert.rejects(read(name, input), (error: unknown) => {
        assert.equal(
          refusalBody(error as ToolRefusal),
          "refused\tnot-permitted\tThis caller may only read notes.\ntools\tnote_read\tnote_list",
        );
        return true;
      });
    }
  });

  it("refuses an id that is no note id with the path rule", async () => {
    const { refusal } = host();
    assert.equal(
      await refusal("note_read", { id: "../etc" }),
      "refused\tbad-arguments\tid is a note id such as 3, from note_list\nfields\tid",
    );
  });

  it("says how long a text was that does not fit", async () => {
    const { refusal } = host();
    assert.equal(
      await refusal("note_write", { text: "é".repeat(2001) }),
      "refused\tbad-arguments\ttext has 2001 characters; a note holds 2000\n" +
        "fields\tid\ttext\trevision\tdry_run",
    );
  });

  it("gives back a text with NUL characters and a leading BOM exactly as it was written", async () => {
    const { store } = host();
    assert.deepEqual(await store.write(undefined, "a\u0000b", undefined), {
      ok: true,
      note: { id: "1", text: "a\u0000b", revision: 1 },
    });
    assert.deepEqual(await store.write(undefined, "\u0000", undefined), {
      ok: true,
      note: { id: "2", text: "\u0000", revision: 1 },
    });
    assert.deepEqual(await store.write("2", "\ufeff\u0000é\u0000", 1), {
      ok: true,
      note: { id: "2", text: "\ufeff\u0000é\u0000", revision: 2 },
    });
    assert.deepEqual(await store.read("1"), { id: "1", text: "a\u0000b", revision: 1 });
    assert.deepEqual(await store.list(), [
      { id: "1", text: "a\u0000b", revision: 1 },
      { id: "2", text: "\ufeff\u0000é\u0000", revision: 2 },
    ]);
    assert.deepEqual(await store.delete("1", 1), {
      ok: true,
      note: { id: "1", text: "a\u0000b", revision: 1 },
    });
  });

  it("refuses a text with half a character before writing it, in the store and as bad arguments", async () => {
    const { refusal, store } = host();
    await assert.rejects(store.write(undefined, "a\ud800b", undefined), {
      name: "RangeError",
      message: "a note's text may not hold a lone surrogate",
    });
    assert.equal(
      await refusal("note_write", { text: "a\ud800b" }),
      "refused\tbad-arguments\ttext has a lone surrogate, half of a character; send whole characters\n" +
        "fields\tid\ttext\trevision\tdry_run",
    );
    assert.deepEqual(await store.list(), []);
  });

  it("keeps notes in a SQLite database when given a path", async () => {
    const folder = await Deno.makeTempDir();
    try {
      const path = `${folder}/notes.db`;
      await host(true, path).call("note_write", { text: "kept" });
      assert.deepEqual(await host(true, path).call("note_read", { id: "1" }), [
        "note\t1\t1",
        "text\tkept",
      ]);
      const db = new DatabaseSync(path);
      try {
        assert.deepEqual({ ...db.prepare("SELECT id, text, revision FROM notes").get() }, {
          id: 1,
          text: "kept",
          revision: 1,
        });
      } finally {
        db.close();
      }
    } finally {
      await Deno.remove(folder, { recursive: true });
    }
  });

  it("checks the revision in the database, so a writer of another connection sees the conflict", async () => {
    const folder = await Deno.makeTempDir();
    try {
      // Two stores over one file: two processes sharing it, as far as SQLite can tell.
      const path = `${folder}/notes.db`;
      const [one, two] = [host(true, path), host(true, path)];
      await one.call("note_write", { text: "a" });
      assert.deepEqual(await two.call("note_write", { id: "1", text: "b", revision: 1 }), [
        "note\t1\t2",
      ]);
      assert.equal(
        await one.refusal("note_write", { id: "1", text: "c", revision: 1 }),
        "refused\tconflict\tNote 1 changed since the revision you sent; read it again.\nrevision\t2",
      );
      // A dry run takes the same steps and rolls them back: the next note is still 2.
      assert.deepEqual(await one.call("note_write", { text: "d", dry_run: true }), [
        "preview\t2\t1",
      ]);
      assert.deepEqual(await two.call("note_write", { text: "d" }), ["note\t2\t1"]);
      assert.deepEqual(await one.call("note_list", {}), ["note\t1\t2\tb", "note\t2\t1\td"]);
    } finally {
      await Deno.remove(folder, { recursive: true });
    }
  });
});
