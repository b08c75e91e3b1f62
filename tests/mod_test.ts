import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as root from "@adecore/agents";
import * as context from "@adecore/agents/context";
import * as listings from "@adecore/agents/listings";

describe("the entries", () => {
  it("export the same values from the root as from ./context and ./listings together", () => {
    assert.deepEqual(
      Object.keys(root).sort(),
      [...Object.keys(context), ...Object.keys(listings)].sort(),
    );
    for (const [name, value] of [...Object.entries(context), ...Object.entries(listings)]) {
      assert.equal((root as Record<string, unknown>)[name], value, name);
    }
  });

  it("export the three listings from ./listings", () => {
    assert.deepEqual(Object.keys(listings).sort(), [
      "exactInputSchema",
      "geminiParameters",
      "strictInputSchema",
    ]);
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
