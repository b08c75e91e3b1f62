// A private helper: the copy of a tool's schema that a call is checked
// against, with every object closed to unknown fields and the nulls of
// fields that give null no meaning left out, at every depth.

import { z } from "zod";
import type { Choice } from "../schema/_choices.ts";
import { changed, copied, freshened, withChildren } from "../schema/_copy.ts";
import { table } from "../util/_table.ts";
import type { Cache } from "../util/_memo.ts";
import { isNode, setField } from "../json/_nodes.ts";
import { learnt, meansNull } from "../schema/_learnt.ts";
import { NOT_FIELDS, PROTO_KEY } from "../problems/_problems.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Issue = z.core.$ZodRawIssue;
type Payload = z.core.ParsePayload;

/** What {@linkcode prepared} gives for an object it refused, whose issue says why. */
const REFUSED: unique symbol = Symbol("refused");

/** What a model sent as an object of fields. */
export type Fields = Record<string, unknown>;

/** Tells an object of fields: no null, no array (the test of a schema node). */
export const isFields: (value: unknown) => value is Fields = isNode;

/**
 * How an object of fields is handed to zod: which fields set to null it
 * leaves out, and whether a name it reads is one every object inherits, such
 * as `toString`. A null is left out unless its field takes null (`keep`),
 * for the fields the rule names (`keys`) and, where `rest`, any other.
 */
interface NullRule {
  readonly keys: ReadonlySet<string>;
  readonly keep: ReadonlySet<string>;
  readonly rest: boolean;
  /** Whether fields of any name are taken (a record, a catchall). */
  readonly open: boolean;
  /**
   * The closed object whose fields the rule names, which the rule reports
   * any other field of (see {@linkcode scanned}); none for a union's rule.
   */
  readonly closed: Schema | undefined;
  readonly inherited: boolean;
  /** The rule of a tool's whole input, which is worded as the arguments. */
  readonly root: boolean;
  /** Refuse an own key `__proto__` at once: a union's rule where its options loop past it (see {@linkcode Way}). */
  readonly proto: boolean;
}

/**
 * How a copy closes the objects that are a union's options. Every other
 * closed object has its unknown fields found by its own rule, in the pass
 * over the fields that looks for nulls, so zod makes no second pass; an
 * option has no rule of its own (the union's covers them all), so zod closes
 * it, for a branch that knows fewer fields than were sent to fail. zod's
 * parser reports a strict object's unknown fields (a `never` catchall) as a
 * rule does; but its compiled check of a strict object compares each key
 * sent with every field, which grows with the square of the object's width.
 * So the copy zod compiles closes a wide option with a catchall that is a
 * schema, which compiles to one set look-up per key; that loop passes over a
 * key `__proto__`, which the union's rule refuses instead. The compiled copy
 * only answers calls it takes: whatever it rejects goes to zod's parser on
 * the worded copy, which words every problem.
 */
interface Way {
  /** The catchall that closes an option of `width` fields. */
  readonly option: (width: number) => Schema;
  /** The copies made so far, so that a schema used in several places is closed once. */
  readonly cache: Cache<Schema, Closed>;
}

/**
 * A schema closed to unknown fields (the schema itself when nothing in it
 * needs closing), and the null rule that applies at its top.
 */
interface Closed {
  readonly schema: Schema;
  /** The rule, but whether it is the input's own: {@linkcode closed} says that, last. */
  readonly nulls?: Omit<NullRule, "root"> | undefined;
}

/** zod's strict catchall, one for every object: building a schema costs zod microseconds. */
const NEVER: Schema = z.never();

/** A catchall that takes no value and is not `never`: zod compiles it to a set look-up per key. */
const REJECTED: Schema = z.pipe(NEVER, NEVER);

/** The most fields of an option whose compiled check compares each key with every field. */
const NARROW = 32;

const WORDED: Way = Object.freeze({ option: () => NEVER, cache: new WeakMap() });

/** The plain schema of each JSON type a union of one type may have. */
const TYPES: Readonly<Record<"string" | "number" | "boolean", Schema>> = {
  string: z.string(),
  number: z.number(),
  boolean: z.boolean(),
};

const NONE: ReadonlySet<string> = new Set();

/** The names a rule keeps the nulls of: most rules keep none, and share one empty set. */
function kept(names: readonly string[]): ReadonlySet<string> {
  return names.length === 0 ? NONE : new Set(names);
}

