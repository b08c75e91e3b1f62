// A deadline as a tool or a registry gives it, each mistake named, and a
// time as a refusal words it, at each edge.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { MAX_DEADLINE, readDeadline, timeText } from "../../../context/life/_deadline.ts";
import { createToolRegistry, defineTool } from "@adecore/agents/context";

const AT = 'tool "mail_send" in toolkit "mail": the deadline';
const RANGE = "give a whole number of milliseconds from 1 to 2147483647, or { ms, advice }";

function define(deadline: unknown) {
  return () =>
    defineTool("mail", {
      name: "mail_send",
      description: "Sends a mail.",
      input: z.object({}),
      deadline: deadline as number,
      run: () => [],
    });
}

describe("readDeadline", () => {
  it("takes a whole number of milliseconds from 1 to 2^31 - 1, as it is or as ms", () => {
    assert.equal(MAX_DEADLINE, 2_147_483_647);
    for (const ms of [1, 250, MAX_DEADLINE]) {
      assert.deepEqual(readDeadline(ms, "it"), { ms });
      assert.deepEqual(readDeadline({ ms }, "it"), { ms });
    }
    assert.ok(Object.isFrozen(readDeadline(5, "it")));
  });

  it("ends the advice as a sentence, trimmed", () => {
    assert.deepEqual(readDeadline({ ms: 5, advice: "  Ask for less " }, "it"), {
      ms: 5,
      advice: "Ask for less.",
    });
    for (const advice of ["Ask for less.", "Ask for less!", "Ask for less?"]) {
      assert.equal(readDeadline({ ms: 5, advice }, "it")?.advice, advice);
    }
    // A stop inside the advice is no end of a sentence.
    assert.equal(
      readDeadline({ ms: 5, advice: "Use v2.1 instead" }, "it")?.advice,
      "Use v2.1 instead.",
    );
  });

  it("gives none for undefined and null", () => {
    assert.equal(readDeadline(undefined, "it"), undefined);
    assert.equal(readDeadline(null, "it"), undefined);
  });

  it("names at definition what is no deadline, at each edge", () => {
    const cases: [unknown, string][] = [
      [0, `${AT} is 0; ${RANGE}`],
      [MAX_DEADLINE + 1, `${AT} is 2147483648; ${RANGE}`],
      [-5, `${AT} is -5; ${RANGE}`],
      [1.5, `${AT} is 1.5; ${RANGE}`],
      [NaN, `${AT} is NaN; ${RANGE}`],
      [Infinity, `${AT} is Infinity; ${RANGE}`],
      ["5000", `${AT} is "5000"; ${RANGE}`],
      [5n, `${AT} is 5n; ${RANGE}`],
      [true, `${AT} is true; ${RANGE}`],
      [[5], `${AT} is an array; ${RANGE}`],
      [() => 5, `${AT} is a function; ${RANGE}`],
      [{}, `${AT}'s ms is undefined; ${RANGE}`],
      [{ ms: null }, `${AT}'s ms is null; ${RANGE}`],
      [{ ms: { ms: 5 } }, `${AT}'s ms is an object; ${RANGE}`],
      [{ ms: 0.5 }, `${AT}'s ms is 0.5; ${RANGE}`],
      [{ ms: 5, timeout: 5 }, `${AT} has no field "timeout"; give { ms, advice }`],
      [
        { ms: 5, advice: "" },
        `${AT}'s advice is no text; write a sentence for the model, or leave it out`,
      ],
      [
        { ms: 5, advice: " \n" },
        `${AT}'s advice is no text; write a sentence for the model, or leave it out`,
      ],
      [
        { ms: 5, advice: 5 },
        `${AT}'s advice is no text; write a sentence for the model, or leave it out`,
      ],
    ];
    for (const [deadline, message] of cases) {
      assert.throws(define(deadline), { name: "Error", message }, String(message));
    }
  });

  it("keeps a tool's deadline whole and frozen, and none where left out or null", () => {
    const tool = define({ ms: 500, advice: "Try again later" })();
    assert.deepEqual(tool.deadline, { ms: 500, advice: "Try again later." });
    assert.ok(Object.isFrozen(tool.deadline));
    assert.equal("deadline" in define(undefined)(), false);
    assert.equal("deadline" in define(null)(), false);
  });

  it("names the registry's option", () => {
    assert.throws(() => createToolRegistry([], { deadline: 0 }), {
      message: `createToolRegistry: the option deadline is 0; ${RANGE}`,
    });
    assert.throws(
      () => createToolRegistry([], { deadline: { ms: 5, advice: 1 as unknown as string } }),
      {
        message:
          "createToolRegistry: the option deadline's advice is no text; write a sentence for the model, or leave it out",
      },
    );
  });
});

describe("timeText", () => {
  it("words milliseconds under a second, seconds to one decimal under a minute, minutes above", () => {
    const cases: [number, string][] = [
      [1, "1 ms"],
      [250, "250 ms"],
      [999, "999 ms"],
      [1_000, "1 s"],
      [1_049, "1 s"],
      [1_050, "1.1 s"],
      [1_500, "1.5 s"],
      [5_000, "5 s"],
      [59_949, "59.9 s"],
      [59_950, "1 min"],
      [60_000, "1 min"],
      [90_000, "1.5 min"],
      [120_000, "2 min"],
      [MAX_DEADLINE, "35791.4 min"],
    ];
    assert.deepEqual(cases.map(([ms]) => [ms, timeText(ms)]), cases);
  });
});
