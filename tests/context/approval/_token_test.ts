import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  base64url,
  canonical,
  importKey,
  open,
  type Payload,
  sign,
  tag,
  verified,
} from "../../../context/approval/_token.ts";

const secret = new TextEncoder().encode("a test secret of thirty-two bytes");
const PAYLOAD: Payload = {
  k: "r",
  kid: "",
  t: "bank_pay",
  c: "c",
  b: "b",
  f: { to: "t" },
  i: "1",
  e: 5,
};

describe("canonical", () => {
  it("sorts keys at every level, leaves undefined fields out and writes values as JSON does", () => {
    assert.equal(
      canonical({ b: [{ y: 1, x: -0 }, "é"], a: undefined, c: null, "": true }),
      '{"":true,"b":[{"x":0,"y":1},"é"],"c":null}',
    );
    assert.notEqual(canonical("\u00e9"), canonical("e\u0301"));
    assert.notEqual(canonical(1), canonical(true));
    assert.notEqual(canonical([1, 2]), canonical([2, 1]));
    assert.equal(canonical(undefined), "null");
  });

  it("gives one text for every key order of a JSON value", () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)]))
        : value;
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      assert.equal(canonical(reversed(value)), canonical(value));
      assert.deepEqual(JSON.parse(canonical(value)), JSON.parse(JSON.stringify(value)));
    }));
  });
});

describe("tokens", () => {
  it("sign and open a payload, and verify only the signature of its key", async () => {
    const key = await importKey(secret);
    assert.match(key.id, /^[\w-]{8}$/);
    const token = await sign(key, { ...PAYLOAD, kid: key.id });
    const opened = open(token, [key])!;
    assert.deepEqual(opened.payload, { ...PAYLOAD, kid: key.id });
    assert.equal(await verified(opened), true);
    const [head, body, signature] = token.split(".") as [string, string, string];
    const flipped = `${head}.${body}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    assert.equal(await verified(open(flipped, [key])!), false);
    const other = await importKey(new Uint8Array(32));
    assert.equal(open(token, [other]), undefined);
  });

  it("open nothing that is no token: a prefix, base64url, UTF-8 JSON, a key held", async () => {
    const key = await importKey(secret);
    const bytes = (text: string) => base64url(new TextEncoder().encode(text));
    const encode = (value: unknown) => bytes(JSON.stringify(value));
    const signature = base64url(new Uint8Array(32));
    const good = { ...PAYLOAD, kid: key.id };
    assert.ok(open(`v1.${encode(good)}.${signature}`, [key]));
    // An invalid UTF-8 byte inside a JSON string: read as U+FFFD it would still parse.
    const raw = new TextEncoder().encode(JSON.stringify({ ...good, t: "?" }));
    raw[raw.indexOf(0x3f)] = 0xff;
    for (
      const token of [
        5,
        `v2.${encode(good)}.${signature}`,
        `v1.${encode(good)}`,
        `v1.${encode(good)}.${signature.slice(2)}`,
        // Bits past the last byte: the same bytes, another text.
        `v1.${encode(good)}.${signature.slice(0, -1)}B`,
        `v1.${encode(good)}=.${signature}`,
        `v1.${encode(good)} .${signature}`,
        `v1.a.${signature}`,
        `v1.${base64url(raw)}.${signature}`,
        `v1.${bytes("{")}.${signature}`,
        `v1.${encode({ ...good, kid: "other" })}.${signature}`,
        `v1.${encode({ ...good, kid: undefined })}.${signature}`,
      ]
    ) {
      assert.equal(open(token, [key]), undefined, String(token).slice(0, 80));
    }
    // Null, a string or an array name no key: none opens, and none throws.
    for (const value of [null, "text", [good]]) {
      assert.equal(open(`v1.${encode(value)}.${signature}`, [key]), undefined);
    }
  });

  it("open a token up to 16 KiB, and none longer", async () => {
    const key = await importKey(secret);
    const signature = base64url(new Uint8Array(32));
    const token = (pad: number) =>
      `v1.${
        base64url(new TextEncoder().encode(JSON.stringify({ kid: key.id, pad: "x".repeat(pad) })))
      }.${signature}`;
    // No token is 16,384 characters long: base64url skips it (its length is never 1 past 4n).
    let pad = 12_000;
    while (token(pad + 1).length <= 16_384) pad++;
    assert.equal(token(pad).length, 16_383);
    assert.ok(open(token(pad), [key]));
    assert.equal(token(pad + 1).length, 16_385);
    assert.equal(open(token(pad + 1), [key]), undefined);
  });

  it("open a payload of any shape, which only its signature makes one to trust", async () => {
    const key = await importKey(secret);
    const odd = await sign(key, { kid: key.id, k: 5 } as unknown as Payload);
    const opened = open(odd, [key])!;
    assert.deepEqual(opened.payload, { kid: key.id, k: 5 });
    assert.equal(await verified(opened), true);
    assert.equal(key.key.extractable, false);
  });

  it("tag a text by key, cut to the bytes asked", async () => {
    const key = await importKey(secret);
    const other = await importKey(new Uint8Array(32));
    assert.equal((await tag(key.key, "x", 12)).length, 16);
    assert.equal((await tag(key.key, "x", 32)).length, 43);
    assert.notEqual(await tag(key.key, "x", 12), await tag(other.key, "x", 12));
    assert.equal(await tag(key.key, "x", 12), await tag(key.key, "x", 12));
  });

  it("write bytes as base64url without padding", () => {
    assert.equal(base64url(new Uint8Array([0xfb, 0xff])), "-_8");
    assert.equal(base64url(new Uint8Array([])), "");
  });
});
