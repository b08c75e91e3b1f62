import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import fc from "fast-check";
import { base64Of, bytesIn, headOf, SIGNATURES } from "../../../context/attachments/_bytes.ts";

describe("base64Of", () => {
  it("writes any bytes as the platform's base64 does, past a chunk's 32 KiB", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000, size: "max" }), (bytes) => {
        const data = base64Of(bytes);
        assert.equal(data, Buffer.from(bytes).toString("base64"));
        assert.equal(bytesIn(data), bytes.length);
      }),
      { numRuns: 30 },
    );
  });

  it("leaves a string as it is, for the check to read", () => {
    assert.equal(base64Of("not base64!"), "not base64!");
  });
});

describe("bytesIn", () => {
  it("counts the bytes of padded base64, and -1 for anything else", () => {
    const cases: [string, number][] = [
      ["", 0],
      ["QQ==", 1],
      ["QUI=", 2],
      ["QUJD", 3],
      ["QUJDRA==", 4],
      ["QUJD+/==", 4],
      ["QQ", -1],
      ["QQ=", -1],
      ["Q===", -1],
      ["QUJD\n", -1],
      ["QU-D", -1],
      ["=QUJ", -1],
    ];
    for (const [data, bytes] of cases) assert.equal(bytesIn(data), bytes, data);
  });
});

describe("headOf", () => {
  it("gives the first twelve bytes at most", () => {
    assert.equal(headOf(Buffer.from("RIFF....WEBPVP8 more").toString("base64")), "RIFF....WEBP");
    assert.equal(headOf("SUQz"), "ID3");
  });
});

describe("SIGNATURES", () => {
  const head = (...bytes: number[]) => String.fromCharCode(...bytes);
  it("knows each type by its first bytes", () => {
    const cases: [string, string, boolean][] = [
      ["image/png", head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), true],
      ["image/png", head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), false],
      ["image/jpeg", head(0xff, 0xd8, 0xff, 0xe0), true],
      ["image/jpeg", head(0xff, 0xd8, 0xfe), false],
      ["image/gif", "GIF87a", true],
      ["image/gif", "GIF89a\x01\x00\x01\x00\x80\x00", true],
      ["image/gif", "GIF87a\x01\x00\x01\x00\x80\x00", true],
      ["image/gif", "GIF88a", false],
      ["image/webp", "RIFF\0\0\0\0WEBP", true],
      ["image/webp", "RIFF\0\0\0\0WAVE", false],
      ["image/webp", "RIFX\0\0\0\0WEBP", false],
      ["audio/wav", "RIFF\0\0\0\0WAVE", true],
      ["audio/wav", "RIFF\0\0\0\0WEBP", false],
      ["audio/wav", "RIFX\0\0\0\0WAVE", false],
      ["audio/mpeg", "ID3", true],
      ["audio/mpeg", "ID3\x04\x00\x00\x00\x00\x00\x00", true],
      ["audio/mpeg", head(0xff, 0xfb), true],
      ["audio/mpeg", head(0xff, 0xe0), true],
      ["audio/mpeg", head(0xff, 0xdf), false],
      ["audio/mpeg", head(0xfe, 0xfb), false],
      ["audio/mpeg", "ID", false],
    ];
    for (const [type, first, fits] of cases) {
      assert.equal(SIGNATURES[type]!(first), fits, `${type} ${JSON.stringify(first)}`);
    }
  });
});
