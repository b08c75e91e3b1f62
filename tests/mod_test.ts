import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as root from "@adecore/agents";
import * as context from "@adecore/agents/context";

describe("the entries", () => {
  it("export the same values from the root and from ./context", () => {
    assert.deepEqual(Object.keys(root).sort(), Object.keys(context).sort());
    for (const [name, value] of Object.entries(context)) {
      assert.equal((root as Record<string, unknown>)[name], value, name);
    }
  });

  it("export every value the package description names", () => {
    assert.deepEqual(Object.keys(context).sort(), [
      "CodedError",
      "DRY_RUN_FIELD",
      "DRY_RUN_PREVIEW",
      "REVISION_FIELD",
      "ToolRefusal",
      "createToolRegistry",
      "defineTool",
      "defineToolkit",
      "field",
      "lengthOf",
      "orNote",
      "parseRefusalBody",
      "parseToolInput",
      "refusalBody",
      "refusalRows",
      "requiredField",
      "toolInputSchema",
    ]);
  });
});
