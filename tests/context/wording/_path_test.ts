// How a refusal names a place in what was sent, and a mistake one in a schema.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { pathText, placeText, samePath } from "../../../context/wording/_path.ts";

describe("pathText", () => {
  it("dots names and indexes, each name as a refusal shows it", () => {
    assert.equal(pathText(["items", 0, "due"]), "items.0.due");
    assert.equal(pathText(["a b"]), '"a b"');
    assert.equal(pathText([]), "");
  });

  it("shows a path of 120 characters whole, and cuts one of 121", () => {
    const whole = `${"a".repeat(60)}.${"b".repeat(59)}`;
    assert.equal(pathText(["a".repeat(60), "b".repeat(59)]), whole);
    assert.equal(pathText(["a".repeat(60), "b".repeat(60)]), `${whole}…`);
  });
});

describe("placeText", () => {
  it("names a place in a schema with [] for an array's items, never cut", () => {
    assert.equal(placeText(["owner", "tags", "[]"]), "owner.tags[]");
    assert.equal(placeText(["[]", "a"]), "[].a");
    assert.equal(placeText(["x".repeat(200)]), "x".repeat(200));
  });
});

describe("samePath", () => {
  it("tells paths of the same keys in the same order", () => {
    assert.equal(samePath(["a", 0], ["a", 0]), true);
    assert.equal(samePath(["a", 0], ["a", "0"]), false);
    assert.equal(samePath(["a"], ["a", 0]), false);
    assert.equal(samePath([], []), true);
  });
});
