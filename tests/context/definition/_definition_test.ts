// The plain parts of a definition: names, a title and annotations, each a
// mistake in code that says what would be right.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { checkName, readAnnotations, readTitle } from "../../../context/definition/_definition.ts";

const at = 'tool "t" in toolkit "k"';

describe("checkName", () => {
  it("takes lower snake case of 64 characters, and no more", () => {
    checkName("note_write", "a tool name");
    checkName(`a${"b".repeat(63)}`, "a tool name");
    assert.throws(() => checkName(`a${"b".repeat(64)}`, "a tool name"), {
      message: "a tool name has at most 64 characters; this one has 65",
    });
  });

  it("suggests the name in lower snake case, or an example where none can be made", () => {
    const cases: [string, string][] = [
      ["noteWrite", "note_write"],
      ["Note-Write!", "note_write"],
      ["2fast", "fast"],
      ["__", "note_write"],
      ["", "note_write"],
    ];
    for (const [name, like] of cases) {
      assert.throws(() => checkName(name, "a tool name"), {
        message: `a tool name is lower snake case, like "${like}"`,
      });
    }
  });
});

describe("readAnnotations", () => {
  it("gives readOnly and destructive always, the other two only where given, frozen", () => {
    assert.deepEqual(readAnnotations(undefined, at).annotations, {
      readOnly: false,
      destructive: false,
    });
    const { annotations } = readAnnotations(
      { readOnly: true, idempotent: false, openWorld: null },
      at,
    );
    assert.deepEqual(annotations, { readOnly: true, destructive: false, idempotent: false });
    assert.ok(Object.isFrozen(annotations));
  });

  it("gives as hints exactly what the author said, under MCP's names, frozen", () => {
    assert.deepEqual(readAnnotations(undefined, at).hints, {});
    assert.deepEqual(readAnnotations({ destructive: false, openWorld: null }, at).hints, {
      destructiveHint: false,
    });
    const { hints } = readAnnotations(
      { readOnly: true, destructive: false, idempotent: true, openWorld: false },
      at,
    );
    assert.deepEqual(hints, {
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    assert.ok(Object.isFrozen(hints));
  });

  it("refuses what is no plain object, a name it lacks, a value no boolean, and both readOnly and destructive", () => {
    const cases: [unknown, string][] = [
      ["x", "annotations is no plain object; write one, like { readOnly: true }"],
      [{ readonly: true }, 'annotations has no "readonly"; write readOnly'],
      [
        { safe: true },
        'annotations has no "safe"; it takes readOnly, destructive, idempotent and openWorld',
      ],
      [{ destructive: "yes" }, "annotations.destructive is string; write true or false"],
      [
        { readOnly: true, destructive: true },
        "a tool cannot be both readOnly and destructive; keep one",
      ],
    ];
    for (const [given, message] of cases) {
      assert.throws(() => readAnnotations(given, at), { message: `${at}: ${message}` });
    }
  });
});

describe("readTitle", () => {
  it("gives a title as written, nothing for none, and refuses one that is no text or empty", () => {
    assert.equal(readTitle("Read a note", at), "Read a note");
    assert.equal(readTitle(null, at), undefined);
    assert.throws(() => readTitle(5, at), {
      message: `${at}: the title is number; write a display name, like "Read a note"`,
    });
    assert.throws(() => readTitle("  ", at), {
      message: `${at}: the title is empty; write a display name, or leave it out`,
    });
  });
});
