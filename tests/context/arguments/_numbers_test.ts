// A number a model sends in quotes: refused with advice only where the text
// is a JSON number, coerced only where a double holds what the text writes,
// and never a crash, on every path that reads one.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import {
  createToolRegistry,
  defineTool,
  defineToolkit,
  parseToolArguments,
  parseToolOutput,
  ToolRefusal,
} from "@adecore/agents/context";
import { standardOutputSchema, standardSchema } from "@adecore/agents/standard";
import { PATHS, refused } from "../../paths.ts";

/** Quoted texts that are no JSON number: a leading zero, or white space around one. */
const NOT_JSON_NUMBERS = ["007", "00", "-01", "01.5", " 007 ", "-00", "0123e4"];

/** The same number field at every depth an input can hold it. */
function deep(number: z.ZodType) {
  return z.object({
    n: number.optional(),
    o: z.object({ n: number }).optional(),
    a: z.array(number).optional(),
    r: z.record(z.string(), number).optional(),
  });
}

/** Inputs holding `sent` at each depth, with the place the refusal names. */
function placed(sent: string): [unknown, string][] {
  return [
    [{ n: sent }, "n"],
    [{ o: { n: sent } }, "o.n"],
    [{ a: [1, sent] }, "a.1"],
    [{ r: { k: sent } }, "r.k"],
  ];
}

describe("a number in quotes that is no JSON number", () => {
  for (const [path, on] of Object.entries(PATHS)) {
    it(`is refused as no number, with no value guessed, at every depth (${path})`, async () => {
      const tool = on(deep(z.number()));
      for (const sent of NOT_JSON_NUMBERS) {
        for (const [input, place] of placed(sent)) {
          assert.equal(
            await refused(tool.check(input)),
            `${place}: must be a number, not ${JSON.stringify(sent)}`,
          );
        }
      }
    });
  }

  it("keeps the advice for a JSON number in quotes", async () => {
    const tool = PATHS.compiled!(deep(z.number()));
    assert.equal(
      await refused(tool.check({ n: "7" })),
      'n: must be a number, not "7"; send 7 without quotes',
    );
    assert.equal(
      await refused(tool.check({ o: { n: " -1.5e3 " } })),
      'o.n: must be a number, not " -1.5e3 "; send -1.5e3 without quotes',
    );
  });

  const tool = defineTool("quoted", {
    name: "quoted_take",
    description: "Takes a number.",
    input: z.object({ n: z.int() }),
    output: z.object({ n: z.number() }),
    run: (input) => ({ n: input.n }),
  });
  const registry = createToolRegistry([defineToolkit("quoted", [tool])]);

  it("is refused by registry.run, answer and runArguments, and parseToolArguments", async () => {
    for (const sent of NOT_JSON_NUMBERS) {
      const message = `n: must be an integer, not ${JSON.stringify(sent)}`;
      const refusal = { name: "ToolRefusal", code: "bad-arguments", message };
      await assert.rejects(registry.run("quoted_take", { n: sent }, {}), refusal);
      await assert.rejects(registry.answer("quoted_take", { n: sent }, {}), refusal);
      await assert.rejects(registry.run("quoted_take", { n: sent }, {}, { coerce: true }), refusal);
      const text = JSON.stringify({ n: sent });
      await assert.rejects(registry.runArguments("quoted_take", text, {}), refusal);
      assert.throws(() => parseToolArguments(tool, text), refusal);
      assert.throws(() => parseToolArguments(tool, `{n: ${JSON.stringify(sent)},}`), refusal);
    }
  });

  it("is a mistake in the tool's answer, never a crash, in parseToolOutput", () => {
    for (const sent of NOT_JSON_NUMBERS) {
      assert.throws(() => parseToolOutput(tool, { n: sent }), {
        name: "Error",
        message: 'tool "quoted_take" in toolkit "quoted": run answered what its output does not ' +
          `take: n: must be a number, not ${JSON.stringify(sent)}; return what the output declares`,
      });
    }
  });

  it("answers issues through the Standard Schema adapters, never throws", () => {
    const input = standardSchema(tool)["~standard"];
    const output = standardOutputSchema(tool)["~standard"];
    for (const sent of NOT_JSON_NUMBERS) {
      const said = JSON.stringify(sent);
      const taken = input.validate({ n: sent }) as { issues: { message: string }[] };
      assert.equal(taken.issues[0]!.message, `n: must be an integer, not ${said}\nfields\tn`);
      const answered = output.validate({ n: sent }) as { issues: { message: string }[] };
      assert.equal(
        answered.issues[0]!.message,
        'tool "quoted_take" in toolkit "quoted": run answered what its output does not take: ' +
          `n: must be a number, not ${said}; return what the output declares`,
      );
    }
  });
});

