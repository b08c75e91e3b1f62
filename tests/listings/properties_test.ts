// Property tests of the three listings over generated schemas of every kind
// the listings write, seeded so every run tries the same cases: the exact
// listing takes a value exactly when the check does; a call shaped for strict
// mode that its listing takes passes the check; the Gemini listing takes
// every value the check takes.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import { defineTool, parseToolInput, ToolRefusal } from "@adecore/agents/context";
import { exactInputSchema, geminiParameters, strictInputSchema } from "@adecore/agents/listings";
import {
  assertExact,
  assertGemini,
  assertStrict,
  geminiAsJsonSchema,
  jsonSchemaValidator,
} from "../dialects.ts";

const SEED = 20261201;
const tally = { exact: 0, taken: 0, strict: 0, strictTaken: 0, gemini: 0 };
after(() => {
  console.log(
    `listing properties: ${tally.exact} values against the exact listing (${tally.taken} taken), ` +
      `${tally.strict} strict-shaped calls (${tally.strictTaken} taken), ` +
      `${tally.gemini} taken values against the Gemini listing`,
  );
});

/** A generated schema and values of its shape, some of which the check refuses. */
/**
 * How a client sends a call: any way, as strict mode does (every field, null
 * for the skipped ones), or as Gemini does (a skipped field left out, null
 * only where the field takes it).
 */
type Sent = "any" | "strict" | "gemini";

interface Kind {
  readonly schema: z.ZodType;
  /** Values of the schema's shape, as `sent`. */
  readonly values: (sent: Sent) => fc.Arbitrary<unknown>;
  /** Takes null as a value of its own (a preprocess that reads it). */
  readonly nulled?: boolean;
  /** Has a field somewhere that takes null and may be left out with another result. */
  readonly nullApart?: boolean | undefined;
  /** Holds a check no listing writes out (a refinement), so listings may take more. */
  readonly refined: boolean;
  /** Holds bounds, patterns or formats, which the strict listing leaves out. */
  readonly bounded: boolean;
}

/** A value of another type, or null: what a model sends by mistake. */
const wrong = fc.constantFrom<unknown>("x", "", 0, 1, -2.5, true, false, null, [], {}, ["x"], {
  a: 1,
});

const ascii = (constraints: fc.StringConstraints = {}) =>
  fc.string({ maxLength: 6, ...constraints });

/** A leaf: values it takes, values near them it may refuse, and now and then a wrong one. */
function leaf(
  schema: z.ZodType,
  valid: fc.Arbitrary<unknown>,
  near: fc.Arbitrary<unknown> = valid,
  flags: Partial<Pick<Kind, "refined" | "bounded" | "nulled">> = {},
): Kind {
  const values = fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 2, arbitrary: near },
    { weight: 1, arbitrary: wrong },
  );
  const taken = valid.filter((value) => value !== null);
  return {
    schema,
    values: (sent) => sent === "gemini" ? taken : values,
    refined: false,
    bounded: false,
    ...flags,
  };
}

const small = fc.integer({ min: -20, max: 20 });
const bounded = { bounded: true };