/**
 * What zod is handed for an object of fields, having reported the fields a
 * closed object does not name (see {@linkcode scanned}). zod reads a field
 * the model left out from the object's prototype (`toString`, or a name
 * other code added to `Object.prototype`) and counts inherited names as
 * sent, so where that could happen it gets a copy of the object's own fields
 * without a prototype; else the object itself, or a copy only to leave out a
 * null. The common object (plain, of a closed object whose names none
 * inherits, with `Object.prototype` as it comes) takes the short way.
 */
function prepared(value: unknown, rule: NullRule, issues: Issue[]): unknown {
  if (!isFields(value)) return value;
  if (rule.proto && Object.hasOwn(value, "__proto__")) {
    // Any issue sends the call to the worded copy, which words it.
    issues.push({ code: "custom", params: PROTO_KEY, input: value });
    return REFUSED;
  }
  // The short way: uncommon and ownFields give the same for the common object.
  if (
    rule.open || rule.inherited || Object.getPrototypeOf(value) !== Object.prototype || polluted()
  ) return uncommon(value, rule, issues);
  // A plain object, not one without a prototype, which V8 reads several times slower.
  return scanned(value, rule, issues) ? ownFields(value, rule, {}) : value;
}

/**
 * Whether the object's own fields hold a null the rule leaves out, having
 * reported the fields a closed object does not name as zod reports those of
 * a strict one, for the object's error map to word: in one issue that lets
 * the object's fields and checks be checked too, and that an intersection
 * reconciles with its other side. Found in this one pass over the fields,
 * they cost zod's parser no second.
 */
function scanned(value: Fields, rule: NullRule, issues: Issue[]): boolean {
  let unknown: string[] | undefined;
  let nulls = false;
  // Own names only: each caller hands an object whose prototype has nothing enumerable.
  for (const key in value) {
    if (rule.closed !== undefined && !rule.keys.has(key)) (unknown ??= []).push(key);
    else if (value[key] === null && leftOut(rule, key)) nulls = true;
  }
  if (unknown !== undefined) {
    // zod reads continue only for checks of the schema that made the issue; kept as zod writes it.
    // Stryker disable BooleanLiteral: equivalent, see above
    issues.push({
      code: "unrecognized_keys",
      keys: unknown,
      input: value,
      inst: rule.closed!,
      continue: true,
    });
    // Stryker restore BooleanLiteral
  }
  return nulls;
}

/** Whether the rule counts a field of this name set to null as left out. */
function leftOut({ keys, keep, rest }: NullRule, name: string): boolean {
  return (rest || keys.has(name)) && !keep.has(name);
}

/**
 * {@linkcode prepared} for any other object. Objects no JSON parser makes (a
 * promise, a Map, a class instance) are refused, and so is a key `__proto__`
 * where any key is taken: zod drops it unchecked, and no object a tool gets
 * can carry it. What a refused value becomes is never read; a promise would
 * be awaited.
 */
function uncommon(value: Fields, rule: NullRule, issues: Issue[]): unknown {
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    if (rule.root) issues.push({ code: "custom", params: NOT_FIELDS, input: value });
    else issues.push({ code: "invalid_type", expected: "object", input: value });
    return REFUSED;
  }
  if (rule.open && Object.hasOwn(value, "__proto__")) {
    issues.push({ code: "custom", params: PROTO_KEY, input: value });
    return REFUSED;
  }
  // An object without a prototype copied again into one gives the same.
  if (prototype !== null && (rule.inherited || polluted())) {
    const copy = ownFields(value, rule, Object.create(null));
    scanned(copy, rule, issues);
    return copy;
  }
  return scanned(value, rule, issues) ? ownFields(value, rule, {}) : value;
}

/** Whether other code has given `Object.prototype` a name that every `for...in` meets. */
function polluted(): boolean {
  for (const _ in Object.prototype) return true;
  return false;
}

/**
 * The object's own fields copied into `fields`, leaving out the nulls the
 * rule names. A field named __proto__ is defined, since assigning it would
 * set a plain object's prototype. A loop rather than Object.fromEntries,
 * which costs several times more, and models send nulls often.
 */
function ownFields(value: Fields, rule: NullRule, fields: Fields): Fields {
  for (const name of Object.keys(value)) {
    const field = value[name];
    // zod reads a field named __proto__ and makes its own object for the tool.
    if (field !== null || !leftOut(rule, name)) setField(fields, name, field);
  }
  return fields;
}

/** Whether reading a name from an object that lacks it gives what `Object.prototype` has. */
function inheritedName(name: unknown): boolean {
  // Counting every name inherited only takes the slower way, which gives the same.
  return typeof name === "string" && name in Object.prototype;
}

/**
 * A schema with every object closed to unknown fields (a record or a loose
 * object stays open), leaving out at every depth the nulls of fields that
 * give null no meaning: a copy where that changes anything, else the schema
 * itself. The listing has refused recursive schemas before this runs.
 */
