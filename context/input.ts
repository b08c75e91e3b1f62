/**
 * Input checks: what a model sent, checked against a tool's zod schema with
 * nulls left out and unknown fields refused at every depth, and every problem
 * turned into one `bad-arguments` refusal a model can act on.
 *
 * @module
 */

import { z } from "zod";
import type { ZodObject, ZodString } from "zod";
import { memo } from "./_memo.ts";
import { nearName, shownName } from "./_suggest.ts";
import { ToolRefusal } from "./refusal.ts";
import { field } from "./rows.ts";
import type { Tool } from "./tool.ts";

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;
type Fields = Record<string, unknown>;

/** How one tool input is checked; computed once per schema. */
export interface InputCheck {
  /**
   * The schema with every object closed to unknown fields and its nulls
   * left out, at every depth (see {@linkcode closed}).
   */
  readonly closed: Schema;
  /** The advice line: `fields`, then each field name, tab-separated. */
  readonly fields: string;
  /** Set once a parse met an asynchronous check; later parses go async at once. */
  async: boolean;
  /**
   * Parses synchronously with `closed`, compiled where zod can; set on the
   * first call (see {@linkcode compile}).
   */
  parse?: Parse;
}

type Parse = (value: unknown, context: typeof MESSAGES) => z.ZodSafeParseResult<unknown>;

const MAX_PROBLEMS = 8;
const MAX_MESSAGE = 200;
const MAX_UNKNOWN = 5;
const checks = new WeakMap<ZodObject, InputCheck>();

/**
 * Messages a model can act on where zod's are vaguer: "missing" for an absent
 * field instead of "received undefined"; for a text or a list of the wrong
 * size, how large it was and what fits, instead of only the bound. It is the
 * error map of every parse, so a message the tool author wrote on a schema or
 * a check comes first, and a host's global `z.config({ customError })` after
 * it.
 */
function betterMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return issue.expected === "nonoptional" ? "missing" : `missing, expected ${issue.expected}`;
  }
  if (issue.code === "too_big" || issue.code === "too_small") {
    const unit = SIZE_UNITS[issue.origin];
    if (unit === undefined) return undefined;
    // A length bound is always inclusive; only numbers and dates have others.
    const big = issue.code === "too_big";
    const bound = count(big ? issue.maximum : issue.minimum);
    const fits = issue.exact ? "exactly" : big ? "at most" : "at least";
    return `has ${count(lengthOf(issue.input))} ${unit}; ${fits} ${bound} ${
      big ? "fit" : "needed"
    }`;
  }
  return undefined;
}

/**
 * What every parse is given: {@linkcode betterMessage} as its error map, and
 * no JIT for zod's runtime parser, whose object fast path (zod 4.6) throws a
 * TypeError at an asynchronous transform where it means to throw its error
 * for asynchronous work, the one that sends a call to the asynchronous parse.
 * A compiled parser is not affected; it is what checks the common call.
 */
const MESSAGES: z.core.ParseContext<Issue> = {
  error: betterMessage as z.core.$ZodErrorMap,
  jitless: true,
};

const SIZE_UNITS: Readonly<Record<string, string>> = { string: "characters", array: "items" };

/** A count with thousands separators, such as 10,485,760. */
function count(value: number | bigint): string {
  return value.toLocaleString("en-US");
}

/**
 * Checks a tool's input without running the tool, for a host that runs its
 * tools another way. A field set to `null` counts as left out, and
 * `undefined` (no arguments at all) as `{}`.
 *
 * The result is synchronous for every schema without asynchronous checks, and
 * a promise for a schema with them: `await` it when your tools may have any.
 *
 * @param tool The tool whose input schema applies.
 * @param input What the model sent.
 * @returns The parsed input, with defaults and transforms applied.
 * @throws {ToolRefusal} `bad-arguments` for input that is not an object, has
 * a field the tool does not have, or a value the schema refuses. Its message
 * names every problem and its one line lists the tool's fields.
 *
 * @example Checking input for a tool
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { defineTool, parseToolInput, ToolRefusal } from "@adecore/agents/context";
 *
 * const tool = defineTool("note", {
 *   name: "note_read",
 *   description: "Reads a note.",
 *   input: z.object({ id: z.number().int(), full: z.boolean().optional() }),
 *   run: (input) => [`note\t${input.id}`],
 * });
 *
 * assert.deepEqual(parseToolInput(tool, { id: 7, full: null }), { id: 7 });
 * assert.throws(() => parseToolInput(tool, { id: 7, ful: true }), (error: unknown) => {
 *   assert.ok(error instanceof ToolRefusal);
 *   assert.equal(error.message, "unknown field ful (did you mean full?)");
 *   assert.deepEqual(error.lines, ["fields\tid\tfull"]);
 *   return true;
 * });
 * ```
 */
