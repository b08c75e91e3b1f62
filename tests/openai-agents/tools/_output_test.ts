import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { outputOf } from "../../../openai-agents/tools/_output.ts";

const shot = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" } as const;
const clip = { type: "audio", data: "SUQz", mimeType: "audio/mpeg" } as const;
const link = { type: "resource_link", uri: "https://example.com/a", name: "a" } as const;

describe("outputOf", () => {
  it("answers text, or text and images, with recordings and links as rows", () => {
    assert.equal(outputOf({ rows: ["a", "b"] }), "a\nb");
    assert.equal(
      outputOf({ rows: ["a"], attachments: [clip, link] }),
      "a\nattachment\taudio\taudio/mpeg\tleft out\nattachment\tlink\thttps://example.com/a\ta",
    );
    assert.deepEqual(outputOf({ rows: ["a"], attachments: [shot, link] }), [
      { type: "text", text: "a\nattachment\tlink\thttps://example.com/a\ta" },
      { type: "image", image: { data: "iVBORw0KGgo=", mediaType: "image/png" } },
    ]);
  });
});