export function closed(schema: Schema, root: boolean, way: Way = WORDED): Schema {
  const { schema: copy, nulls } = closedTop(schema, way);
  if (nulls === undefined) return copy;
  // Every rule has the same fields in the same order, root last: the one
  // parse of them all reads them fastest.
  return layered(copy, { ...nulls, root });
}

/** What a layer's codec takes in: anything, or, around an optional field, also nothing. */
const ANY: Schema = z.unknown();
const ANY_OR_NONE: Schema = z.optional(ANY);
/** A layer is never encoded: its way back gives the value as it is. */
const AS_IS = (value: unknown): unknown => value;

/**
 * The copy under the layer that leaves out its nulls and finds its unknown
 * fields (see {@linkcode prepared}): a codec, one schema where a preprocess
 * is two, whose transform zod's compiler runs before it checks the copy.
 * zod's parser runs it as one call before the copy's own parse, which goes
 * on past unknown fields and makes no payload on every object of a call.
 */
function layered(copy: Schema, rule: NullRule): Schema {
  // What zod's compiled parse makes of the layer decides only how fast a call
  // is: whatever it rejects, zod's parser checks again through run below.
  const layer = new z.core.$ZodCodec({
    type: "pipe",
    // A field left out stays left out: the layer is optional where its copy is.
    in: copy._zod.optin === "optional" ? ANY_OR_NONE : ANY,
    out: copy,
    transform: (value: unknown, payload: Payload) => prepared(value, rule, payload.issues),
    reverseTransform: AS_IS,
  });
  const run = (payload: Payload, context: z.core.ParseContextInternal) => {
    // A value refused is the mark, which a readonly wrapper freezes instead of the host's input.
    payload.value = prepared(payload.value, rule, payload.issues);
    return payload.value === REFUSED ? payload : copy._zod.run(payload, context);
  };
  // The one place the package assigns zod's internals: no schema of zod's API
  // runs a function before its inner parse without a payload or a closure on
  // every object of every call, and none goes on past an issue of its own.
  layer._zod.run = layer._zod.parse = run;
  return layer;
}

/**
 * The copy of a tool's input that zod compiles: it takes exactly the calls
 * {@linkcode closed} takes and gives the same, in time linear in their
 * width (see {@linkcode Way}). Made once, when the tool is first called;
 * none where it would be the worded copy again (no union has an option past
 * {@linkcode NARROW} fields), so that a tool keeps one copy.
 */
// The compiled copy takes and gives what the worded copy does, which the
// suites hold on every path; whether it is made, and which options it
// closes with which catchall, changes only the time a call takes, which
// bench/wide.ts measures (a union's option of 10,000 fields).
// Stryker disable all
export function compiledCopy(schema: Schema): Schema | undefined {
  let wide = false;
  const copy = closed(schema, true, {
    option: (width) => width > NARROW ? (wide = true, REJECTED) : NEVER,
    cache: new Map(),
  });
  return wide ? copy : undefined;
}
// Stryker restore all

/**
 * Closes a schema, leaving the nulls at its own top to the caller. Only the
 * nodes with an object or a record below them are copied; a schema used in
 * several places is closed once. What closing leaves as it is, and has no
 * rule for, is not kept: walked again where it is met again, it costs no
 * memory for as long as the tool lives.
 */
function closedTop(schema: Schema, way: Way): Closed {
  const known = way.cache.get(schema);
  if (known !== undefined) return known;
  const done = closing(schema, way);
  // A record kept or not for what closing left alone costs memory only, never an answer.
  if (done.schema !== schema || done.nulls !== undefined) way.cache.set(schema, done);
  return done;
}

function closing(schema: Schema, way: Way): Closed {
  const def = schema._zod.def as Def;
  const close = CLOSING[def.type];
  if (close !== undefined) return close(schema, def, way);
  return { schema: withChildren(schema, (child) => closed(child, false, way)) };
}

/** How a schema of one type is closed, where its children are not merely closed in turn. */
type Closing = (schema: Schema, def: Def, way: Way) => Closed;

const fresh: Closing = (schema, def, way) => ({
  schema: freshened(schema, closed(def.innerType as Schema, false, way)),
});

/**
 * An optional or nullable object its rule alone closes has the layer around
 * the wrapper, which it passes nothing and null through: no copy of either.
 */
const around: Closing = (schema, def, way) => {
  const inner = closedTop(def.innerType as Schema, way);
  if (inner.schema === def.innerType && inner.nulls !== undefined) {
    return { schema: layered(schema, { ...inner.nulls, root: false }) };
  }
  return { schema: withChildren(schema, (child) => closed(child, false, way)) };
};

