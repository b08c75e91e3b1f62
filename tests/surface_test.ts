// Every schema constructor, wrapper and format of zod 4's public surface, as
// the field of a tool: listed so that a value a model would send from the
// listing passes the check, or refused when the tool is defined, with what to
// write instead. No construct may overflow the stack.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import { defineTool, parseToolInput, toolInputSchema } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import {
  assertExact,
  assertGemini,
  assertStrict,
  geminiAsJsonSchema,
  jsonSchemaValidator,
  strictShaped,
} from "./dialects.ts";

/** A value the listing shows and the check takes. */
type Listed = { readonly sends: unknown };
/** The message of the Error defineTool throws. */
type Refused = { readonly refused: string };

const sends = (value: unknown): Listed => ({ sends: value });
const at = 'tool "surface_field" in toolkit "surface": field "f" ';
const noType = (construct: string, advice: string): Refused => ({
  refused: `${at}is ${construct}, which has no one JSON type to list; ${advice}`,
});
const GIVE_ONE = "give it one, such as z.string(), z.number() or z.enum()";
const FREE_FORM = "for free-form JSON, take z.record(z.string(), a typed value) or a z.string() " +
  "of JSON";
const RECURSIVE = `is recursive, which a listing cannot show; limit its depth, or ${FREE_FORM}`;

const object = z.object({ a: z.string() });
const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
const secondBranch: z.ZodType = z.union([z.string(), z.lazy(() => z.array(secondBranch))]);
const inRecord: z.ZodType = z.object({ kids: z.record(z.string(), z.lazy(() => inRecord)) });
const inCatchall: z.ZodType = z.object({ a: z.string() }).catchall(z.lazy(() => inCatchall));
const tree = (): z.ZodType => z.object({ kids: z.array(z.lazy(tree)) });

/** A constructor that zod's oldest version in the package's range lacks. */
const newer = (name: string) => (z as unknown as Record<string, () => z.ZodType>)[name]!;

