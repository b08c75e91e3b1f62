import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  attachmentRows,
  checkedAttachment,
  readRules,
  RULES,
} from "../../../context/attachments/_check.ts";

const at = 'tool "chart_draw" in toolkit "chart"';
const PNG = "iVBORw0KGgo="; // the eight bytes every PNG starts with
const MP3 = "SUQz"; // ID3

describe("readRules", () => {
  it("gives 5 MiB and https unless told, and adds the schemes listed", () => {
    assert.equal(readRules(undefined), RULES);
    assert.equal(readRules(null), RULES);
    assert.equal(RULES.maxBytes, 5_242_880);
    assert.deepEqual([...RULES.schemes], ["https:"]);
    const rules = readRules({ maxBytes: 1, schemes: ["notes", "x-app+v1.2"] });
    assert.equal(rules.maxBytes, 1);
    assert.deepEqual([...rules.schemes], ["https:", "notes:", "x-app+v1.2:"]);
    assert.equal(readRules({ maxBytes: 2 ** 31 - 1 }).maxBytes, 2 ** 31 - 1);
    assert.equal(readRules({ maxBytes: null, schemes: null }).maxBytes, 5_242_880);
    assert.ok(Object.isFrozen(rules));
  });

  it("names each mistake in the option", () => {
    const option = "createToolRegistry: the option attachments";
    const cases: [unknown, string][] = [
      [5, 'the options are no object; give one, like { maxBytes: 1_000_000, schemes: ["notes"] }'],
      [{ max: 5 }, 'there is no option "max"; the options are maxBytes, schemes'],
      [{ maxBytes: 0 }, ".maxBytes is 0; give a whole number of bytes from 1"],
      [{ maxBytes: 1.5 }, ".maxBytes is 1.5; give a whole number of bytes from 1"],
      [{ maxBytes: "5" }, ".maxBytes is 5; give a whole number of bytes from 1"],
      [{ maxBytes: 2 ** 31 }, ".maxBytes is over 2^31 - 1; give a smaller number of bytes"],
      [{ schemes: "notes" }, '.schemes is no array; give scheme names, like ["notes"]'],
      [
        { schemes: ["notes:"] },
        '.schemes holds "notes:"; write a lower case scheme without its colon, like "notes" for notes://1',
      ],
      [
        { schemes: ["Notes"] },
        '.schemes holds "Notes"; write a lower case scheme without its colon, like "notes" for notes://1',
      ],
      [
        { schemes: [1] },
        '.schemes holds 1; write a lower case scheme without its colon, like "notes" for notes://1',
      ],
      [
        { schemes: ["javascript"] },
        '.schemes holds "javascript"; a link is never javascript:, drop it',
      ],
      [{ schemes: ["data"] }, '.schemes holds "data"; a link is never data:, drop it'],
      [{ schemes: ["vbscript"] }, '.schemes holds "vbscript"; a link is never vbscript:, drop it'],
      // Only text: an object that writes itself as a scheme is no scheme.
      [
        { schemes: [{ toString: () => "notes" }] },
        '.schemes holds {}; write a lower case scheme without its colon, like "notes" for notes://1',
      ],
    ];
    for (const [given, message] of cases) {
      const whole = message.startsWith(".") ? `${option}${message}` : `${option}: ${message}`;
      assert.throws(() => readRules(given), { message: whole }, JSON.stringify(given));
    }
  });
});

