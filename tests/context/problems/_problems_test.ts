// The problems of a parse, built once from zod's issues as records.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { describeIssue, notFields, problemsOf } from "../../../context/problems/_problems.ts";

describe("problemsOf", () => {
  it("records each issue, a check on a value of the wrong type left out, unknown fields after", () => {
    const input = z.strictObject({ a: z.string(), n: z.array(z.int()).min(2) });
    const { error } = input.safeParse({ a: 1, x: 1, n: "s" });
    const issues = error!.issues as Parameters<typeof problemsOf>[0];
    assert.deepEqual(problemsOf(issues, new Map(), []), [
      {
        code: "invalid_type",
        path: ["a"],
        expected: { type: "string" },
        sent: undefined,
        advice: undefined,
        said: "Invalid input: expected string, received number",
      },
      {
        code: "invalid_type",
        path: ["n"],
        expected: { type: "array" },
        sent: undefined,
        advice: undefined,
        said: "Invalid input: expected array, received string",
      },
      {
        code: "unrecognized_keys",
        path: [],
        names: ["x"],
        fields: new Set(),
        sent: undefined,
        said: 'Unrecognized key: "x"',
      },
    ]);
  });
});

describe("describeIssue and notFields", () => {
  it("record an issue at the top of a parse, and arguments that are no object of fields", () => {
    const issue = { code: "invalid_type", expected: "string", input: 5, path: ["a"] };
    assert.deepEqual(describeIssue(issue as Parameters<typeof describeIssue>[0], new Map()), {
      code: "invalid_type",
      path: ["a"],
      expected: { type: "string" },
      sent: 5,
      advice: undefined,
    });
    assert.deepEqual(notFields([1]), {
      code: "not_fields",
      path: [],
      sent: [1],
      advice: undefined,
    });
  });
});