/** Each entry of `z` that makes a schema, and more ways to reach some. */
const SURFACE: Record<string, [() => z.ZodType, Listed | Refused]> = {
  any: [
    () => z.any(),
    noType(
      "z.any()",
      `a record of z.any() values is listed, being an object whatever they hold; ${FREE_FORM}`,
    ),
  ],
  array: [() => z.array(z.string()), sends(["a"])],
  base64: [() => z.base64(), sends("aGk=")],
  base64url: [() => z.base64url(), sends("aGk")],
  bigint: [
    () => z.bigint(),
    noType("z.bigint()", "take it as z.int()"),
  ],
  boolean: [() => z.boolean(), sends(true)],
  catch: [() => z.string().catch("x"), sends("a")],
  cidrv4: [() => z.cidrv4(), sends("10.0.0.0/8")],
  cidrv6: [() => z.cidrv6(), sends("2001:db8::/32")],
  clone: [() => z.clone(z.string()), sends("a")],
  codec: [() => codec, sends("5")],
  creditCard: [() => z.creditCard(), sends("4242424242424242")],
  cuid: [() => z.cuid(), sends("cjld2cjxh0000qzrmn831i7rn")],
  cuid2: [() => z.cuid2(), sends("tz4a98xxat96iws9zmbrgj3a")],
  // New in zod 4.6.4; the range's floor, 4.6.0, has no z.currencyCode.
  currencyCode: [() => newer("currencyCode")(), sends("EUR")],
  custom: [() => z.custom<string>(() => true), noType("z.custom()", GIVE_ONE)],
  date: [
    () => z.date(),
    noType("z.date()", "take it as z.iso.datetime()"),
  ],
  deepPartial: [() => z.deepPartial(object), sends({})],
  discriminatedUnion: [
    () =>
      z.discriminatedUnion("k", [z.object({ k: z.literal("a") }), z.object({ k: z.literal("b") })]),
    sends({ k: "a" }),
  ],
  e164: [() => z.e164(), sends("+14155552671")],
  email: [() => z.email(), sends("ada@example.com")],
  emoji: [() => z.emoji(), sends("😀")],
  enum: [() => z.enum(["a", "b"]), sends("a")],
  exactOptional: [() => z.exactOptional(z.string()), sends("a")],
  file: [
    () => z.file(),
    noType("z.file()", "take it as z.base64() or z.url()"),
  ],
  float32: [() => z.float32(), sends(1.5)],
  float64: [() => z.float64(), sends(1.5)],
  fromJSONSchema: [() => z.fromJSONSchema({ type: "string" }) as z.ZodType, sends("a")],
  function: [() => z.function() as unknown as z.ZodType, noType("z.function()", GIVE_ONE)],
  guid: [() => z.guid(), sends("00000000-0000-0000-0000-000000000000")],
  hash: [() => z.hash("sha256"), sends("a".repeat(64))],
  hex: [() => z.hex(), sends("ff")],
  hostname: [() => z.hostname(), sends("example.com")],
  httpUrl: [() => z.httpUrl(), sends("https://example.com")],
  iban: [() => z.iban(), sends("DE89370400440532013000")],
  instanceof: [() => z.instanceof(Date), noType("z.custom()", GIVE_ONE)],
  int: [() => z.int(), sends(1)],
  int32: [() => z.int32(), sends(1)],
  int64: [
    () => z.int64(),
    noType("z.bigint()", "take it as z.int()"),
  ],
  intersection: [
    () => z.intersection(object, z.object({ b: z.number() })),
    sends({ a: "x", b: 1 }),
  ],
  invertCodec: [
    () => z.invertCodec(z.codec(z.number(), z.string(), { decode: String, encode: Number })),
    sends("5"),
  ],
  ipv4: [() => z.ipv4(), sends("127.0.0.1")],
  ipv6: [() => z.ipv6(), sends("::1")],
  json: [() => z.json(), { refused: `${at.replace('"f"', '"f[]"')}${RECURSIVE}` }],
  jwt: [
    () => z.jwt(),
    sends("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"),
  ],
  keyof: [() => z.keyof(object), sends("a")],
  ksuid: [() => z.ksuid(), sends("0ujtsYcgvSTl8PAuAdqWYSMnLOv")],
  lazy: [() => z.lazy(() => z.string()), sends("a")],
  literal: [() => z.literal("x"), sends("x")],
  looseObject: [() => z.looseObject({ a: z.string() }), sends({ a: "x", more: 1 })],
  looseRecord: [() => z.looseRecord(z.string().regex(/^a/), z.number()), sends({ a1: 1 })],
  mac: [() => z.mac(), sends("00:1a:2b:3c:4d:5e")],
  map: [() => z.map(z.string(), z.number()), noType("z.map()", GIVE_ONE)],
  nan: [() => z.nan(), noType("z.nan()", GIVE_ONE)],
  nanoid: [() => z.nanoid(), sends("V1StGXR8_Z5jdHi6B-myT")],
  nativeEnum: [() => z.nativeEnum({ A: "a", B: "b" }), sends("a")],
  never: [() => z.never(), noType("z.never()", GIVE_ONE)],
  nonoptional: [() => z.nonoptional(z.string().optional()), sends("a")],
  null: [() => z.null(), { refused: `${at}only takes null; null counts as left out` }],
  nullable: [() => z.nullable(z.string()), sends("a")],
  nullish: [() => z.nullish(z.string()), sends("a")],
  number: [() => z.number(), sends(1.5)],
  object: [() => object, sends({ a: "x" })],
  optional: [() => z.optional(z.string()), sends("a")],
  partialRecord: [() => z.partialRecord(z.enum(["a", "b"]), z.number()), sends({ a: 1 })],
  pipe: [() => z.pipe(z.string(), z.string().min(1)), sends("a")],
  prefault: [() => z.string().prefault("x"), sends("a")],
  preprocess: [() => z.preprocess((value) => value, z.string()), sends("a")],
  promise: [() => z.promise(z.string()), sends("a")],
  readonly: [() => z.readonly(z.array(z.string())), sends(["a"])],
  record: [() => z.record(z.string(), z.number()), sends({ k: 1 })],
  set: [() => z.set(z.string()), noType("z.set()", GIVE_ONE)],
  strictObject: [() => z.strictObject({ a: z.string() }), sends({ a: "x" })],
  string: [() => z.string(), sends("a")],
  stringFormat: [() => z.stringFormat("slug", (value) => /^[a-z-]+$/.test(value)), sends("a-b")],
  stringbool: [() => z.stringbool(), sends("true")],
  success: [
    () => z.success(z.string()),
    noType("z.success()", "check with its inner schema instead"),
  ],
  symbol: [() => z.symbol(), noType("z.symbol()", GIVE_ONE)],
  templateLiteral: [() => z.templateLiteral(["id-", z.number()]), sends("id-5")],
  transform: [() => z.transform((value) => value), noType("z.transform()", GIVE_ONE)],
  tuple: [
    () => z.tuple([z.string()]),
    { refused: `${at}is a z.tuple(), which a listing cannot show; use an object or z.array()` },
  ],
  uint32: [() => z.uint32(), sends(1)],
  uint64: [
    () => z.uint64(),
    noType("z.bigint()", "take it as z.int()"),
  ],
  ulid: [() => z.ulid(), sends("01ARZ3NDEKTSV4RRFFQ69G5FAV")],
  undefined: [() => z.undefined(), noType("z.undefined()", GIVE_ONE)],
  union: [() => z.union([z.string(), z.number()]), sends("a")],
  unknown: [
    () => z.unknown(),
    noType(
      "z.unknown()",
      `a record of z.unknown() values is listed, being an object whatever they hold; ${FREE_FORM}`,
    ),
  ],
  url: [() => z.url(), sends("https://example.com")],
  uuid: [() => z.uuid(), sends("123e4567-e89b-42d3-a456-426614174000")],
  uuidv4: [() => z.uuidv4(), sends("123e4567-e89b-42d3-a456-426614174000")],
  uuidv6: [() => z.uuidv6(), sends("1ec9414c-232a-6b00-b3c8-9e6bdeced846")],
  uuidv7: [() => z.uuidv7(), sends("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")],
  void: [() => z.void(), noType("z.void()", GIVE_ONE)],
  xid: [() => z.xid(), sends("9m4e2mr0ui3e8a215n4g")],
  xor: [() => z.xor([z.string(), z.number()]), sends("a")],
  _default: [() => z._default(z.string(), "x"), sends("a")],
  "iso.date": [() => z.iso.date(), sends("2026-12-01")],
  "iso.datetime": [() => z.iso.datetime(), sends("2026-12-01T09:00:00Z")],
  "iso.duration": [() => z.iso.duration(), sends("P1D")],
  "iso.time": [() => z.iso.time(), sends("09:00:00")],
  "coerce.bigint": [
    () => z.coerce.bigint(),
    noType("z.coerce.bigint()", "take it as z.int()"),
  ],
  "coerce.boolean": [() => z.coerce.boolean(), sends(true)],
  "coerce.date": [
    () => z.coerce.date(),
    noType(
      "z.coerce.date()",
      "take it as z.union([z.iso.date(), z.iso.datetime()]), which keeps the dates and the " +
        "dates with a time that a model sends there",
    ),
  ],
  "coerce.number": [() => z.coerce.number(), sends(1)],
  "coerce.string": [() => z.coerce.string(), sends("a")],
  // Checks and wrappers reached through methods.
  "string().brand()": [() => z.string().brand<"id">(), sends("a")],
  "string().refine()": [() => z.string().refine((value) => value !== "x"), sends("a")],
  "string().describe()": [() => z.string().describe("d"), sends("a")],
  "literal(1n)": [
    () => z.literal(1n as never),
    noType("a z.literal() of a value JSON cannot hold", GIVE_ONE),
  ],
  "literal(undefined)": [
    () => z.literal(undefined as never),
    noType("a z.literal() of a value JSON cannot hold", GIVE_ONE),
  ],
  "literal of a string and a number": [
    () => z.literal(["a", 1]),
    noType("a z.literal() of more than one type", GIVE_ONE),
  ],
  // Recursion, reached every way the check would follow it.
  "recursion in a union's second branch": [
    () => secondBranch,
    { refused: `${at.replace('"f"', '"f[]"')}${RECURSIVE}` },
  ],
  "recursion in a record's values": [
    () => inRecord,
    { refused: `${at.replace('"f"', '"f.kids"')}${RECURSIVE}` },
  ],
  "recursion in a catchall": [() => inCatchall, { refused: `${at}${RECURSIVE}` }],
  "a lazy that makes a new schema each time": [
    tree,
    { refused: `${at.replace('"f"', '"f.kids[].kids[]"')}${RECURSIVE}` },
  ],
  "z.json() inside an array": [
    () => z.array(z.json()),
    { refused: `${at.replace('"f"', '"f[][]"')}${RECURSIVE}` },
  ],
};