describe("checkedAttachment", () => {
  it("gives a frozen copy of an image or a recording with only its fields", () => {
    const given = { type: "image", data: PNG, mimeType: "image/png", extra: "dropped" };
    const checked = checkedAttachment(given, RULES, at);
    assert.deepEqual(checked, { type: "image", data: PNG, mimeType: "image/png" });
    assert.ok(Object.isFrozen(checked));
    assert.deepEqual(
      checkedAttachment({ type: "audio", data: MP3, mimeType: "audio/mpeg" }, RULES, at),
      {
        type: "audio",
        data: MP3,
        mimeType: "audio/mpeg",
      },
    );
  });

  it("takes bytes up to the registry's limit, and no byte more", () => {
    const rules = readRules({ maxBytes: 8 });
    assert.equal(
      checkedAttachment({ type: "image", data: PNG, mimeType: "image/png" }, rules, at).type,
      "image",
    );
    const nine = "iVBORw0KGgoA"; // nine bytes
    assert.throws(
      () => checkedAttachment({ type: "image", data: nine, mimeType: "image/png" }, rules, at),
      {
        message: `${at}: the image holds 9 bytes, over the registry's 8; make it smaller, or ` +
          "raise createToolRegistry's attachments.maxBytes",
      },
    );
  });

  it("refuses what no client should be given, naming the tool and the fix", () => {
    const cases: [unknown, string][] = [
      [undefined, "it attached undefined; attach what image(), audio() or resourceLink() made"],
      [null, "it attached object; attach what image(), audio() or resourceLink() made"],
      ["iVBOR", "it attached string; attach what image(), audio() or resourceLink() made"],
      [
        { type: "video" },
        'it attached a "video"; attach what image(), audio() or resourceLink() made',
      ],
      [
        { type: "image", data: PNG, mimeType: "image/bmp" },
        'it attached an image of type "image/bmp"; the types a client is given are image/png, ' +
        "image/jpeg, image/gif, image/webp",
      ],
      [
        { type: "audio", data: MP3, mimeType: "audio/mp3" },
        'it attached audio of type "audio/mp3"; the types a client is given are audio/wav, audio/mpeg',
      ],
      [
        { type: "image", data: new Uint8Array(8), mimeType: "image/png" },
        "the image's data is object; give its bytes or their base64",
      ],
      [
        { type: "image", data: "data:image/png;base64," + PNG, mimeType: "image/png" },
        "the image's data is no base64; give its bytes, or base64 as RFC 4648 writes it",
      ],
      [
        { type: "image", data: "/9j/4AAQ", mimeType: "image/png" },
        "the image's bytes do not start as image/png does; give the type its bytes are",
      ],
      [
        { type: "audio", data: "", mimeType: "audio/wav" },
        "the audio's bytes do not start as audio/wav does; give the type its bytes are",
      ],
    ];
    for (const [given, message] of cases) {
      assert.throws(() => checkedAttachment(given, RULES, at), { message: `${at}: ${message}` });
    }
  });

  it("gives a link as its URI parsed, with only the fields given", () => {
    const link = checkedAttachment(
      { type: "resource_link", uri: "https://Example.com/a b", name: "a b", title: null, size: 5 },
      RULES,
      at,
    );
    assert.deepEqual(link, {
      type: "resource_link",
      uri: "https://example.com/a%20b",
      name: "a b",
    });
    assert.ok(Object.isFrozen(link));
    const full = {
      type: "resource_link",
      uri: "notes://1",
      name: "note 1",
      mimeType: "text/markdown",
      title: "Note",
      description: "The first note",
    };
    assert.deepEqual(checkedAttachment(full, readRules({ schemes: ["notes"] }), at), full);
    // What parses as a URI is written as the text it parsed to.
    const parsed = { type: "resource_link", uri: new URL("https://example.com"), name: "home" };
    assert.equal(
      (checkedAttachment(parsed, RULES, at) as { uri: string }).uri,
      "https://example.com/",
    );
  });

  it("refuses a link that does not parse, of a scheme not allowed, or with a field wrong", () => {
    const link = (fields: object) => ({
      type: "resource_link",
      uri: "https://example.com",
      name: "home",
      ...fields,
    });
    const cases: [unknown, string][] = [
      [
        link({ uri: "/notes/1" }),
        'the link\'s uri "/notes/1" does not parse; give an absolute URI, like https://example.com/notes/1',
      ],
      [
        link({ uri: 5 }),
        'the link\'s uri "5" does not parse; give an absolute URI, like https://example.com/notes/1',
      ],
      [
        link({ uri: `x${"y".repeat(200)}` }),
        `the link's uri "x${
          "y".repeat(99)
        }" does not parse; give an absolute URI, like https://example.com/notes/1`,
      ],
      [
        link({ uri: "http://example.com" }),
        "the link's scheme is http:; a link is https:, or a scheme createToolRegistry's attachments.schemes lists",
      ],
      [
        link({ uri: "javascript:alert(1)" }),
        "the link's scheme is javascript:; a link is https:, never this",
      ],
      [
        link({ uri: "data:text/html,hi" }),
        "the link's scheme is data:; a link is https:, never this",
      ],
      [
        link({ uri: " JavaScript:alert(1)" }),
        "the link's scheme is javascript:; a link is https:, never this",
      ],
      [link({ name: "" }), 'the link has no name; give one, like "note 1"'],
      [link({ name: " " }), 'the link has no name; give one, like "note 1"'],
      [link({ name: 5 }), 'the link has no name; give one, like "note 1"'],
      [
        link({ mimeType: "markdown" }),
        'the link\'s mimeType "markdown" is no MIME type; write one like "text/markdown", or leave it out',
      ],
      [
        link({ mimeType: 5 }),
        'the link\'s mimeType 5 is no MIME type; write one like "text/markdown", or leave it out',
      ],
      [
        link({ mimeType: { toString: () => "text/plain" } }),
        'the link\'s mimeType {} is no MIME type; write one like "text/markdown", or leave it out',
      ],
      [
        link({ mimeType: " text/plain" }),
        'the link\'s mimeType " text/plain" is no MIME type; write one like "text/markdown", or leave it out',
      ],
      [
        link({ mimeType: "text/plain;charset=utf-8" }),
        'the link\'s mimeType "text/plain;charset=utf-8" is no MIME type; write one like "text/markdown", or leave it out',
      ],
      [link({ title: 5 }), "the link's title is number; write text, or leave it out"],
      [link({ description: {} }), "the link's description is object; write text, or leave it out"],
    ];
    for (const [given, message] of cases) {
      assert.throws(() => checkedAttachment(given, RULES, at), { message: `${at}: ${message}` });
    }
  });
});

describe("attachmentRows", () => {
  it("tells a model an image or a recording was left out, and writes a link out", () => {
    assert.deepEqual(
      attachmentRows([
        { type: "image", data: PNG, mimeType: "image/png" },
        { type: "audio", data: MP3, mimeType: "audio/mpeg" },
        { type: "resource_link", uri: "https://example.com/x", name: "chart\tof\nMay" },
      ]),
      [
        "attachment\timage\timage/png\tleft out",
        "attachment\taudio\taudio/mpeg\tleft out",
        "attachment\tlink\thttps://example.com/x\tchart of May",
      ],
    );
  });
});