const CLOSING: Readonly<Record<string, Closing | undefined>> = /* @__PURE__ */ table({
  object: closedObject,
  record: (schema: Schema, def: Def, way: Way): Closed => {
    // A record keyed by choices reads each choice, as an object its fields.
    const choices = (def.keyType as Schema)._zod.values;
    return {
      schema: changed(schema, { valueType: closed(def.valueType as Schema, false, way) }),
      nulls: {
        keys: NONE,
        keep: NONE,
        rest: !meansNull(def.valueType as Schema),
        open: true,
        closed: undefined,
        inherited: choices !== undefined && [...choices].some(inheritedName),
        // Its rule refuses an own __proto__ as the open rule does: the same words either way.
        proto: false,
      },
    };
  },
  union: closedUnion,
  optional: around,
  nullable: around,
  default: fresh,
  prefault: fresh,
  catch: fresh,
});

/** An object closed by its rule, which leaves out its nulls and finds its unknown fields. */
function closedObject(schema: Schema, def: Def, way: Way): Closed {
  const object = def as unknown as z.core.$ZodObjectDef;
  // fromEntries defines a key named __proto__ as a field, not the prototype.
  const shape = Object.fromEntries(
    Object.entries(object.shape).map(([key, field]) => [key, closed(field, false, way)]),
  );
  const keys = new Set(Object.keys(shape));
  const open = object.catchall !== undefined && object.catchall._zod.def.type !== "never";
  const catchall = open ? closed(object.catchall!, false, way) : undefined;
  // The object itself where only its rule closes it: no field nor catchall
  // changed, and no error map of its author's, which would word the unknown
  // fields. A strict object is closed the same way, by its rule (see Way).
  const same = def.error === undefined && catchall === object.catchall &&
    Object.keys(shape).every((key) => shape[key] === object.shape[key]);
  const copy = same ? schema : copied(schema, {
    shape,
    catchall,
    error: unknownFieldsOwn(def.error as z.core.$ZodErrorMap | undefined),
  });
  return {
    schema: copy,
    nulls: {
      keys,
      keep: kept([...keys].filter((key) => meansNull(object.shape[key]!))),
      rest: open && !meansNull(object.catchall!),
      open,
      closed: open ? undefined : copy,
      inherited: [...keys].some(inheritedName),
      proto: false,
    },
  };
}

/**
 * A union of choices is one field of choices: refused with every choice.
 * One of choices and texts: a value of another type is refused as by a text
 * field. Any other union's rule is that of all its options.
 */
function closedUnion(schema: Schema, def: Def, way: Way): Closed {
  const { one } = learnt(schema);
  if (one?.choices) {
    return {
      schema: z.literal(one.choices as Choice[], { error: def.error as z.core.$ZodErrorMap }),
    };
  }
  if (one !== undefined) return { schema: z.pipe(TYPES[one.type], schema) };
  // A discriminated union needs its options as bare objects: the union
  // leaves out the nulls of every option's fields before it picks one,
  // and keeps those of a field any option gives null a meaning.
  // An object closed by its rule is closed to unknown fields by zod
  // here, where its own rule does not run, so that a branch that knows
  // fewer fields than were sent fails.
  const options = (def.options as Schema[]).map((option) => {
    const closing = closedTop(option, way);
    const object = closing.nulls?.closed;
    return object === undefined ? closing : {
      schema: copied(object, { catchall: way.option(closing.nulls!.keys.size) }),
      nulls: closing.nulls,
    };
  });
  const rules = options.flatMap((option) => option.nulls ?? []);
  // No rule and one of no names read the same: a short way.
  return {
    schema: changed(schema, { options: options.map((option) => option.schema) }),
    nulls: rules.length === 0 ? undefined : {
      keys: new Set(rules.flatMap((rule) => [...rule.keys])),
      keep: kept(rules.flatMap((rule) => [...rule.keep])),
      rest: rules.some((rule) => rule.rest),
      open: rules.some((rule) => rule.open),
      closed: undefined,
      inherited: rules.some((rule) => rule.inherited),
      proto: options.some((option) => (option.schema._zod.def as Def).catchall === REJECTED),
    },
  };
}

/**
 * A closed object's error map: its author's, which was written for what zod
 * reports without closing the object, for all but the unknown fields the
 * copy finds, which the package words with the names the object takes.
 */
function unknownFieldsOwn(own: z.core.$ZodErrorMap | undefined): z.core.$ZodErrorMap | undefined {
  return own && ((issue) => issue.code === "unrecognized_keys" ? undefined : own(issue));
}