/** What `z` holds that makes no schema of its own: checks, parsing, errors, registries. */
const NOT_SCHEMAS = new Set([
  "check",
  "compile",
  "config",
  "decode",
  "decodeAsync",
  "describe",
  "encode",
  "encodeAsync",
  "endsWith",
  "flattenError",
  "formatError",
  "getDiscriminatedOption",
  "getErrorMap",
  "gt",
  "gte",
  "includes",
  "input",
  "length",
  "lowercase",
  "lt",
  "lte",
  "maxLength",
  "maxSize",
  "memoizer",
  "meta",
  "mime",
  "minLength",
  "minSize",
  "multipleOf",
  "negative",
  "nonnegative",
  "nonpositive",
  "normalize",
  "output",
  "overwrite",
  "parse",
  "parseAsync",
  "positive",
  "prettifyError",
  "properties",
  "property",
  "refine",
  "regex",
  "registry",
  "safeDecode",
  "safeDecodeAsync",
  "safeEncode",
  "safeEncodeAsync",
  "safeParse",
  "safeParseAsync",
  "setErrorMap",
  "size",
  "slugify",
  "startsWith",
  "superRefine",
  "toJSONSchema",
  "toLowerCase",
  "toUpperCase",
  "toZod",
  "treeifyError",
  "trim",
  "uppercase",
  "validate",
  "validateAsync",
  "withParser",
  "_function",
]);

