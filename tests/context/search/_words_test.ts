import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { stem, terms } from "../../../context/search/_words.ts";

describe("terms", () => {
  it("splits at case, underscores and signs, in lower case, without small words", () => {
    assert.deepEqual(terms("the note_list of myNotes, please!"), ["note", "list", "~list", "note"]);
    assert.deepEqual(terms("   "), []);
    assert.deepEqual(terms("Ünïcode wörds"), ["ünïcod", "wörd"]);
  });

  it("reads a word that names a shared action or thing also as that one", () => {
    assert.deepEqual(terms("remove"), ["remov", "~delet"]);
    assert.deepEqual(terms("erasing"), ["eras", "~delet"]);
    assert.deepEqual(terms("delete"), ["delet", "~delet"]);
    assert.deepEqual(terms("look up a ticket"), ["look", "~search", "ticket", "~issu"]);
  });

  it("reads only the first words where told, small words counted", () => {
    assert.deepEqual(terms("a b c d", 2), ["b"]);
    assert.deepEqual(terms("note ".repeat(70), 64).length, 64);
  });
});

describe("stem", () => {
  it("brings a word's forms together", () => {
    for (const form of ["delete", "deletes", "deleted", "deleting"]) {
      assert.equal(stem(form), "delet");
    }
    assert.deepEqual(["running", "stopped", "pulls", "queries", "classes"].map(stem), [
      "run",
      "stop",
      "pull",
      "query",
      "class",
    ]);
  });

  it("leaves short words, and words that only look like forms", () => {
    assert.deepEqual(
      ["is", "bus", "ing", "red", "status", "basis", "address", "filled"].map(stem),
      [
        "is",
        "bus",
        "ing",
        "red",
        "status",
        "basis",
        "address",
        "fill",
      ],
    );
  });
});
