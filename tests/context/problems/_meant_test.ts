// The branch of a union a refusal speaks from: the one the model meant.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { meantBranch } from "../../../context/problems/_meant.ts";
import type { Problem } from "../../../context/problems/_problem.ts";

const text: Problem[] = [{
  code: "invalid_type",
  path: [],
  expected: { type: "string" },
  sent: {},
}];
const needsB: Problem[] = [{
  code: "invalid_type",
  path: ["b"],
  expected: { type: "string" },
  sent: undefined,
}];
const knowsOnlyB: Problem[] = [{
  code: "unrecognized_keys",
  path: [],
  names: ["a"],
  fields: new Set(["b"]),
}] as unknown as Problem[];

describe("meantBranch", () => {
  it("speaks from the branch of the value's JSON type", () => {
    assert.deepEqual(meantBranch([text, needsB], { a: 1 }), needsB);
  });

  it("among objects, speaks from the one that knows the most of the fields sent", () => {
    assert.deepEqual(meantBranch([knowsOnlyB, needsB], { a: 1 }), needsB);
  });

  it("names every type the union takes for a value of none of them", () => {
    const number: Problem[] = [{
      code: "invalid_type",
      path: [],
      expected: { type: "number" },
      sent: true,
    }];
    assert.deepEqual(meantBranch([text, number], true), [{
      code: "types",
      path: [],
      wanted: [{ type: "string" }, { type: "number" }],
      sent: true,
      advice: undefined,
    }]);
  });
});
