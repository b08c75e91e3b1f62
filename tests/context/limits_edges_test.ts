// Every limit of a refusal's wording, exactly at it and one past it: the
// row of problems, the problems shown, a message, a path, the unknown names
// named, the choices listed, a count's separators and a plain name.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, parseToolInput, ToolRefusal } from "@adecore/agents/context";

/** The message of the bad-arguments refusal for `value`. */
function refused(input: z.ZodObject, value: unknown): string {
  const tool = defineTool("edge", {
    name: "edge_tool",
    description: "A tool at the edges.",
    input,
    run: () => [],
  });
  try {
    parseToolInput(tool, value);
  } catch (error) {
    assert.ok(error instanceof ToolRefusal);
    return error.message;
  }
  assert.fail("the input was accepted");
}

/** An object of string fields, each refusing with its own message. */
function fields(messages: Record<string, string>): z.ZodObject {
  return z.object(
    Object.fromEntries(
      Object.entries(messages).map(([name, message]) => [name, z.string({ error: message })]),
    ),
  );
}

/** The same number for every field of an object. */
function fivesFor(input: z.ZodObject): Record<string, number> {
  return Object.fromEntries(Object.keys(input.shape).map((name) => [name, 5]));
}

describe("the limits of a refusal", () => {
  it("shows a message of 200 characters whole, and cuts one of 201", () => {
    assert.equal(refused(fields({ f: "m".repeat(200) }), { f: 5 }), `f: ${"m".repeat(200)}`);
    assert.equal(
      refused(fields({ f: "m".repeat(201) }), { f: 5 }),
      `f: ${"m".repeat(200)}… (cut)`,
    );
  });

  it("shows a path of 120 characters whole, and cuts one of 121", () => {
    const at = (inner: string) => {
      const outer = "a".repeat(64);
      const input = z.object({ [outer]: z.object({ [inner]: z.string() }) });
      return refused(input, { [outer]: { [inner]: 5 } });
    };
    const path = `${"a".repeat(64)}.${"b".repeat(55)}`;
    assert.equal(path.length, 120);
    assert.equal(at("b".repeat(55)), `${path}: must be a string, not 5`);
    assert.equal(at("b".repeat(56)), `${path}…: must be a string, not 5`);
  });

  it("shows eight problems, and counts a ninth", () => {
    const names = (count: number) =>
      fields(Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, "bad"])));
    const eight = names(8);
    assert.equal(
      refused(eight, fivesFor(eight)),
      Array.from({ length: 8 }, (_, i) => `f${i}: bad`).join("; "),
    );
    const nine = names(9);
    assert.equal(
      refused(nine, fivesFor(nine)),
      [...Array.from({ length: 8 }, (_, i) => `f${i}: bad`), "1 more"].join("; "),
    );
  });

  it("holds the problems of a message to 1,900 characters with their separators, and counts the rest", () => {
    // Seven problems of 266 characters and their separators take 1,876; an
    // eighth of 22 brings the row to 1,900 exactly, one of 23 past it.
    const long = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`${"n".repeat(63)}${i}`, "x".repeat(200)]),
    );
    const shown = Object.keys(long).map((name) => `${name}: ${"x".repeat(200)}`);
    const fits = fields({ ...long, g: "y".repeat(19) });
    const message = refused(fits, fivesFor(fits));
    assert.equal(message, [...shown, `g: ${"y".repeat(19)}`].join("; "));
    const past = fields({ ...long, g: "y".repeat(20) });
    assert.equal(refused(past, fivesFor(past)), [...shown, "1 more"].join("; "));
  });

  it("names five unknown fields, and counts a sixth", () => {
    const input = z.object({ id: z.int().optional() });
    const sent = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`zz${i}`, 1]));
    assert.equal(refused(input, sent(5)), "unknown fields zz0, zz1, zz2, zz3, zz4");
    assert.equal(refused(input, sent(6)), "unknown fields zz0, zz1, zz2, zz3, zz4, 1 more");
  });

  it("lists choices in 120 characters with their separators, and ends with … past them", () => {
    // Four choices of 30, 28, 28 and 28 characters as JSON, and three
    // separators of two: 120 in all.
    const choices = (first: number) => [
      "a".repeat(first),
      "b".repeat(26),
      "c".repeat(26),
      "d".repeat(26),
    ];
    const listed = (values: string[]) => values.map((value) => JSON.stringify(value)).join(", ");
    const exactly = choices(28);
    assert.equal(listed(exactly).length, 120);
    assert.equal(
      refused(z.object({ pick: z.enum(exactly as [string, ...string[]]) }), { pick: 5 }),
      `pick: must be one of ${listed(exactly)}, not 5`,
    );
    const over = choices(29);
    assert.equal(
      refused(z.object({ pick: z.enum(over as [string, ...string[]]) }), { pick: 5 }),
      `pick: must be one of ${listed(over.slice(0, 3))}, …, not 5`,
    );
  });

  it("shows a choice of 60 characters as JSON whole, and cuts one of 61", () => {
    const of = (value: string) => refused(z.object({ pick: z.literal(value) }), { pick: 5 });
    const sixty = "s".repeat(58);
    assert.equal(of(sixty), `pick: must be "${sixty}", not 5`);
    assert.equal(of("s".repeat(59)), `pick: must be "${"s".repeat(59)}…, not 5`);
  });

  it("writes a count of 999 as it is and one of 1,000 with a separator", () => {
    assert.equal(
      refused(z.object({ text: z.string().max(998) }), { text: "t".repeat(999) }),
      "text: has 999 characters; at most 998 fit",
    );
    assert.equal(
      refused(z.object({ text: z.string().max(999) }), { text: "t".repeat(1_000) }),
      "text: has 1,000 characters; at most 999 fit",
    );
  });

  it("shows an unknown name of 64 plain characters as it is, and one of 65 quoted and cut", () => {
    const input = z.object({ id: z.int().optional() });
    const name = "q".repeat(64);
    assert.equal(refused(input, { [name]: 1 }), `unknown field ${name}`);
    assert.equal(refused(input, { [`${name}q`]: 1 }), `unknown field "${name}…"`);
  });

  it("shows a name that is not plain whole to 64 characters escaped, and cuts it past them at a whole character", () => {
    const input = z.object({ id: z.int().optional() });
    const q = (count: number) => "q".repeat(count);
    const shown = (name: string) => refused(input, { [name]: 1 }).slice("unknown field ".length);
    assert.equal(shown(`${q(63)} `), `"${q(63)} "`);
    assert.equal(shown(`${q(64)} `), `"${q(64)}…"`);
    // Escapes count as they are shown: 64 characters of them fit, 65 do not.
    assert.equal(shown(`${q(62)}\t`), `"${q(62)}\\t"`);
    assert.equal(shown(`${q(63)}\t`), `"${q(63)}…"`);
    assert.equal(shown("\u0007".repeat(20)), `"${"\\u0007".repeat(10)}…"`);
    // A cut never leaves half an escape or half of a pair of surrogates.
    assert.equal(shown("a\\"), '"a\\\\"');
    assert.equal(shown(`${q(63)}\\`), `"${q(63)}…"`);
    assert.equal(shown(`${q(61)}\u0007`), `"${q(61)}…"`);
    assert.equal(shown(`${q(20)}😀${q(60)}`), `"${q(20)}😀${q(42)}…"`);
    assert.equal(shown(`${q(63)}😀`), `"${q(63)}…"`);
  });
});