const leaves: fc.Arbitrary<Kind> = fc.oneof(
  fc.constant(leaf(z.string(), ascii())),
  fc.constant(
    leaf(z.string().min(2).max(4), ascii({ minLength: 2, maxLength: 4 }), ascii(), bounded),
  ),
  fc.constant(
    leaf(
      z.string().regex(/^[a-c]+$/),
      fc.stringMatching(/^[a-c]{1,4}$/),
      ascii({ unit: fc.constantFrom("a", "b", "d") }),
      bounded,
    ),
  ),
  fc.constant(
    leaf(
      z.email(),
      fc.constantFrom("a@b.co", "x.y@z.org"),
      fc.constantFrom("a@b", "@b.co", "a b@c.de"),
      bounded,
    ),
  ),
  fc.constant(
    leaf(
      z.templateLiteral(["id-", z.int()]),
      small.map((n) => `id-${n}`),
      fc.constantFrom("id-x", "id-"),
      bounded,
    ),
  ),
  fc.constant(leaf(z.number(), fc.double({ min: -1e9, max: 1e9, noNaN: true }))),
  fc.constant(
    leaf(
      z.number().gt(0).max(10),
      fc.double({ min: 0.1, max: 10 }),
      fc.constantFrom(0, 10.5, -1),
      bounded,
    ),
  ),
  fc.constant(leaf(z.int(), small, fc.double({ min: -10, max: 10, noNaN: true }))),
  fc.constant(leaf(z.int().multipleOf(3), small.map((n) => n * 3), small, bounded)),
  fc.constant(leaf(z.boolean(), fc.boolean())),
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((
    choices,
  ) => leaf(z.enum(choices as [string, ...string[]]), fc.constantFrom(...choices), ascii())),
  fc.uniqueArray(small, { minLength: 1, maxLength: 3 }).map((choices) =>
    leaf(z.literal(choices as [number, ...number[]]), fc.constantFrom(...choices), small)
  ),
  fc.constantFrom([true], [false]).map((choices) =>
    leaf(z.literal(choices), fc.constant(choices[0]), fc.boolean())
  ),
  // Unions of choices, which every listing shows as one field of choices.
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 4 }).map((
    choices,
  ) =>
    leaf(
      z.union([z.literal(choices[0]!), z.enum(choices.slice(1) as [string, ...string[]])]),
      fc.constantFrom(...choices),
      ascii(),
    )
  ),
  fc.uniqueArray(small, { minLength: 2, maxLength: 4 }).map((choices) =>
    leaf(
      z.union(choices.map((choice) => z.literal(choice)) as [z.ZodLiteral<number>]),
      fc.constantFrom(...choices),
      small,
    )
  ),
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((
    choices,
  ) => leaf(z.union([...choices.map((choice) => z.literal(choice)), z.string()]), ascii())),
  fc.constant(leaf(z.string().transform((text) => text.length), ascii())),
  // A preprocess that gives null a meaning: the field takes null.
  fc.constant(
    leaf(
      z.preprocess((value) => (value === null ? "cleared" : value), z.string()),
      fc.oneof(ascii(), fc.constant(null)),
      ascii(),
      { nulled: true },
    ),
  ),
  fc.constant(
    leaf(z.string().refine((text) => text !== "x", "not x"), fc.constant("y"), fc.constant("x"), {
      refined: true,
    }),
  ),
);

const fieldName = fc.stringMatching(/^[a-e][a-z0-9_]{0,3}$/);

type Modifier = "none" | "optional" | "default" | "nullable" | "nullish";

/** An object of generated fields, closed, loose or with a catchall. */
function object(depth: number): fc.Arbitrary<Kind> {
  const field = fc.tuple(
    kind(depth),
    fc.constantFrom<Modifier>("none", "optional", "default", "nullable", "nullish"),
  );
  return fc.tuple(
    fc.uniqueArray(fc.tuple(fieldName, field), { maxLength: 4, selector: ([key]) => key }),
    fc.constantFrom("closed", "closed", "closed", "loose", "catchall"),
    leaves,
  ).chain(([fields, mode, extra]) =>
    fc.tuple(...fields.map(([, [item]]) => item.values("any"))).map((defaults) => {
      const shape: Record<string, z.ZodType> = {};
      const skippable: string[] = [];
      fields.forEach(([key, [item, modifier]], i) => {
        const schema = item.schema as z.ZodType<unknown>;
        if (modifier !== "none" && modifier !== "nullable") skippable.push(key);
        shape[key] = modifier === "optional"
          ? schema.optional()
          : modifier === "default"
          ? schema.default(defaults[i])
          : modifier === "nullable"
          ? schema.nullable()
          : modifier === "nullish"
          ? schema.nullish()
          : schema;
      });
      const schema = mode === "loose"
        ? z.looseObject(shape)
        : mode === "catchall"
        ? z.object(shape).catchall(extra.schema)
        : z.object(shape);
      const values = (how: Sent) => {
        const entries = fields.map(([key, [item, modifier]]) => {
          const value = item.values(how);
          const skippable = modifier !== "none" && modifier !== "nullable";
          const nulled = modifier === "nullable" || modifier === "nullish";
          // Strict mode sends every field, null for the skipped ones.
          const sent = how === "strict"
            ? fc.oneof(
              { weight: skippable ? 2 : 8, arbitrary: value },
              { weight: 1, arbitrary: fc.constant(null) },
            )
            : how === "gemini"
            ? fc.oneof(
              { weight: 8, arbitrary: value },
              { weight: nulled ? 1 : 0, arbitrary: fc.constant(null) },
              { weight: skippable ? 1 : 0, arbitrary: fc.constant(undefined) },
            )
            : fc.oneof(
              { weight: 8, arbitrary: value },
              { weight: 1, arbitrary: fc.constant(null) },
              { weight: 1, arbitrary: fc.constant(undefined) },
            );
          return fc.tuple(fc.constant(key), sent);
        });
        return fc.tuple(
          fc.tuple(...entries),
          // Now and then a field the object does not name.
          fc.oneof(
            { weight: 8, arbitrary: fc.constant(null) },
            {
              weight: 1,
              arbitrary: fc.tuple(
                fc.constantFrom("zz", "b", "extra"),
                how === "gemini" ? extra.values(how) : fc.oneof(extra.values(how), wrong),
              ),
            },
          ),
        ).map(([sent, stray]) => {
          const value: Record<string, unknown> = {};
          for (const [key, item] of sent) if (item !== undefined) value[key] = item;
          if (stray !== null && !Object.hasOwn(shape, stray[0])) value[stray[0]] = stray[1];
          return value;
        });
      };
      const all = [...fields.map(([, [item]]) => item), ...(mode === "catchall" ? [extra] : [])];
      return {
        schema,
        values,
        nullApart: fields.some(([, [item, modifier]], i) =>
          modifier === "nullish" || item.nullApart ||
          (item.nulled &&
            (modifier === "optional" || (modifier === "default" && defaults[i] !== null)))
        ),
        refined: all.some((item) => item.refined),
        bounded: all.some((item) => item.bounded),
      } satisfies Kind;
    })
  );
}