export function parseToolInput<Input extends ZodObject>(
  tool: Tool<Input, never>,
  input: unknown,
): z.output<Input> | Promise<z.output<Input>> {
  return checkInput(inputCheck(tool.input), input) as z.output<Input> | Promise<z.output<Input>>;
}

/** Returns how a schema's input is checked, preparing it on first use. */
export function inputCheck(schema: ZodObject): InputCheck {
  return memo(checks, schema, prepare);
}

function prepare(schema: ZodObject): InputCheck {
  return {
    closed: closed(schema),
    fields: ["fields", ...Object.keys(schema._zod.def.shape).map(field)].join("\t"),
    async: false,
  };
}

/**
 * The synchronous parse of a check, made on its first call: with zod's
 * compiled copy of `closed` (`z.compile`, zod 4.5 on), which parses the same
 * way several times faster, where zod can compile and the platform lets it
 * generate code (not on Cloudflare Workers, under a strict CSP or with
 * `z.config({ jitless: true })`). Compiling on the first call keeps defining
 * a tool as cheap as before, and a tool never called never compiles.
 */
function compile(check: InputCheck): Parse {
  let schema = check.closed;
  if (typeof z.compile === "function" && !z.config().jitless && z.util.allowsEval.value) {
    schema = z.compile(schema);
  }
  // The compiled copy's own safeParse runs the generated parser with nothing
  // in between, and zod's runtime parser with the error map only when that
  // fails. A schema of another copy of zod (a CommonJS host's) goes through
  // this copy's safeParse.
  return check.parse = schema instanceof z.ZodType
    ? schema.safeParse
    : (value, context) => z.safeParse(schema, value, context);
}

/** Checks input against a prepared check; see {@linkcode parseToolInput}. */
export function checkInput(check: InputCheck, input: unknown): unknown {
  const parse = check.parse ?? compile(check);
  try {
    if (input !== undefined && !isFields(input)) throw notFields(input, check.fields);
    const value = input ?? {};
    if (!check.async) return parsed(check, parse(value, MESSAGES));
    return z.safeParseAsync(check.closed, value, MESSAGES).then(
      (result) => parsed(check, result),
      (error: unknown) => {
        throw unreadableInput(check, input, error);
      },
    );
  } catch (error) {
    if (!check.async && isAsyncError(error)) {
      check.async = true;
      return checkInput(check, input);
    }
    throw unreadableInput(check, input, error);
  }
}

/** The parsed input, or the refusal of every problem zod found. */
function parsed(check: InputCheck, result: z.ZodSafeParseResult<unknown>): unknown {
  if (result.success) return result.data;
  throw badArguments(result.error.issues, check.fields);
}

/**
 * Decides what an error thrown while checking means. Input a host built
 * itself may hold a getter or a Proxy that throws when read: that is the
 * input's fault, so it is refused. Any other error (a refinement or a
 * transform that threw) reaches the caller unchanged. This runs on the error
 * path only.
 */
function unreadableInput(check: InputCheck, input: unknown, error: unknown): unknown {
  if (error instanceof ToolRefusal) return error;
  const where = unreadableAt(input, [], new WeakSet());
  if (where === undefined) return error;
  const what = where.length === 0 ? "the arguments" : `field ${pathText(where)}`;
  return new ToolRefusal(
    "bad-arguments",
    `${what} could not be read (a getter or a proxy threw); send plain JSON`,
    [check.fields],
  );
}

