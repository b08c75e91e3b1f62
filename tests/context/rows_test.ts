import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  field,
  orNote,
  parseRefusalBody,
  refusalBody,
  refusalRows,
  ToolRefusal,
} from "@adecore/agents/context";

describe("field", () => {
  it("turns tabs, carriage returns and line breaks into single spaces", () => {
    assert.equal(field("a\tb"), "a b");
    assert.equal(field("a\r\nb"), "a b");
    assert.equal(field("a\n\n\tb"), "a b");
    assert.equal(field("a\u2028b\u2029c"), "a b c");
  });

  it("removes every other control character", () => {
    assert.equal(field("a\u0000b\u0007c\u001bd\u007fe\u0085f\u000bg\u000ch"), "abcdefgh");
  });

  it("turns a lone surrogate into U+FFFD, so a row is always well-formed Unicode", () => {
    assert.equal(field("a\ud800b"), "a\ufffdb");
    assert.equal(field("\udc00a\ud83d"), "\ufffda\ufffd");
    assert.equal(field("\udc00\ud83d"), "\ufffd\ufffd");
    assert.equal(field("👋\ud83d\udc4b"), "👋👋");
    assert.ok(field("x\ud800\t\udfff").isWellFormed());
  });

  it("keeps other text, and writes numbers and booleans as text", () => {
    assert.equal(field("Grüße, 👋 «x»"), "Grüße, 👋 «x»");
    assert.equal(field(""), "");
    assert.equal(field(4.5), "4.5");
    assert.equal(field(false), "false");
  });
});

describe("refusalBody and refusalRows", () => {
  const refusal = new ToolRefusal("conflict", "The note changed since revision 3.", [
    "revision\t4",
    "hint\tread the note again",
  ]);

  it("write refused, the code and the message as one row, then one row per line", () => {
    assert.equal(
      refusalBody(refusal),
      "refused\tconflict\tThe note changed since revision 3.\nrevision\t4\nhint\tread the note again",
    );
    assert.equal(
      refusalRows(refusal),
      "conflict\tThe note changed since revision 3.\nrevision\t4\nhint\tread the note again",
    );
  });

  it("write a refusal without lines as one row", () => {
    assert.equal(
      refusalBody(new ToolRefusal("gone", "No such note.")),
      "refused\tgone\tNo such note.",
    );
  });

  it("keep a message and each line on one row, whatever they hold", () => {
    const hostile = new ToolRefusal("bad-arguments", "a\tb\nrefused\tforged\tx", [
      "fields\ta\nrefused\tforged",
      "x\r\ny\u0000",
    ]);
    const body = refusalBody(hostile);
    assert.equal(
      body,
      "refused\tbad-arguments\ta b refused forged x\nfields\ta refused\tforged\nx y",
    );
    assert.equal(body.split("\n").length, 3);
  });

  it("clean every control character of a line but its tabs, at the edges of each range", () => {
    const line = "a\u0008\u000b\u001f\u007f\u009f\u00a0b\tc\u2028d\u2029e\ud800f \u0020g";
    assert.equal(
      refusalRows(new ToolRefusal("gone", "No such note.", [line])),
      "gone\tNo such note.\na\u00a0b\tc d e\ufffdf  g",
    );
  });
});

describe("parseRefusalBody", () => {
  it("reads a refusal's text with CRLF line ends", () => {
    const read = parseRefusalBody("refused\tbad-arguments\tno text\r\nfields\ttext");
    assert.ok(read !== null);
    assert.deepEqual([read.code, read.message, read.lines], [
      "bad-arguments",
      "no text",
      ["fields\ttext"],
    ]);
  });

  it("reads refusalBody and refusalRows back into an equal refusal", () => {
    const refusal = new ToolRefusal("conflict", "The note changed.", ["revision\t4", ""]);
    for (const text of [refusalBody(refusal), refusalRows(refusal)]) {
      const read = parseRefusalBody(text);
      assert.ok(read instanceof ToolRefusal);
      assert.equal(read.code, "conflict");
      assert.equal(read.message, "The note changed.");
      assert.deepEqual(read.lines, ["revision\t4", ""]);
    }
  });

  it("round-trips any text passed through field(), with no forged row", () => {
    const samples = ["plain", "tab\there", "line\nbreak", "\r\n", "refused\tx\ty", "\u0000", ""];
    for (const message of samples) {
      for (const line of samples) {
        const refusal = new ToolRefusal("some-code", field(message), [`value\t${field(line)}`]);
        const read = parseRefusalBody(refusalBody(refusal));
        assert.equal(read?.code, "some-code");
        assert.equal(read?.message, field(message));
        assert.deepEqual(read?.lines, [`value\t${field(line)}`]);
      }
    }
  });

  it("reads back a refusal whose code is refused itself, from either text", () => {
    const refusal = new ToolRefusal("refused", "Not now.");
    for (const text of [refusalBody(refusal), refusalRows(refusal)]) {
      assert.deepEqual(
        [parseRefusalBody(text)?.code, parseRefusalBody(text)?.message],
        ["refused", "Not now."],
      );
    }
  });

  it("reads rows that end in CRLF, as some transports send them", () => {
    assert.deepEqual(parseRefusalBody("refused\tgone\tNo note.\r\nid\t7")?.lines, ["id\t7"]);
  });

  it("returns null for text that is no refusal", () => {
    for (
      const text of [
        "",
        "note\t7\twritten",
        "note\tsaved\tfine",
        "just text",
        "refused\tBad Code\tmessage",
        "Bad\tmessage",
        "refused\tcode\tmessage\textra",
        "\nrefused\tcode\tmessage",
      ]
    ) {
      assert.equal(parseRefusalBody(text), null, JSON.stringify(text));
    }
  });
});

describe("orNote", () => {
  it("answers the note for an empty list and the list otherwise", () => {
    assert.deepEqual(orNote([], "no notes yet"), ["no notes yet"]);
    const lines = ["note\t1", "note\t2"];
    assert.equal(orNote(lines, "no notes yet"), lines);
  });
});
