import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  ACTIONS,
  PAIRS,
  QUESTIONS,
  READING,
  SAME,
  STOP,
  THINGS,
} from "../../../context/search/_vocabulary.ts";

describe("the vocabulary", () => {
  it("has groups of at least two words, each word once in its group, no small word among them", () => {
    for (const group of SAME) {
      const words = group.split(" ");
      assert.ok(words.length >= 2, group);
      assert.equal(new Set(words).size, words.length, group);
      for (const word of words) {
        assert.match(word, /^[a-z0-9]+$/, group);
        assert.ok(!STOP.has(word), `${word} of "${group}" is a small word`);
      }
    }
  });

  it("starts each group with a word of its own, the name of its meaning", () => {
    const heads = SAME.map((group) => group.split(" ")[0]);
    assert.equal(new Set(heads).size, heads.length);
  });

  it("names by each pair a group, by its first word", () => {
    const heads = new Set(SAME.map((group) => group.split(" ")[0]));
    for (const [pair, head] of PAIRS) {
      assert.match(pair, /^[a-z]+ [a-z]+$/);
      assert.ok(heads.has(head), `${pair}: ${head}`);
    }
  });

  it("holds the actions, then the things, and names among the actions those that only read", () => {
    assert.deepEqual(SAME, [...ACTIONS, ...THINGS]);
    const actions = new Set(ACTIONS.map((group) => group.split(" ")[0]));
    for (const head of READING) assert.ok(actions.has(head), head);
    assert.equal(new Set(READING).size, READING.length);
  });

  it("starts a question with a small word: a question's word is no term of a task", () => {
    for (const word of QUESTIONS) assert.ok(STOP.has(word), word);
  });

  it("leaves out the words every task has, and keeps the ones that name an action", () => {
    // A word of each line of the list.
    for (const word of ["the", "my", "please", "about", "just", "right"]) {
      assert.ok(STOP.has(word), word);
    }
    for (const word of ["delete", "list", "new", "off", "back"]) assert.ok(!STOP.has(word), word);
  });
});
