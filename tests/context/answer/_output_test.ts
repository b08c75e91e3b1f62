// The output check: prepared once per output, it gives the answer as the
// output parses it, made plain JSON, and names an answer it refuses.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { answerCheckOf, checkAnswer, mayBeAbsent } from "../../../context/answer/_output.ts";

const tool = { name: "t", toolkit: "k" };

describe("answerCheckOf", () => {
  it("prepares an output's check once, and refuses what JSON cannot hold, naming the field", () => {
    const output = z.object({ id: z.int() });
    assert.equal(answerCheckOf(output), answerCheckOf(output));
    assert.throws(() => answerCheckOf(z.object({ at: z.date() })), {
      message: 'the output\'s field "at" is z.date(), which JSON cannot hold; answer it as ' +
        "z.iso.datetime()",
    });
  });
});

describe("checkAnswer", () => {
  it("gives the answer as the output parses it, and names one it refuses as the tool's mistake", () => {
    const check = answerCheckOf(z.object({ id: z.int(), note: z.string().optional() }));
    assert.deepEqual(checkAnswer(check, { id: 1, extra: 2 }, tool), { id: 1 });
    assert.throws(() => checkAnswer(check, { id: "1" }, tool), {
      message: 'tool "t" in toolkit "k": run answered what its output does not take: id: must be ' +
        'an integer, not "1"; return what the output declares',
    });
  });

  it("gives a promise for an output whose checks wait", async () => {
    const check = answerCheckOf(z.object({ n: z.int().refine(() => Promise.resolve(true)) }));
    const answer = checkAnswer(check, { n: 1 }, tool);
    assert.ok(answer instanceof Promise);
    assert.deepEqual(await answer, { n: 1 });
  });
});

describe("mayBeAbsent", () => {
  it("tells a field an answer may leave out: optional, or free-form, never one with a default", () => {
    assert.equal(mayBeAbsent(z.string().optional()), true);
    assert.equal(mayBeAbsent(z.any()), true);
    assert.equal(mayBeAbsent(z.string()), false);
    assert.equal(mayBeAbsent(z.string().default("a")), false);
  });
});
