import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as root from "@adecore/agents";
import * as context from "@adecore/agents/context";
import * as listings from "@adecore/agents/listings";
import * as standard from "@adecore/agents/standard";

describe("the entries", () => {
  it("export the same values from the root as from ./context, ./listings and ./standard together", () => {
    const entries = [context, listings, standard];
    assert.deepEqual(
      Object.keys(root).sort(),
      entries.flatMap((entry) => Object.keys(entry)).sort(),
    );
    for (const [name, value] of entries.flatMap((entry) => Object.entries(entry))) {
      assert.equal((root as Record<string, unknown>)[name], value, name);
    }
  });

  it("export the adapters from ./standard", () => {
    assert.deepEqual(Object.keys(standard).sort(), ["standardOutputSchema", "standardSchema"]);
  });

  it("export the three listings and the tool shapes of two APIs from ./listings", () => {
    assert.deepEqual(Object.keys(listings).sort(), [
      "anthropicSearchResult",
      "anthropicTool",
      "exactInputSchema",
      "geminiParameters",
      "openaiFunctionTool",
      "openaiToolSearchOutput",
      "strictInputSchema",
    ]);
  });

  it("export every value the package description names", () => {
    assert.deepEqual(Object.keys(context).sort(), [
      "ApprovalRequired",
      "CodedError",
      "DRY_RUN_FIELD",
      "DRY_RUN_PREVIEW",
      "REVISION_FIELD",
      "ToolRefusal",
      "approvalDenied",
      "audio",
      "createApprovals",
      "createFoundTools",
      "createToolRegistry",
      "defineTool",
      "defineToolkit",
      "field",
      "image",
      "lengthOf",
      "orNote",
      "parseRefusalBody",
      "parseToolArguments",
      "parseToolInput",
      "parseToolOutput",
      "refusalBody",
      "refusalRows",
      "requiredField",
      "resourceLink",
      "retryOf",
      "retryRow",
      "toolInputSchema",
      "toolOutputSchema",
    ]);
  });
});