describe("parseToolArguments: a number in quotes is coerced only as the text writes it", () => {
  const tool = defineTool("exact", {
    name: "exact_take",
    description: "Takes numbers.",
    input: z.object({ n: z.number() }),
    run: () => [],
  });

  /** What the text reads as, and the places onRead was told were coerced. */
  function read(text: string): [unknown, readonly string[]] {
    const coerced: string[] = [];
    const input = parseToolArguments(tool, text, {
      onRead: (read) => coerced.push(...read.coerced),
    });
    return [input, coerced];
  }

  it("coerces a text whose value is the number's shortest decimal, or an integer's exact value", () => {
    const cases: [string, number][] = [
      ["0.1", 0.1],
      ["19.99", 19.99],
      ["1.50", 1.5],
      ["1e2", 100],
      ["1152921504606846976", 2 ** 60],
      ["-0.000", -0],
      ["5e-324", 5e-324],
      ["1.7976931348623157e308", Number.MAX_VALUE],
    ];
    for (const [sent, number] of cases) {
      assert.deepEqual(read(JSON.stringify({ n: sent })), [{ n: number }, ["n"]], sent);
    }
  });

  it("refuses a text a double holds only nearly, with the advice to send it without quotes", () => {
    const cases: [string, string][] = [
      ["9007199254740993", "; send 9007199254740993 without quotes"],
      ["12345678901234567890", "; send 12345678901234567890 without quotes"],
      ["1e-400", "; send 1e-400 without quotes"],
      ["-1e-400", "; send -1e-400 without quotes"],
      ["0.100000000000000001", "; send 0.100000000000000001 without quotes"],
      ["1e400", ""],
    ];
    for (const [sent, advice] of cases) {
      assert.throws(() => read(JSON.stringify({ n: sent })), {
        name: "ToolRefusal",
        message: `n: must be a number, not ${JSON.stringify(sent)}${advice}`,
      }, sent);
    }
    // A text of over 20 characters is named by its kind.
    assert.throws(() => read('{"n": "0.1000000000000000000001"}'), {
      name: "ToolRefusal",
      message: "n: must be a number, not a string; send 0.1000000000000000000001 without quotes",
    });
  });

  it("refuses or coerces any string, never throws, and a coerced number is what its text writes", () => {
    const numeric = fc.tuple(
      fc.constantFrom("", "-", "+", " "),
      fc.stringMatching(/^\d{1,30}$/),
      fc.option(fc.stringMatching(/^\d{1,30}$/), { nil: undefined }),
      fc.option(
        fc.tuple(
          fc.constantFrom("e", "E"),
          fc.constantFrom("", "+", "-"),
          fc.integer({ min: 0, max: 400 }),
        ),
        {
          nil: undefined,
        },
      ),
    ).map(([sign, whole, fraction, power]) =>
      `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}${
        power === undefined ? "" : `${power[0]}${power[1]}${power[2]}`
      }`
    );
    fc.assert(
      fc.property(fc.oneof(numeric, fc.string(), fc.string({ unit: "grapheme" })), (sent) => {
        let input: unknown;
        try {
          input = parseToolArguments(tool, JSON.stringify({ n: sent }));
        } catch (error) {
          assert.ok(error instanceof ToolRefusal, String(error));
          assert.match(error.message, /^n: must be a number, not /);
          return;
        }
        const n = (input as { n: number }).n;
        assert.ok(
          writes(sent, String(n)) || (Number.isInteger(n) && writes(sent, BigInt(n).toString())),
          sent,
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

/** Whether two decimal texts write the same value, compared as fractions of big integers. */
function writes(text: string, number: string): boolean {
  const [p, q] = fraction(text);
  const [r, s] = fraction(number);
  return p * s === r * q;
}

function fraction(text: string): [bigint, bigint] {
  const found = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  assert.ok(found, `${text} is no decimal`);
  const [, sign, whole, fraction = "", power = "0"] = found;
  const exponent = Number(power) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return exponent >= 0
    ? [digits * 10n ** BigInt(exponent), 1n]
    : [digits, 10n ** BigInt(-exponent)];
}