/** The path of the first value that throws when read, or undefined. */
function unreadableAt(
  value: unknown,
  path: readonly PropertyKey[],
  seen: WeakSet<object>,
): readonly PropertyKey[] | undefined {
  if (typeof value !== "object" || value === null || seen.has(value) || path.length > 64) {
    return undefined;
  }
  seen.add(value);
  let keys: string[];
  try {
    // A revoked proxy or a throwing ownKeys trap throws here.
    keys = Object.keys(value);
  } catch {
    return path;
  }
  for (const key of keys) {
    const at = [...path, key];
    let child: unknown;
    try {
      child = (value as Fields)[key];
    } catch {
      return at;
    }
    const found = unreadableAt(child, at, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A string field that may not be missing, empty or only white space, with
 * one message for all three, written for the model.
 *
 * @param message What the model reads when the field is missing or empty.
 * @returns A zod string schema; chain `.describe()` and more checks on it.
 *
 * @example A required text field
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { requiredField } from "@adecore/agents/context";
 *
 * const text = requiredField("note_write needs text");
 * assert.equal(text.parse("Buy milk"), "Buy milk");
 * assert.equal(text.safeParse("  ").error?.issues[0]?.message, "note_write needs text");
 * assert.equal(text.safeParse(undefined).error?.issues[0]?.message, "note_write needs text");
 * ```
 */
export function requiredField(message: string): ZodString {
  return z.string({ error: message }).regex(/\S/, { error: message });
}

/**
 * Measures a value for a size message, as zod hands it to a message callback
 * (`issue.input`): the characters of a string (Unicode code points), the
 * items of an array, the entries of a Map, a Set or a plain object, and 0 for
 * anything else. It never throws.
 *
 * @param value The value to measure.
 * @returns Its size, or 0.
 *
 * @example A size message that says how long the text was
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { lengthOf } from "@adecore/agents/context";
 *
 * const title = z.string().max(5, {
 *   error: (issue) => `title has ${lengthOf(issue.input)} characters, 5 fit`,
 * });
 * assert.equal(title.safeParse("Grüße!").error?.issues[0]?.message, "title has 6 characters, 5 fit");
 * assert.equal(lengthOf("👋🏽"), 2);
 * assert.equal(lengthOf(new Map([["a", 1]])), 1);
 * assert.equal(lengthOf(42), 0);
 * ```
 */
export function lengthOf(value: unknown): number {
  try {
    if (typeof value === "string") {
      let count = 0;
      for (const _ of value) count++;
      return count;
    }
    if (Array.isArray(value)) return value.length;
    if (value instanceof Map || value instanceof Set) return value.size;
    if (typeof value === "object" && value !== null) {
      const prototype = Object.getPrototypeOf(value);
      if (prototype === Object.prototype || prototype === null) return Object.keys(value).length;
    }
  } catch {
    // A hostile value (a Proxy, a throwing getter) measures 0.
  }
  return 0;
}

/**
 * Tells zod's error for an asynchronous check met in a synchronous parse. By
 * name, since a CommonJS host's schemas throw it from their own copy of zod.
 */
function isAsyncError(error: unknown): boolean {
  return (error as Error | undefined)?.constructor?.name === "$ZodAsyncError";
}

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Leaves out the fields set to null that the rule names; copies only when there is a null. */
function leaveOutNulls(value: Fields, { keys, open }: NullRule): Fields {
  for (const key in value) {
    if (value[key] !== null) continue;
    // A loop rather than Object.fromEntries, which costs several times more,
    // and models send nulls often. A field named __proto__ is spread in, since
    // assigning it would set the copy's prototype.
    let fields: Fields = {};
    for (const name in value) {
      const field = value[name];
      if (field === null && (open || keys.has(name))) continue;
      if (name === "__proto__") fields = { ...fields, [name]: field };
      else fields[name] = field;
    }
    return fields;
  }
  return value;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Which fields set to null an object leaves out: its own, or any when open. */
interface NullRule {
  readonly keys: ReadonlySet<string>;
  readonly open: boolean;
}

/**
 * A schema closed to unknown fields (the schema itself when nothing in it
 * needs closing), and the null rule that applies at its top.
 */
interface Closed {
  readonly schema: Schema;
  readonly nulls?: NullRule | undefined;
}

/** One schema for every closed object's catchall: building a schema costs zod microseconds. */
const NEVER: Schema = z.never();

const ANY_KEY: NullRule = { keys: new Set(), open: true };

/** The def keys that hold the one schema a wrapper, an array or a pipe checks. */
const CHILDREN = ["innerType", "element", "in", "out", "left", "right"] as const;

/**
 * A schema with every object closed to unknown fields (a record or a loose
 * object stays open), leaving out nulls at every depth: a copy where that
 * changes anything, else the schema itself. The listing has refused
 * recursive schemas before this runs.
 */
function closed(schema: Schema): Schema {
  const { schema: copy, nulls } = closedTop(schema);
  if (nulls === undefined) return copy;
  return z.preprocess((value) => isFields(value) ? leaveOutNulls(value, nulls) : value, copy);
}

const closings = new WeakMap<Schema, Closed>();

/**
 * Closes a schema, leaving the nulls at its own top to the caller. Only the
 * nodes with an object or a record below them are copied; a schema used in
 * several places is closed once.
 */
function closedTop(schema: Schema): Closed {
  return memo(closings, schema, closing);
}

function closing(schema: Schema): Closed {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case "object": {
      const object = def as unknown as z.core.$ZodObjectDef;
      // fromEntries defines a key named __proto__ as a field, not the prototype.
      const shape = Object.fromEntries(
        Object.entries(object.shape).map(([key, field]) => [key, closed(field)]),
      );
      const keys = new Set(Object.keys(shape));
      return {
        schema: z.core.clone(schema, {
          ...def,
          shape,
          catchall: object.catchall === undefined ? NEVER : closed(object.catchall),
          error: unknownFieldsError(keys, def.error as z.core.$ZodErrorMap | undefined),
        } as z.core.$ZodTypeDef),
        nulls: {
          keys,
          open: object.catchall !== undefined && object.catchall._zod.def.type !== "never",
        },
      };
    }
    case "record":
      return {
        schema: changed(schema, { valueType: closed(def.valueType as Schema) }),
        nulls: ANY_KEY,
      };
    case "union": {
      // A discriminated union needs its options as bare objects: the union
      // leaves out the nulls of every option's fields before it picks one.
      const options = (def.options as Schema[]).map(closedTop);
      const rules = options.flatMap((option) => option.nulls ?? []);
      return {
        schema: changed(schema, { options: options.map((option) => option.schema) }),
        nulls: rules.length === 0 ? undefined : {
          keys: new Set(rules.flatMap((rule) => [...rule.keys])),
          open: rules.some((rule) => rule.open),
        },
      };
    }
    case "lazy":
      // Not recursive (the listing refused that), so it stands for one schema.
      return closedTop((def.getter as () => Schema)());
    default:
      return {
        schema: changed(
          schema,
          Object.fromEntries(
            CHILDREN.flatMap((key) => def[key] ? [[key, closed(def[key] as Schema)]] : []),
          ),
        ),
      };
  }
}

/**
 * The schema with `changes` in its def: a copy when a change differs from
 * what the def holds (a list of options by its items), else the schema
 * itself.
 */
function changed(schema: Schema, changes: Fields): Schema {
  const def = schema._zod.def as Def;
  const same = (now: unknown, was: unknown) =>
    now === was || (Array.isArray(now) && now.every((item, i) => item === (was as unknown[])[i]));
  return Object.keys(changes).every((key) => same(changes[key], def[key]))
    ? schema
    : z.core.clone(schema, { ...def, ...changes } as z.core.$ZodTypeDef);
}

/**
 * An object's error map: unknown fields, with the near name each may have
 * meant, before the author's map, which was written for what zod reports
 * without closing the object.
 */
function unknownFieldsError(
  keys: ReadonlySet<string>,
  own: z.core.$ZodErrorMap | undefined,
): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code !== "unrecognized_keys") return own?.(issue);
    const names = issue.keys.slice(0, MAX_UNKNOWN).map((key) => nearName(key, keys));
    if (issue.keys.length > MAX_UNKNOWN) names.push(`${issue.keys.length - MAX_UNKNOWN} more`);
    return `unknown field${issue.keys.length === 1 ? "" : "s"} ${names.join(", ")}`;
  };
}

