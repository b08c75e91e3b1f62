// Every wording of a problem, literally: each format, size and bound, the
// kinds of what was sent, the advice for a value in the wrong form, where a
// field's path stands in front of a message, and every limit of a refusal's
// wording, exactly at it and one past it.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, parseToolInput, parseToolOutput, ToolRefusal } from "@adecore/agents/context";

/** The refusal's message for `value` sent as the field `f` of `schema`, or for no `f` at all. */
function said(schema: z.ZodType, ...value: [unknown?]): string {
  return message(z.object({ f: schema }), value.length === 0 ? {} : { f: value[0] });
}

function message(input: z.ZodObject, value: unknown): string {
  const tool = defineTool("word", { name: "word_tool", description: "d", input, run: () => [] });
  try {
    parseToolInput(tool, value);
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail("the input was taken");
}

describe("the wording of a problem", () => {
  it("names every format, with an example where the field's own pattern takes it", () => {
    const cases: [z.ZodType, string][] = [
      [z.email(), "must be an email address"],
      [z.url(), "must be a URL"],
      [z.uuid(), "must be a UUID"],
      [z.guid(), "must be a GUID"],
      [z.iso.datetime(), "must be an ISO date and time, such as 2026-12-01T09:30:00Z"],
      [z.iso.datetime({ precision: 3 }), "must be an ISO date and time"],
      [z.iso.date(), "must be an ISO date, such as 2026-12-01"],
      [z.iso.time(), "must be an ISO time, such as 09:30:00"],
      [z.iso.time({ precision: -1 }), "must be an ISO time"],
      [z.iso.duration(), "must be an ISO duration, such as P1D"],
      [z.ipv4(), "must be an IPv4 address"],
      [z.ipv6(), "must be an IPv6 address"],
      [z.string().uppercase(), "must be in upper case"],
      [z.string().startsWith("ab"), 'must start with "ab"'],
      [z.string().endsWith("yz"), 'must end with "yz"'],
      [z.string().includes("mid"), 'must contain "mid"'],
      [z.string().regex(/^a+$/i), "must match /^a+$/i"],
      [z.templateLiteral(["id-", z.number()]), "must match /^id--?\\d+(?:\\.\\d+)?$/"],
    ];
    for (const [schema, words] of cases) assert.equal(said(schema, "x"), `f: ${words}, not "x"`);
    assert.equal(said(z.string().lowercase(), "X"), 'f: must be in lower case, not "X"');
    // A format the package has no name for is named by zod's, or the author's.
    assert.equal(said(z.cuid2(), "!"), 'f: must be a valid cuid2, not "!"');
    assert.equal(
      said(z.stringFormat("zip_code", /^\d{5}$/), "x"),
      'f: must be a valid zip code, not "x"',
    );
  });

  it("names the format of a text that is missing or of another type, with its example", () => {
    const cases: [z.ZodType, string][] = [
      [z.iso.datetime(), "an ISO date and time, such as 2026-12-01T09:30:00Z"],
      [z.string().datetime(), "an ISO date and time, such as 2026-12-01T09:30:00Z"],
      [z.iso.datetime({ precision: 3 }), "an ISO date and time"],
      [z.iso.date(), "an ISO date, such as 2026-12-01"],
      [z.iso.time(), "an ISO time, such as 09:30:00"],
      [z.iso.duration(), "an ISO duration, such as P1D"],
      [z.email(), "an email address"],
      [z.string().email(), "an email address"],
      [z.url(), "a URL"],
      [z.uuid(), "a UUID"],
      [z.ipv4(), "an IPv4 address"],
      // The format among other checks, and a check's own pattern, which its precision narrows.
      [z.string().min(1).email(), "an email address"],
      [z.string().datetime({ precision: 3 }), "an ISO date and time"],
    ];
    for (const [schema, words] of cases) {
      assert.equal(said(schema), `f: missing, expected ${words}`);
      assert.equal(said(schema, 1764581400), `f: must be ${words}, not 1764581400`);
    }
    // A text of no format of its own is a string, and lower case is no kind of text.
    for (
      const schema of [
        z.string(),
        z.cuid2(),
        z.string().lowercase(),
        z.string().uppercase(),
        z.string().max(3),
      ]
    ) {
      assert.equal(said(schema), "f: missing, expected string");
      assert.equal(said(schema, true), "f: must be a string, not true");
    }
  });

  it("words a format, a type or a unit named like an object's own property as any other name", () => {
    // A host's own format, or the issue of an author's check, may be named
    // anything: "toString" finds nothing in the package's tables.
    assert.equal(
      said(z.stringFormat("toString", () => false), "x"),
      'f: must be a valid toString, not "x"',
    );
    assert.equal(said(z.stringFormat("constructor", () => false), 1), "f: must be a string, not 1");
    const raising = (issue: z.core.$ZodRawIssue) =>
      z.string().superRefine((_, context) => context.addIssue(issue as never));
    assert.equal(
      said(raising({ code: "invalid_type", expected: "constructor" as never, input: "x" }), "x"),
      'f: must be a constructor, not "x"',
    );
    assert.equal(
      said(
        raising({ code: "too_big", origin: "toString" as never, maximum: 2, input: "xyz" }),
        "xyz",
      ),
      'f: must be less than 2, not "xyz"',
    );
    // An issue's code is the author's too: one named like a property is one the package does not word.
    for (const code of ["toString", "constructor", "valueOf"]) {
      assert.equal(said(raising({ code: code as never, input: "x" }), "x"), "f: Invalid input");
    }
  });

  it("shows a pattern of 60 characters whole, and cuts one of 61", () => {
    assert.equal(
      said(z.string().regex(new RegExp("a".repeat(58))), "x"),
      `f: must match /${"a".repeat(58)}/, not "x"`,
    );
    assert.equal(
      said(z.string().regex(new RegExp("a".repeat(59))), "x"),
      `f: must match /${"a".repeat(59)}…, not "x"`,
    );
  });

  it("says what is missing, and which sizes and bounds fit", () => {
    assert.equal(said(z.string()), "f: missing, expected string");
    assert.equal(said(z.int()), "f: missing, expected integer");
    assert.equal(said(z.string().optional().nonoptional()), "f: missing");
    assert.equal(said(z.string().length(3), "ab"), "f: has 2 characters; exactly 3 needed");
    assert.equal(said(z.array(z.int()).length(2), [1]), "f: has 1 item; exactly 2 needed");
    assert.equal(said(z.string().min(2), "a"), "f: has 1 character; at least 2 needed");
    assert.equal(said(z.number().lt(5), 7), "f: must be less than 5, not 7");
    assert.equal(said(z.number().gt(5), 3), "f: must be more than 5, not 3");
    assert.equal(said(z.number().lte(5), 7), "f: must be at most 5, not 7");
    assert.equal(said(z.number().multipleOf(3), 4), "f: must be a multiple of 3, not 4");
    assert.equal(
      said(z.string().refine(() => false), "x"),
      "f: must pass a check of this tool, which says no more",
    );
  });

  it("keeps an author's message for choices as written, with no did-you-mean behind it", () => {
    const choices = ["alpha", "beta"] as const;
    assert.equal(
      said(z.enum(choices), "alpah"),
      'f: must be one of "alpha", "beta", not "alpah"; did you mean "alpha"?',
    );
    assert.equal(
      said(z.enum(choices, { error: "pick alpha or beta" }), "alpah"),
      "f: pick alpha or beta",
    );
  });

  it("refuses arguments that are no object of fields, naming what they are", () => {
    assert.equal(
      message(z.object({}), [1]),
      "the arguments must be an object of fields, not an array",
    );
  });

  it("names a record's refused key, and a record's unknown key of choices", () => {
    assert.equal(
      said(z.record(z.string().min(2), z.string()), { a: "x" }),
      'f.a: key "a" is refused: has 1 character; at least 2 needed',
    );
    assert.equal(
      said(z.record(z.string().min(2, "too short a key"), z.string()), { a: "x" }),
      'f.a: key "a" is refused: too short a key',
    );
    assert.equal(
      said(z.record(z.enum(["alpha", "beta"]), z.string()), { alpha: "x", beta: "y", alpah: "z" }),
      "f: unknown field alpah",
    );
  });

  it("names what was sent: a short text, a value, or its kind", () => {
    class Note {}
    class Renamed {}
    Object.defineProperty(Renamed, "name", { value: "Bad Name" });
    class Listed {}
    Object.defineProperty(Listed, "name", { value: ["Note"] });
    const named = (name: string) => ({ [name]: class {} })[name]!;
    const throwing = Object.create(
      Object.defineProperty({}, "constructor", {
        get() {
          throw new Error("no");
        },
      }),
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const cases: [unknown, string][] = [
      ["a".repeat(20), `"${"a".repeat(20)}"`],
      ["a".repeat(21), "a string"],
      [true, "true"],
      [[1], "an array"],
      [{}, "an object"],
      [new Map(), "a Map"],
      [new Note(), "a Note"],
      [new Renamed(), "an object"],
      [new Listed(), "an object"],
      [new (named(`A${"b".repeat(39)}`))(), `an A${"b".repeat(39)}`],
      [new (named(`A${"b".repeat(40)}`))(), "an object"],
      [throwing, "an object"],
      [proxy, "an object"],
      [Object.create({ constructor: 5 }), "an object"],
      [Object.create(null), "an object"],
      [() => 1, "a function"],
    ];
    for (const [value, shown] of cases) {
      assert.equal(said(z.int(), value), `f: must be an integer, not ${shown}`, shown);
    }
  });

  it("names the listing's types: integer for z.int32() and z.number().int(), object for a record", () => {
    assert.equal(said(z.int32(), "x"), 'f: must be an integer, not "x"');
    assert.equal(said(z.number().int(), "x"), 'f: must be an integer, not "x"');
    assert.equal(said(z.number(), "x"), 'f: must be a number, not "x"');
    assert.equal(said(z.float32(), "x"), 'f: must be a number, not "x"');
    assert.equal(said(z.record(z.string(), z.int()), "x"), 'f: must be an object, not "x"');
    const tool = defineTool("word", {
      name: "word_pair",
      description: "d",
      input: z.object({}),
      output: z.object({ pair: z.tuple([z.int()]) }),
      run: () => ({ pair: [1] as [number] }),
    });
    assert.throws(() => parseToolOutput(tool, { pair: "x" }), {
      message: 'tool "word_pair" in toolkit "word": run answered what its output does not take: ' +
        'pair: must be an array, not "x"; return what the output declares',
    });
  });

  it("advises sending a value itself, only where the field then takes it", () => {
    const cases: [z.ZodType, string, string][] = [
      [z.array(z.int()), "[1,2]", "; send the array itself as JSON, not inside a string"],
      [
        z.object({ a: z.int() }),
        '{"a":1}',
        "; send the object itself as JSON, not inside a string",
      ],
      [z.array(z.int()), "[1,2", ""],
      [z.array(z.int()), "1,2]", ""],
      [z.int(), "5", "; send 5 without quotes"],
      [z.number(), "1e3", "; send 1e3 without quotes"],
      [z.number(), "1E+3", "; send 1E+3 without quotes"],
      [z.number(), "2e-3", "; send 2e-3 without quotes"],
      [z.number(), "-2.5", "; send -2.5 without quotes"],
      [z.number(), " 5 ", "; send 5 without quotes"],
      [z.number(), "5x", ""],
      [z.number(), "2.55", "; send 2.55 without quotes"],
      [z.number(), "1e10", "; send 1e10 without quotes"],
      [z.number(), '{"a":1}', ""],
      [z.number(), "St", ""],
      [z.number(), "x5", ""],
      [z.number(), "2.", ""],
      [z.number(), "1ee3", ""],
      [z.int(), "2.5", ""],
      [z.boolean(), "true", "; send true without quotes"],
      [z.boolean(), "TRUE", ""],
      [z.boolean(), "truer", ""],
      [z.boolean(), "untrue", ""],
      [z.number().refine(() => Promise.resolve(true)), "5", ""],
    ];
    for (const [schema, value, advice] of cases) {
      const type = schema instanceof z.ZodArray
        ? "an array"
        : schema instanceof z.ZodObject
        ? "an object"
        : schema instanceof z.ZodBoolean
        ? "a boolean"
        : said(schema, "x").includes("integer")
        ? "an integer"
        : "a number";
      assert.equal(
        said(schema, value),
        `f: must be ${type}, not ${JSON.stringify(value)}${advice}`,
      );
    }
    assert.equal(
      said(z.number(), "1".repeat(20)),
      `f: must be a number, not "${"1".repeat(20)}"; send ${"1".repeat(20)} without quotes`,
    );
    assert.equal(
      said(z.number(), "1".repeat(40)),
      `f: must be a number, not a string; send ${"1".repeat(40)} without quotes`,
    );
    assert.equal(said(z.number(), "1".repeat(41)), "f: must be a number, not a string");
  });

  it("puts the path in front unless the field's name stands in an author's message", () => {
    assert.equal(
      message(z.object({ name: z.string({ error: "the name must be short" }) }), { name: 1 }),
      "the name must be short",
    );
    assert.equal(message(z.object({ "": z.string({ error: "«no»" }) }), { "": 1 }), '"": «no»');
    // An author's words stand as written where they name the field, even
    // where they begin as the package's do.
    assert.equal(
      message(z.object({ size: z.int({ error: "must be a size in bytes" }) }), { size: "x" }),
      "must be a size in bytes",
    );
    // The package's own words keep the path, whatever words the field's name shares with them.
    assert.equal(
      message(z.object({ fit: z.string().max(2) }), { fit: "abc" }),
      "fit: has 3 characters; at most 2 fit",
    );
    assert.equal(
      message(z.object({ key: z.record(z.string().min(2), z.string()) }), { key: { a: "x" } }),
      'key.a: key "a" is refused: has 1 character; at least 2 needed',
    );
  });

  it("gives an author's .catch() the package's words for what it caught", () => {
    const caught = (schema: z.ZodType<unknown>, value: unknown) => {
      const input = z.object({
        f: schema.catch((context: { error: z.ZodError }) =>
          context.error.issues.map((issue) => issue.message).join(" | ")
        ),
      });
      const tool = defineTool("word", {
        name: "word_tool",
        description: "d",
        input,
        run: () => [],
      });
      return (parseToolInput(tool, { f: value }) as { f: unknown }).f;
    };
    assert.equal(caught(z.string().min(3), "ab"), "has 2 characters; at least 3 needed");
    assert.equal(
      caught(z.union([z.object({ a: z.string() }), z.object({ b: z.int() })]), {}),
      "must match one of the forms it takes",
    );
  });

  it("counts the problems past the eighth, those of a union's branch too", () => {
    const nine = Object.fromEntries([..."abcdefghi"].map((key) => [key, z.string()]));
    const input = z.object({ u: z.union([z.object(nine), z.string()]), z: z.int() });
    assert.equal(
      message(input, { u: {}, z: "x" }),
      [..."abcdefgh"].map((key) => `u.${key}: missing, expected string`).join("; ") + "; 2 more",
    );
  });
});

describe("the branch of a union a refusal speaks from", () => {
  const operation = (op: string, field: string) =>
    z.object({ op: z.literal(op), [field]: z.int() });

  it("reads past a null branch, and takes the choices of a branch with a bigint among them", () => {
    assert.equal(
      said(z.union([z.null(), z.object({ a: z.string() })]), { a: 1 }),
      "f.a: must be a string, not 1",
    );
    assert.equal(
      said(z.union([z.int(), z.literal(["a", 5n])]), "b"),
      'f: must be one of "a", 5, not "b"',
    );
  });

  it("speaks from the one branch of the type sent, with all of its problems", () => {
    assert.equal(
      said(z.union([z.enum(["a", "b"]), z.int()]), "c"),
      'f: must be one of "a", "b", not "c"',
    );
    assert.equal(
      said(z.union([z.enum(["a", "b"]), z.int().min(10)]), 5),
      "f: must be at least 10, not 5",
    );
    assert.equal(
      said(z.union([z.literal(5), z.string().min(3)]), "ab"),
      "f: has 2 characters; at least 3 needed",
    );
    assert.equal(
      said(z.union([z.object({ kind: z.enum(["a", "b"]), n: z.int() }), z.string()]), {
        kind: "c",
        n: "x",
      }),
      'f.kind: must be one of "a", "b", not "c"; f.n: must be an integer, not "x"',
    );
  });

  it("names every type a value in quotes may have meant, with the advice", () => {
    assert.equal(
      said(z.union([z.enum(["a", "b"]), z.int()]), "5"),
      'f: must be one of "a", "b" or an integer, not "5"; send 5 without quotes',
    );
    assert.equal(
      said(z.union([z.literal("all"), z.int(), z.boolean()]), "5"),
      'f: must be "all" or an integer or a boolean, not "5"; send 5 without quotes',
    );
  });

  it("names both types of a union of plain types, and reads past choices of another type", () => {
    assert.equal(
      said(z.union([z.string(), z.int()]), true),
      "f: must be a string or an integer, not true",
    );
    assert.equal(
      said(z.union([z.enum(["a"]), z.email(), z.int()]), "5"),
      'f: must be an email address, not "5"',
    );
    assert.equal(
      said(z.union([z.enum(["a"]), z.int().min(10), z.int().max(2)]), 5),
      "f: must be at least 10, not 5",
    );
  });

  it("lets a branch's own message speak whole, even one that reads like the package's", () => {
    assert.equal(
      said(z.union([z.string({ error: "it must be text, not that" }), z.int()]), true),
      "f: it must be text, not that",
    );
  });

  it("speaks from the one branch that took a field of choices, or else by the fields", () => {
    assert.equal(
      said(z.union([operation("a", "x"), operation("b", "y")]), { op: "a", y: 1 }),
      "f.x: missing, expected integer; f: unknown field y",
    );
    // Two took it: the fields decide between them.
    assert.equal(
      said(z.union([operation("a", "x"), operation("a", "y"), z.object({ op: z.literal("c") })]), {
        op: "a",
      }),
      "f.x: missing, expected integer",
    );
    // Choices deeper down are no branch's field of choices.
    const mode = (choice: string, field: string) =>
      z.object({ cfg: z.object({ mode: z.enum([choice]) }), [field]: z.string() });
    assert.equal(
      said(z.union([mode("p", "a"), mode("q", "b")]), { cfg: { mode: "x" }, a: "s" }),
      'f.cfg.mode: must be "p", not "x"',
    );
  });

  it("speaks from the branch with the fewest unknown fields, then the fewest problems", () => {
    const three = z.object({ a: z.int(), b: z.int(), c: z.int() });
    assert.equal(
      said(z.union([three, z.object({ d: z.int() })]), { a: 1, b: 1 }),
      "f.c: missing, expected integer",
    );
    assert.equal(
      said(z.union([three, z.object({ a: z.int(), d: z.int() })]), { a: "x" }),
      'f.a: must be an integer, not "x"; f.d: missing, expected integer',
    );
    assert.equal(
      said(z.union([z.object({ a: z.int() }), z.object({ b: z.int(), c: z.int(), d: z.int() })]), {
        b: 1,
        x: 1,
        y: 1,
      }),
      "f.c: missing, expected integer; f.d: missing, expected integer; f: unknown fields x, y",
    );
  });
});

describe("the branch of a union a refusal speaks from, in rarer unions", () => {
  const object = (shape: Record<string, z.ZodType>) => z.object(shape);

  it("passes over a branch with bigint choices anywhere, which no JSON value meets", () => {
    const union = (k: z.ZodType) =>
      z.union([object({ a: z.string() }), object({ k }), object({ b: z.string() })]);
    // "must be 1" would have the model send 1, which the bigint refuses again.
    assert.equal(
      said(union(z.literal(1n)), { k: 1 }),
      "f.a: missing, expected string; f: unknown field k",
    );
    // Among other problems too, where it would know the most fields.
    assert.equal(
      said(union(z.literal(1n)), { k: 1, z: 1 }),
      "f.a: missing, expected string; f: unknown fields k, z",
    );
    assert.equal(said(union(z.literal([1n, 5])), { k: 7 }), "f.k: must be one of 1, 5, not 7");
  });

  it("speaks from the one branch that took a field of choices deeper down", () => {
    const union = z.union([
      object({ s: object({ k: z.enum(["a"]) }) }),
      object({ s: object({ k: z.enum(["b"]) }), t: z.string() }),
    ]);
    assert.equal(said(union, { s: { k: "b" } }), "f.t: missing, expected string");
    assert.equal(said(union, { s: { k: "c" } }), 'f.s.k: must be "a", not "c"');
  });

  it("asks the branch that refused a field of choices for its type, not for choices", () => {
    const union = z.union([
      object({ op: z.enum(["a"]), x: z.string() }),
      object({ op: z.number(), y: z.string() }),
    ]);
    assert.equal(said(union, { op: "b", y: "1" }), 'f.op: must be a number, not "b"');
    const kinds = z.union([
      object({ op: z.enum(["a"]), kind: z.enum(["k"]) }),
      object({ op: z.enum(["b"]), kind: z.enum(["j"]) }),
      object({ op: z.enum(["c"]), kind: z.enum(["k"]) }),
    ]);
    assert.equal(said(kinds, { op: "b", kind: "z" }), 'f.kind: must be "j", not "z"');
    assert.equal(
      said(kinds, { op: "z", kind: "k" }),
      'f.op: must be one of "a", "b", "c", not "z"',
    );
    assert.equal(
      said(z.union([z.literal(1), z.literal(2), z.string()]), 5),
      "f: must be 1, not 5",
    );
  });

  it("names every type only where every branch words its own, an author's check among them", () => {
    const longWord = z.string().refine((text) => text.length > 3, {
      abort: true,
      message: "must be a word of four letters, not that",
    });
    assert.equal(
      said(z.union([z.enum(["a", "b"]), longWord, z.number()]), "5"),
      'f: must be one of "a", "b", not "5"',
    );
    assert.equal(
      said(z.union([z.enum(["a", "b"]), z.literal("c"), z.number()]), "5"),
      'f: must be one of "a", "b" or "c" or a number, not "5"; send 5 without quotes',
    );
  });
});

describe("the wording of rarer schemas and values", () => {
  it("words unions of boolean choices, and exclusive or refined unions of choices as unions", () => {
    assert.equal(
      said(z.union([z.literal(true), z.literal(false)]), "x"),
      'f: must be one of true, false, not "x"',
    );
    // zod's xor refuses a value two branches take, and a refined union is checked whole:
    // neither is one field of choices.
    assert.equal(said(z.xor([z.literal("a"), z.literal("b")]), 5), 'f: must be "a" or "b", not 5');
    const refined = z.union([
      z.literal("a"),
      z.union([z.literal("b"), z.literal("c")]).refine(() => true),
    ]);
    assert.equal(said(refined, 5), 'f: must be "b" or "c", not 5');
  });

  it("names an object whose constructor is no function as an object", () => {
    const made = Object.create({ constructor: { name: "Fake" } });
    assert.equal(
      message(z.object({ o: z.object({ a: z.string() }) }), { o: made }),
      "o: must be an object, not an object",
    );
  });

  it("gives no advice where the author's check throws on the value it would advise", () => {
    const number = z.number().refine((value) => {
      if (value === 5) throw new Error("the author's own");
      return true;
    });
    assert.equal(said(number, "5"), 'f: must be a number, not "5"');
  });
});

describe("the branch of a union a refusal speaks from, where little tells the branches apart", () => {
  it("speaks from a branch of the type sent, not the advice of another, where only some are choices", () => {
    assert.equal(
      said(z.union([z.int(), z.string().min(3), z.enum(["a"]), z.string().max(0)]), "5"),
      "f: has 1 character; at least 3 needed",
    );
  });

  it("says a union left out is missing, naming its first branch", () => {
    assert.equal(said(z.union([z.string(), z.int()])), "f: missing, expected string");
    assert.equal(said(z.union([z.enum(["a"]), z.literal(5)])), 'f: missing, expected "a"');
  });

  it("speaks from the branch that took a field of choices, whichever field the other refused first", () => {
    const union = z.union([
      z.object({ x: z.number(), y: z.enum(["a"]) }),
      z.object({ x: z.enum(["p"]), y: z.string() }),
    ]);
    assert.equal(said(union, { x: "q", y: "b" }), 'f.x: must be "p", not "q"');
  });

  it("reads past a null branch its author words", () => {
    assert.equal(
      said(z.union([z.null({ error: "not null" }), z.object({ a: z.string() })]), 5),
      "f: must be an object, not 5",
    );
  });

  it("speaks from the first branch where an author's check raised a problem before the type's", () => {
    const checked = (...issues: Record<string, unknown>[]) =>
      z.string().superRefine((_, context) => {
        for (const issue of issues) context.addIssue({ ...issue, continue: false } as never);
      });
    const type = { code: "invalid_type", expected: "number" };
    assert.equal(
      said(z.union([checked({ ...type, path: ["x"] }, type), z.int()]), "s"),
      'f.x: must be a number, not "s"; f: must be a number, not "s"',
    );
    assert.equal(
      said(
        z.union([checked({ code: "too_big", origin: "number", maximum: 2 }, type), z.int()]),
        "s",
      ),
      'f: must be less than 2, not "s"; f: must be a number, not "s"',
    );
  });
});

describe("the wording of the issues an author's check raises, and of rarer values", () => {
  const raising = (issue: Record<string, unknown>, schema: z.ZodType = z.string()) =>
    schema.superRefine((_, context) => context.addIssue(issue as never));

  it("words each issue of zod's codes an author raises, whatever it holds", () => {
    assert.equal(
      said(raising({ code: "invalid_key", origin: "record", issues: [] }), "k"),
      'f: key "k" is refused: no key it takes',
    );
    assert.equal(
      said(raising({ code: "unrecognized_keys", keys: ["x"] }), "s"),
      "f: unknown field x",
    );
    assert.equal(
      said(raising({ code: "unrecognized_keys", keys: ["x"] }, z.string().nullable()), null),
      "f: unknown field x",
    );
    // A pattern that is no regex is shown as written.
    assert.equal(
      said(raising({ code: "invalid_format", format: "regex", pattern: "/(/" }), "x"),
      'f: must match /(/, not "x"',
    );
    // The schema an issue names decides neither its type's name nor its advice.
    assert.equal(
      said(raising({ code: "invalid_type", expected: "object", inst: z.email() }), "x"),
      'f: must be an object, not "x"',
    );
    assert.equal(
      said(raising({ code: "invalid_type", expected: "number", inst: z.any() }), "x"),
      'f: must be a number, not "x"',
    );
  });

  it("gives zod's words for an issue of a code the package does not word, in a record's key", () => {
    assert.equal(
      said(
        z.record(
          z.string().superRefine((_, context) => context.addIssue({ code: "toString" } as never)),
          z.string(),
        ),
        { a: "x" },
      ),
      'f.a: key "a" is refused: Invalid input',
    );
  });

  it("names the unknown field of a record keyed by choices of texts and numbers", () => {
    assert.equal(
      said(z.record(z.literal(["alpha", 1]), z.string()), { alpha: "x", "1": "y", alpah: "z" }),
      "f: unknown field alpah",
    );
  });

  it("advises true or false without quotes only where the field takes that very value", () => {
    assert.equal(
      said(z.boolean().refine((value) => value), "true"),
      'f: must be a boolean, not "true"; send true without quotes',
    );
    assert.equal(
      said(z.boolean().refine((value) => !value), "false"),
      'f: must be a boolean, not "false"; send false without quotes',
    );
    assert.equal(said(z.boolean(), ""), 'f: must be a boolean, not ""');
  });

  it("names the arguments as what could not be read where reading them threw", () => {
    const throwing = new Proxy({}, {
      ownKeys() {
        throw new Error("no");
      },
    });
    assert.equal(
      message(z.object({ a: z.string() }), throwing),
      "the arguments could not be read (a getter or a proxy threw); send plain JSON",
    );
  });
});

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

  it("never cuts a message through a character of two halves", () => {
    const message = refused(
      z.object({ f: z.string({ error: `${"m".repeat(199)}😀x` }) }),
      { f: 5 },
    );
    assert.equal(message, `f: ${"m".repeat(199)}… (cut)`);
    assert.ok(message.isWellFormed());
  });
});