/**
 * Constructs whose check takes less than any listing can say (the README's
 * list in "Listings for every client"): a check after a transform or a
 * pipe's later side, a format zod checks by code, a custom check, and a
 * preprocess, whose function decides even what is missing.
 */
const TAKES_LESS: ReadonlySet<string> = new Set([
  "codec",
  "invertCodec",
  "stringbool",
  "pipe",
  "url",
  "httpUrl",
  "jwt",
  "stringFormat",
  "instanceof",
  "preprocess",
]);
/** Constructs whose check takes more than the listing says: coercion, a catch, z.success(). */
const TAKES_MORE: ReadonlySet<string> = new Set(["catch", "success"]);

/** The entries the installed zod has: all but the newer ones on an older zod of the range. */
const present = Object.entries(SURFACE).filter(([name]) =>
  name !== "currencyCode" || "currencyCode" in z
);

describe("zod 4's whole public surface, as a tool's field", () => {
  it("covers every schema constructor zod exports, so a new one fails here until it is placed", () => {
    const exported = [
      ...Object.keys(z).filter((key) => /^_?[a-z]/.test(key)).filter((key) =>
        typeof (z as Record<string, unknown>)[key] === "function"
      ),
      ...Object.keys(z.iso).filter((key) => /^[a-z]/.test(key)).map((key) => `iso.${key}`),
      ...Object.keys(z.coerce).map((key) => `coerce.${key}`),
    ];
    const unplaced = exported.filter((key) => !(key in SURFACE) && !NOT_SCHEMAS.has(key));
    assert.deepEqual(unplaced, []);
  });

  for (const [name, [make, expected]] of present) {
    it(`${"sends" in expected ? "lists" : "refuses"} ${name}`, () => {
      const define = () =>
        defineTool("surface", {
          name: "surface_field",
          description: "A tool with one field.",
          input: z.object({ f: make() }),
          run: () => [],
        });
      if ("refused" in expected) {
        assert.throws(define, (error: unknown) => {
          assert.ok(error instanceof Error);
          assert.equal(error.constructor, Error, String(error));
          assert.equal(error.message, expected.refused);
          return true;
        });
        return;
      }
      const tool = define();
      const validate = new Ajv2020({ strict: true }).compile(toolInputSchema(tool.input));
      const input = { f: expected.sends };
      assert.ok(validate(input), `the listing refuses ${JSON.stringify(input)}`);
      const parsed = parseToolInput(tool, input);
      assert.ok(parsed instanceof Promise || typeof parsed === "object");
    });
  }

  it("lists every listed construct for each client by its rules, taking the same value", () => {
    const toolOf = (input: z.ZodObject) =>
      defineTool("surface", {
        name: "surface_field",
        description: "A field.",
        input,
        run: () => [],
      });
    const ajv = jsonSchemaValidator();
    for (const [name, [make, expected]] of present) {
      if (!("sends" in expected)) continue;
      const input = z.object({ f: make() });
      const value = { f: expected.sends };
      const exact = exactInputSchema(input);
      assertExact(exact, ajv);
      assert.ok(ajv.validate(exact, value), `${name}: the exact listing refuses it`);
      const strict = strictInputSchema(input);
      if (strict !== null) {
        assertStrict(strict);
        const shaped = strictShaped(strict, value, ajv);
        assert.ok(ajv.validate(strict, shaped), `${name}: the strict listing refuses it`);
        assert.ok(parseToolInput(toolOf(input), shaped), `${name}: the check refuses it`);
      }
      const gemini = geminiParameters(input);
      if (gemini !== null) {
        assertGemini(gemini);
        const read = geminiAsJsonSchema(gemini) as object;
        assert.ok(ajv.validate(read, value), `${name}: the Gemini listing refuses it`);
      }
    }
  });

  it("lists every construct as a union's later branch (which defineTool takes, listing the first) by each client's rules", async () => {
    // The portable listing shows only a union's first branch, so any
    // construct can stand in a later one: the other listings must still
    // never take a value the check refuses (the exact one), keep to their
    // client's rules, and never refuse one it takes (Gemini's).
    const ajv = jsonSchemaValidator();
    const probes: unknown[] = [1, "zz", "", true, null, [], ["x", 1], {}, { a: "x" }, "2024-01-01"];
    const wrong: string[] = [];
    for (const [name, [make, expected]] of present) {
      const input = z.object({ f: z.union([z.number(), make()]) });
      let tool;
      try {
        tool = defineTool("surface", {
          name: "surface_field",
          description: "A field.",
          input,
          run: () => [],
        });
      } catch {
        continue; // Refused for what the listing reaches: recursion, a tuple of its own, ...
      }
      const values = "sends" in expected ? [...probes, expected.sends] : probes;
      const takes = async (value: unknown) => {
        try {
          await parseToolInput(tool, { f: value });
          return true;
        } catch {
          return false;
        }
      };
      const exact = exactInputSchema(input);
      assertExact(exact, ajv);
      const strict = strictInputSchema(input);
      if (strict !== null) assertStrict(strict);
      const gemini = geminiParameters(input);
      if (gemini !== null) assertGemini(gemini);
      const read = gemini === null ? null : ajv.compile(geminiAsJsonSchema(gemini) as object);
      for (const value of values) {
        const checked = await takes(value);
        if (ajv.validate(exact, { f: value }) && !checked && !TAKES_LESS.has(name)) {
          wrong.push(`${name}: the exact listing takes ${JSON.stringify(value)}`);
        }
        const looser = TAKES_MORE.has(name) || name.startsWith("coerce.");
        if (read !== null && checked && value !== null && !read({ f: value }) && !looser) {
          wrong.push(`${name}: Gemini's refuses ${JSON.stringify(value)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it("takes every listed construct's value through the asynchronous parse too", async () => {
    for (const [name, [make, expected]] of present) {
      if (!("sends" in expected)) continue;
      const tool = defineTool("surface", {
        name: "surface_field",
        description: "A tool with one field.",
        input: z.object({ f: make() }).refine(() => Promise.resolve(true)),
        run: () => [],
      });
      await assert.doesNotReject(
        async () => await parseToolInput(tool, { f: expected.sends }),
        name,
      );
    }
  });
});