const kind: fc.Memo<Kind> = fc.memo((depth) => {
  if (depth <= 1) return leaves;
  return fc.oneof(
    { weight: 4, arbitrary: leaves },
    kind(depth - 1).map((item) => ({
      ...item,
      nulled: false,
      schema: z.array(item.schema),
      values: (sent: Sent) =>
        fc.oneof(
          { weight: 8, arbitrary: fc.array(item.values(sent), { maxLength: 3 }) },
          { weight: sent === "gemini" ? 0 : 1, arbitrary: wrong },
        ),
    })),
    kind(depth - 1).map((item) => ({
      ...item,
      nulled: false,
      schema: z.array(item.schema).min(1).max(2),
      values: (sent: Sent) =>
        fc.oneof(
          { weight: 4, arbitrary: fc.array(item.values(sent), { minLength: 1, maxLength: 2 }) },
          { weight: 1, arbitrary: fc.array(item.values(sent), { maxLength: 3 }) },
        ),
      bounded: true,
    })),
    kind(depth - 1).map((item) => ({
      ...item,
      nulled: false,
      schema: z.record(z.string(), item.schema),
      values: (sent: Sent) =>
        fc.dictionary(
          fieldName,
          sent === "gemini" ? item.values(sent) : fc.oneof(item.values(sent), fc.constant(null)),
          { maxKeys: 3 },
        ),
    })),
    fc.tuple(kind(depth - 1), fc.boolean()).map(([item, partial]) => ({
      ...item,
      // A key a partial record leaves out gives nothing, and null a value.
      nullApart: item.nullApart || (partial && item.nulled),
      nulled: false,
      schema: (partial ? z.partialRecord : z.record)(z.enum(["a", "b"]), item.schema),
      // A key the record does not take, sent as null, is left out by the
      // check and refused by the listing: the one place the exact listing
      // takes less (README, "Listings"), so such a key is sent with a value.
      values: (sent: Sent) =>
        fc.record({
          a: sent === "gemini" ? item.values(sent) : fc.oneof(item.values(sent), fc.constant(null)),
          b: sent === "gemini" ? item.values(sent) : fc.oneof(item.values(sent), fc.constant(null)),
          c: item.values(sent).filter((value) => value !== null),
        }, { requiredKeys: [] }).map((record) =>
          // A key of no choice, now and then.
          Object.hasOwn(record, "c") && record.a !== undefined ? record : (delete record.c, record)
        ),
    })),
    fc.tuple(kind(depth - 1), kind(depth - 1), fc.boolean()).map(([first, second, xor]) => ({
      schema: (xor ? z.xor : z.union)([first.schema, second.schema]),
      values: (sent: Sent) => fc.oneof(first.values(sent), second.values(sent)),
      nulled: first.nulled === true || second.nulled === true,
      nullApart: first.nullApart || second.nullApart,
      refined: first.refined || second.refined,
      // Strict mode has no oneOf: a z.xor() is listed as any of its branches.
      bounded: first.bounded || second.bounded || xor,
    })),
    object(depth - 1),
  );
});

