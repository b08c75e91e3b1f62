import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { modelOutputOf, outputOf } from "../../../ai-sdk/tools/_output.ts";

const shot = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" } as const;
const clip = { type: "audio", data: "SUQz", mimeType: "audio/mpeg" } as const;
const link = { type: "resource_link", uri: "https://example.com/a", name: "a\tb" } as const;

describe("outputOf", () => {
  it("keeps the rows as text, and the structured answer and attachments where there are some", () => {
    assert.deepEqual(outputOf({ rows: ["a", "b"] }), { text: "a\nb" });
    assert.deepEqual(outputOf({ rows: [], structured: { n: 1 }, attachments: [shot] }), {
      text: "",
      structured: { n: 1 },
      attachments: [shot],
    });
  });
});

describe("modelOutputOf", () => {
  it("gives text, an error's text, or text and files with links as rows", () => {
    assert.deepEqual(modelOutputOf({ output: { text: "a" } }), { type: "text", value: "a" });
    assert.deepEqual(
      modelOutputOf({ output: { text: "refused", isError: true, attachments: [shot] } }),
      {
        type: "error-text",
        value: "refused",
      },
    );
    assert.deepEqual(modelOutputOf({ output: { text: "a", attachments: [shot, link, clip] } }), {
      type: "content",
      value: [
        { type: "text", text: "a\nattachment\tlink\thttps://example.com/a\ta b" },
        { type: "file", mediaType: "image/png", data: { type: "data", data: "iVBORw0KGgo=" } },
        { type: "file", mediaType: "audio/mpeg", data: { type: "data", data: "SUQz" } },
      ],
    });
    // No rows: the text holds only the links, and is empty without them.
    assert.deepEqual(modelOutputOf({ output: { text: "", attachments: [link] } }), {
      type: "content",
      value: [{ type: "text", text: "attachment\tlink\thttps://example.com/a\ta b" }],
    });
    assert.deepEqual(modelOutputOf({ output: { text: "", attachments: [shot] } }), {
      type: "content",
      value: [
        { type: "text", text: "" },
        { type: "file", mediaType: "image/png", data: { type: "data", data: "iVBORw0KGgo=" } },
      ],
    });
  });
});
