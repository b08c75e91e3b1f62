import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { audio, image, resourceLink } from "@adecore/agents/context";

describe("image", () => {
  it("makes a frozen image from bytes or from base64 as given", () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const made = image(bytes, "image/png");
    assert.deepEqual(made, { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" });
    assert.ok(Object.isFrozen(made));
    assert.deepEqual(image("/9j/4AAQ", "image/jpeg"), {
      type: "image",
      data: "/9j/4AAQ",
      mimeType: "image/jpeg",
    });
  });

  it("reads the bytes when made: a later change to them is not attached", () => {
    const bytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    const made = image(bytes, "image/gif");
    bytes[0] = 0;
    assert.equal(made.data, "R0lGODlh");
  });
});

describe("audio", () => {
  it("makes a frozen recording", () => {
    const made = audio(new Uint8Array([0x49, 0x44, 0x33]), "audio/mpeg");
    assert.deepEqual(made, { type: "audio", data: "SUQz", mimeType: "audio/mpeg" });
    assert.ok(Object.isFrozen(made));
  });
});

describe("resourceLink", () => {
  it("makes a frozen link holding only the fields given", () => {
    const made = resourceLink({ uri: "https://example.com/1", name: "one" });
    assert.deepEqual(made, { type: "resource_link", uri: "https://example.com/1", name: "one" });
    assert.ok(Object.isFrozen(made));
    const whole = {
      uri: "https://example.com/1",
      name: "one",
      mimeType: "text/plain",
      title: "One",
      description: "The first",
    };
    assert.deepEqual(resourceLink({ ...whole, extra: 1 } as typeof whole), {
      type: "resource_link",
      ...whole,
    });
  });
});
