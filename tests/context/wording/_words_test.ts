// The package's vocabulary: the short words every message is made of.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { a, count, FORMATS, kindOf, sent, wordedChoices } from "../../../context/wording/_words.ts";

describe("a", () => {
  it("puts a word behind its article", () => {
    assert.equal(a("integer"), "an integer");
    assert.equal(a("string"), "a string");
    assert.equal(a("Object"), "an Object");
  });
});

describe("sent", () => {
  it("shows a number, a boolean, null or a text of 20 characters as it is, else its kind", () => {
    assert.equal(sent(5), "5");
    assert.equal(sent(false), "false");
    assert.equal(sent(null), "null");
    assert.equal(sent("x".repeat(20)), `"${"x".repeat(20)}"`);
    assert.equal(sent("x".repeat(21)), "a string");
    assert.equal(sent([1]), "an array");
    assert.equal(sent(new Map()), "a Map");
    assert.equal(sent(undefined), "an undefined");
  });
});

describe("kindOf", () => {
  it("reads an object's kind by its constructor's name, never by a getter or trap that throws", () => {
    assert.equal(kindOf({}), "object");
    assert.equal(kindOf(Object.create(null)), "object");
    assert.equal(kindOf(new Date(0)), "Date");
    class A {}
    assert.equal(kindOf(new A()), "A");
    const trap = new Proxy({}, {
      getPrototypeOf() {
        throw new Error("no");
      },
    });
    assert.equal(kindOf(trap), "object");
    const odd = Object.create({ constructor: { name: "not a name!" } });
    assert.equal(kindOf(odd), "object");
  });
});

describe("wordedChoices", () => {
  it("words choices once per list, within 120 characters, and names the texts among them", () => {
    const values = ["low", "high", 3];
    const worded = wordedChoices(values);
    assert.deepEqual(worded, { text: 'one of "low", "high", 3', names: ["low", "high"] });
    assert.equal(wordedChoices(values), worded);
    assert.equal(wordedChoices(["only"]).text, '"only"');
    const many = Array.from({ length: 30 }, (_, i) => `choice_${i}`);
    assert.equal(
      wordedChoices(many).text,
      'one of "choice_0", "choice_1", "choice_2", "choice_3", "choice_4", "choice_5", "choice_6", ' +
        '"choice_7", "choice_8", "choice_9", …',
    );
  });
});

describe("count", () => {
  it("writes a count of 999 as it is and one of 1,000 with a separator", () => {
    assert.equal(count(999), "999");
    assert.equal(count(1000), "1,000");
    assert.equal(count(10485760n), "10,485,760");
  });
});

describe("FORMATS", () => {
  it("names a format, with an example where one helps, and nothing for a name it lacks", () => {
    assert.deepEqual(FORMATS.date, ["an ISO date", "2026-12-01"]);
    assert.deepEqual(FORMATS.email, ["an email address"]);
    assert.equal(FORMATS.toString, undefined);
  });
});
