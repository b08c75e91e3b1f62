import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ApprovalRequired, ToolRefusal } from "@adecore/agents/context";
import {
  answered,
  failed,
  inputRequired,
  refused,
  unknownTool,
} from "../../../mcp/tools/_result.ts";

const shot = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" } as const;

describe("answered", () => {
  it("gives the rows as one text block, then the attachments, then the structured answer", () => {
    assert.deepEqual(answered({ rows: ["a", "b"] }), { content: [{ type: "text", text: "a\nb" }] });
    assert.deepEqual(answered({ rows: [], structured: { n: 1 } }), {
      content: [{ type: "text", text: "" }],
      structuredContent: { n: 1 },
    });
    assert.deepEqual(answered({ rows: ["a"], attachments: [shot] }), {
      content: [{ type: "text", text: "a" }, shot],
    });
    // No rows beside an attachment: no empty text block before it.
    assert.deepEqual(answered({ rows: [], attachments: [shot] }), { content: [shot] });
  });
});

describe("refused and failed", () => {
  it("give error results the model reads", () => {
    assert.deepEqual(refused(new ToolRefusal("not-found", "no note 4", ["fields\tid"])), {
      content: [{ type: "text", text: "refused\tnot-found\tno note 4\nfields\tid" }],
      isError: true,
    });
    assert.deepEqual(failed(), {
      content: [{ type: "text", text: "failed\tThe tool failed." }],
      isError: true,
    });
  });
});

describe("unknownTool", () => {
  it("is an Error with JSON-RPC's invalid params and the names of every tool", () => {
    const error = unknownTool(
      new ToolRefusal("unknown-tool", "no tool is named x", ["tools\ta\tb"]),
    );
    assert.equal(error.message, "no tool is named x\ntools\ta\tb");
    assert.equal((error as Error & { code: number }).code, -32602);
  });
});

describe("inputRequired", () => {
  it("asks the person with the preview, and carries the request back", () => {
    const asked = new ApprovalRequired(
      "approval-required",
      "wait",
      ["clear\t1", "clear\t2", "retry\tapproval"],
      "signed",
      5,
    );
    assert.deepEqual(inputRequired(asked), {
      resultType: "input_required",
      inputRequests: {
        approve: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: "wait:\nclear\t1\nclear\t2",
            requestedSchema: { type: "object", properties: {} },
          },
        },
      },
      requestState: "signed",
    });
  });
});