/** What the check answers: true when it takes the value. */
function takes(tool: Parameters<typeof parseToolInput>[0], value: unknown): boolean {
  try {
    parseToolInput(tool, value);
    return true;
  } catch (error) {
    if (!(error instanceof ToolRefusal)) throw error;
    return false;
  }
}

function toolOf(input: z.ZodObject) {
  return defineTool("gen", {
    name: "gen_tool",
    description: "A generated tool.",
    input,
    run: () => [],
  });
}

const inputs = object(3).filter((top) => top.schema instanceof z.ZodObject);

describe("exactInputSchema, for generated schemas", () => {
  const ajv = jsonSchemaValidator();

  it("takes a value exactly when the check does, or, with refinements, whatever the check takes", () => {
    fc.assert(
      fc.property(
        inputs.chain((top) =>
          fc.tuple(fc.constant(top), fc.array(top.values("any"), { minLength: 4, maxLength: 8 }))
        ),
        ([top, values]) => {
          const input = top.schema as z.ZodObject;
          const tool = toolOf(input);
          const listing = exactInputSchema(input);
          assertExact(listing, ajv);
          const validate = ajv.compile(listing);
          for (const value of values) {
            tally.exact++;
            const checked = takes(tool, value);
            if (checked) tally.taken++;
            const listed = validate(value);
            if (top.refined && !checked) continue;
            assert.equal(
              listed,
              checked,
              `${JSON.stringify(value)}: the check ${checked ? "takes" : "refuses"} it; ` +
                ajv.errorsText(validate.errors),
            );
          }
        },
      ),
      { seed: SEED, numRuns: 250 },
    );
  });
});

describe("strictInputSchema, for generated schemas", () => {
  const ajv = jsonSchemaValidator();

  it("is null only for fields of any name or skipped apart from null, and every strict-shaped call it takes passes the check", () => {
    fc.assert(
      fc.property(
        inputs.chain((top) =>
          fc.tuple(fc.constant(top), fc.array(top.values("strict"), { minLength: 4, maxLength: 8 }))
        ),
        ([top, calls]) => {
          const input = top.schema as z.ZodObject;
          const listing = strictInputSchema(input);
          const exact = JSON.stringify(exactInputSchema(input));
          // Open objects show as additionalProperties other than false.
          const open = /"additionalProperties":(?!false)/.test(exact);
          assert.equal(listing === null, open || top.nullApart === true, exact);
          if (listing === null) return;
          assertStrict(listing);
          const validate = ajv.compile(listing);
          const tool = toolOf(input);
          for (const call of calls) {
            tally.strict++;
            if (!validate(call)) continue;
            tally.strictTaken++;
            if (top.bounded || top.refined) continue;
            assert.ok(takes(tool, call), `${JSON.stringify(call)} is taken by the listing only`);
          }
        },
      ),
      { seed: SEED, numRuns: 250 },
    );
  });
});

describe("geminiParameters, for generated schemas", () => {
  const ajv = jsonSchemaValidator();

  it("takes every Gemini-shaped value the check takes, read as JSON Schema", () => {
    fc.assert(
      fc.property(
        inputs.chain((top) =>
          fc.tuple(fc.constant(top), fc.array(top.values("gemini"), { minLength: 4, maxLength: 8 }))
        ),
        ([top, values]) => {
          const input = top.schema as z.ZodObject;
          const listing = geminiParameters(input);
          if (listing === null) return;
          assertGemini(listing);
          const validate = ajv.compile(geminiAsJsonSchema(listing) as object);
          const tool = toolOf(input);
          for (const value of values) {
            if (!takes(tool, value)) continue;
            tally.gemini++;
            // Gemini leaves a skipped field out, and sends null where a field takes it.
            assert.ok(
              validate(value),
              `${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`,
            );
          }
        },
      ),
      { seed: SEED, numRuns: 250 },
    );
  });
});