function notFields(input: unknown, fields: string): ToolRefusal {
  const sent = input === null ? "null" : Array.isArray(input) ? "an array" : `a ${typeof input}`;
  return new ToolRefusal(
    "bad-arguments",
    `the arguments must be an object of fields, not ${sent}`,
    [fields],
  );
}

function badArguments(issues: readonly Issue[], fields: string): ToolRefusal {
  const problems: string[] = [];
  collect(issues, [], problems);
  const count = problems.length;
  if (count > MAX_PROBLEMS) problems.splice(MAX_PROBLEMS, count, `${count - MAX_PROBLEMS} more`);
  return new ToolRefusal("bad-arguments", problems.join("; "), [fields]);
}

/** Collects one line per problem; a union speaks through its listed (first) branch. */
function collect(issues: readonly Issue[], prefix: readonly PropertyKey[], into: string[]): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      // The first branch that is more than a null branch's "expected null".
      const listed = issue.errors.find(([first]) =>
        first?.code !== "invalid_type" || first.expected !== "null"
      ) ?? issue.errors[0]!;
      collect(listed, path, into);
    } else {
      into.push(problem(path, issue.message));
    }
  }
}

/** The message, behind the field's path unless the field's name stands in it as a word. */
function problem(path: readonly PropertyKey[], message: string): string {
  const text = cut(message, MAX_MESSAGE);
  const name = path.at(-1);
  if (name === undefined || (typeof name === "string" && standsAsWord(text, name))) return text;
  return `${pathText(path)}: ${text}`;
}

/** A dotted path, with each name as {@linkcode shownName} shows it. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((key) => typeof key === "string" ? shownName(key) : String(key)).join(".");
}

function standsAsWord(text: string, word: string): boolean {
  if (word === "") return false;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}_]/u.test(character);
}

function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  // Cut before a surrogate pair rather than through it.
  return `${text.slice(0, length).replace(/[\ud800-\udbff]$/, "")}… (cut)`;
}
