// A private helper: a tool's output schema, checked when the tool is defined
// (JSON values a listing can show, and nothing else), and the check of what
// its run answers, prepared once and compiled on its first call.

import { z } from "zod";
import type { ZodObject } from "zod";
import {
  compiledParse,
  isAsyncError,
  type Parse,
  type Parsed,
  safeParse,
} from "../check/_parse.ts";
import { fresh, freshened, withChildren } from "../schema/_copy.ts";
import { handled, waits } from "../check/_handled.ts";
import { memo } from "../util/_memo.ts";
import { NO_JSON } from "../schema/_no_json.ts";
import { type Named, named } from "../util/_named.ts";
import { NotJson, plainJson, tidyJson, UNREAD } from "./_plain.ts";
import { pathText } from "../wording/_path.ts";
import { table } from "../util/_table.ts";
import { problemsText } from "../wording/_wording.ts";
import { notPlainAt } from "../check/_unreadable.ts";
import { checkSchema, fault, OUTPUT } from "../schema/_walk.ts";
import { eachChild, isSchema } from "../schema/_children.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** How one output schema checks an answer; computed once per schema. */
export interface AnswerCheck {
  /** The schema with every default new for each parse, and free-form values that may be left out. */
  readonly schema: Schema;
  /**
   * What makes a parsed answer plain JSON: in place where zod made all of
   * it, a copy where a free-form value may hold the tool's own objects.
   */
  readonly plain: (value: unknown) => unknown;
  /** Whether an author's function in the schema is an async one: then every answer waits. */
  readonly async: boolean;
  /** The synchronous parse, compiled where zod can; set on the first call. */
  parse?: Parse;
}

/** What an answer cannot hold, or a listing cannot show, beside the types no JSON value passes. */
const UNANSWERED: Readonly<Record<string, string | undefined>> = /* @__PURE__ */ table({
  transform: "is a transform, whose answer no listing can show; answer the value itself",
  pipe: "has a transform or a pipe, whose answer no listing can show; answer the value itself",
  promise: "is z.promise(), which JSON cannot hold; answer the value itself",
  custom: "is z.custom() or z.instanceof(), which no listing can show; answer a JSON value",
  success: "is z.success(), whose answer no listing can show; answer a z.boolean()",
});

const checks = new WeakMap<ZodObject, AnswerCheck>();

/**
 * Returns how an output schema checks an answer, preparing it on first use.
 *
 * @throws {Error} For an output that is no zod object, or holds what JSON
 * cannot carry or a listing cannot show, naming the field.
 */
export function answerCheckOf(output: ZodObject): AnswerCheck {
  return memo(checks, output, prepare);
}

function prepare(output: ZodObject): AnswerCheck {
  if ((output as { _zod?: { def?: { type?: unknown } } })?._zod?.def?.type !== "object") {
    throw new Error("the output is not a zod object; write it as z.object({ ... })");
  }
  checkSchema(output, OUTPUT);
  const freeForm = jsonOnly(output, []);
  return {
    schema: answered(handled(output)),
    plain: freeForm ? plainJson : tidyJson,
    async: waits(output),
  };
}

/**
 * Throws for what an answer cannot hold or a listing cannot show, anywhere
 * in the output; else tells whether it holds a free-form value.
 */
function jsonOnly(schema: Schema, path: readonly string[]): boolean {
  const def = schema._zod.def as Def;
  const instead = NO_JSON[def.type]?.answer;
  const problem = UNANSWERED[def.type] ??
    (instead && `is z.${def.type}(), which JSON cannot hold; ${instead}`) ?? unlisted(schema, def);
  if (problem !== undefined) throw fault(path, problem, OUTPUT);
  let freeForm = def.type === "any" || def.type === "unknown";
  if (FALLBACKS.has(def.type)) fitting(def, path);
  eachChild(schema, (child, step) => {
    freeForm = jsonOnly(child, step === undefined ? path : [...path, step]) || freeForm;
  });
  return freeForm;
}

/** What a listing of an answer cannot show of a schema JSON can hold, or undefined. */
function unlisted(schema: Schema, def: Def): string | undefined {
  // Wrappers have values too (an optional's hold undefined): only the choices' count.
  const values = def.type === "literal" || def.type === "enum" ? schema._zod.values : undefined;
  if (values !== undefined && [...values].some((value) => !isJsonValue(value))) {
    return `is a z.${def.type}() of a value JSON cannot hold; answer a string, a finite number ` +
      "or a boolean";
  }
  const checks = (def.checks ?? []) as z.core.$ZodCheck[];
  if (checks.some((check) => check._zod.def.check === "overwrite")) {
    return "changes the value it has checked (a trim, a change of case, an .overwrite()), " +
      "which no listing can show; answer the value as it should be";
  }
  if (def.type === "record" && def.mode === "loose") {
    return "is a z.looseRecord(), whose other keys pass unchecked; answer a z.record()";
  }
  if (def.type === "intersection") {
    const plain = (side: unknown) =>
      (side as Schema)._zod.def.type === "object" &&
      (side as { _zod: { def: Def } })._zod.def.catchall === undefined;
    if (!plain(def.left) || !plain(def.right)) {
      return "is an intersection of other than two plain z.object()s, which no listing of an " +
        "answer can show; write it as one z.object(), or .extend() one";
    }
  }
  const items = def.type === "array"
    ? [def.element]
    : def.type === "tuple"
    ? [...(def.items as unknown[]), def.rest]
    : undefined;
  if (items?.some((item) => isSchema(item) && item._zod.optout === "optional")) {
    return "holds items that may be undefined, which JSON writes as null; make them .nullable()";
  }
  // A record of an enum's keys lists every key; JSON leaves an undefined value out.
  // Only an object has a catchall.
  const held = def.type === "record" ? def.valueType : def.catchall;
  if (isSchema(held) && held._zod.optout === "optional") {
    return "holds values that may be undefined, which JSON leaves out; make them .nullable()";
  }
  return undefined;
}

/** Whether a value of a literal or an enum is one JSON holds as it is. */
function isJsonValue(value: unknown): boolean {
  // Number.isFinite takes numbers alone.
  return value === null || typeof value === "string" || typeof value === "boolean" ||
    Number.isFinite(value);
}

/** The schemas that give a value of their own: a default, a prefault, a catch. */
const FALLBACKS: ReadonlySet<string> = new Set(["default", "prefault", "catch"]);

/**
 * Throws for a default, a prefault or a caught value its own schema, read
 * as an answer is (free-form values as JSON), refuses: a client would refuse
 * the answer. A value made by a function is tried once, here; one that
 * throws or needs asynchronous checks is left to the calls, where the check
 * parses every such value too.
 */
function fitting(def: Def, path: readonly string[]): void {
  let fits = true;
  try {
    const value = def.type === "catch"
      ? (def.catchValue as (context: unknown) => unknown)({
        value: undefined,
        input: undefined,
        issues: [],
        error: { issues: [] },
      })
      : def.defaultValue;
    // An undefined default gives a field nothing: JSON leaves it out, and no
    // listing says so. JSON cannot write it, which writable tells.
    const result = z.safeParse(answered(def.innerType as Schema), value);
    fits = result.success && writable(result.data);
  } catch {
    // Left to the calls: fits is still true.
  }
  if (!fits) {
    const what = def.type === "catch"
      ? "catches with a value its own schema refuses; catch with one that fits"
      : `has a ${def.type} its own schema refuses; give it one that fits`;
    throw fault(path, what, OUTPUT);
  }
}

/** Whether JSON writes a value as it is, with nothing left out or changed but -0 and undefined keys. */
function writable(value: unknown): boolean {
  try {
    plainJson(value);
  } catch {
    return false;
  }
  return true;
}

/** Whether an answer may leave out a field of this schema, as its check reads it. */
export function mayBeAbsent(schema: Schema): boolean {
  return answered(schema)._zod.optout === "optional";
}

const copies = new WeakMap<Schema, Schema>();

/**
 * The schema an answer is parsed with: every default and caught value new
 * for each parse, at every depth, and a free-form value one that may be left
 * out, with every check its author wrote. The schema itself where that
 * changes nothing. What JSON cannot write is found after the parse, by
 * {@linkcode plainJson}.
 */
function answered(schema: Schema): Schema {
  return memo(copies, schema, answering);
}

function answering(schema: Schema): Schema {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case "any":
    case "unknown":
      // Either may be left out, as JSON may leave out a value; a value there
      // meets the author's checks.
      return z.optional(schema as z.ZodType);
    case "default":
    // A prefault left to zod (whose prefault parses its value), or one taken
    // as a catch is (whose value the pipe parses), gives the same answer.
    case "prefault": {
      // zod hands a default on unparsed; as a prefault it goes through the
      // schema like any answer: checked, its unknown keys left out, its own
      // defaults filled.
      const inner = answered(def.innerType as Schema);
      return z.prefault(inner as z.ZodType, () => fresh(def.defaultValue) as never);
    }
    case "catch": {
      // A caught value, which zod hands on unparsed, goes through the schema too.
      const inner = answered(def.innerType as Schema);
      return z.pipe(freshened(schema, inner) as z.ZodType, inner as z.ZodType);
    }
    default:
      return withChildren(schema, answered);
  }
}

/**
 * The answer as the output schema parses it (defaults filled, unknown keys
 * left out), made plain JSON, or a promise of it for an output with
 * asynchronous checks.
 *
 * @throws {Error} For an answer the output refuses, what JSON cannot write,
 * or what could not be read: a mistake in the tool's code, named with the
 * tool, in under 2,000 characters. An error the author's own check threw on
 * plain data is thrown as it is.
 */
export function checkAnswer(check: AnswerCheck, answer: unknown, tool: Named): unknown {
  // Knowing that an output waits only spares a synchronous try.
  if (!check.async) {
    const parse = check.parse ??= compiledParse(check.schema);
    let result: ReturnType<Parse>;
    try {
      result = parse(answer);
    } catch (error) {
      if (!isAsyncError(error)) throw unreadAnswer(tool, answer, error);
      // zod's error for asynchronous work: the output's own checks, or a
      // getter of an answer that is no plain data, which zod's parser meets again.
      return later(check, answer, tool);
    }
    if (!(result instanceof Promise)) return parsed(check, result, tool);
    // zod's parser handed back the promise of the output's asynchronous check.
    return settled(check, result, answer, tool);
  }
  return later(check, answer, tool);
}

/** The asynchronous parse of an answer: a promise, which a check that throws rejects too. */
function later(check: AnswerCheck, answer: unknown, tool: Named): Promise<unknown> {
  let result: ReturnType<Parse>;
  try {
    result = safeParse(check.schema, answer);
  } catch (error) {
    return Promise.reject(unreadAnswer(tool, answer, error));
  }
  return settled(check, Promise.resolve(result), answer, tool);
}

function settled(
  check: AnswerCheck,
  result: Promise<Parsed>,
  answer: unknown,
  tool: Named,
): Promise<unknown> {
  return result.then((result) => parsed(check, result, tool), (error) => {
    throw unreadAnswer(tool, answer, error);
  });
}

/**
 * What an error thrown while an answer was checked means: a mistake naming
 * what could not be read, where the answer is no plain data (a getter, a
 * Proxy, a class instance); else the error as it is, which the author's own
 * check threw. (zod never walks a free-form value, and an output nests no
 * deeper than its schema, so no stack runs out in zod's parse.)
 */
function unreadAnswer(tool: Named, answer: unknown, error: unknown): unknown {
  const at = notPlainAt(answer);
  return at === undefined ? error : answerFault(tool, new NotJson(at, UNREAD), error);
}

/** What the message of a wrong answer says after the problems. */
const RETURN = "; return what the output declares";

function parsed(check: AnswerCheck, result: Parsed, tool: Named): unknown {
  if (result.success) {
    try {
      return check.plain(result.data);
    } catch (fault) {
      throw answerFault(tool, fault as NotJson);
    }
  }
  const start = `${named(tool)}: run answered what its output does not take: `;
  const room = 1_990 - start.length - RETURN.length;
  throw new Error(start + problemsText(result.problems, room, "author") + RETURN);
}

/** The mistake of an answer JSON cannot write, or that could not be read, at its place. */
function answerFault(tool: Named, fault: NotJson, cause = fault.cause): Error {
  const where = fault.path.length === 0 ? "" : ` at ${pathText(fault.path)}`;
  const message = fault.problem === UNREAD
    ? `${named(tool)}: what run answered could not be read${where} ` +
      "(a getter or a proxy threw); return plain data"
    : `${named(tool)}: run answered what JSON cannot write${where}: ${fault.problem}; ` +
      "return plain JSON";
  return cause === undefined ? new Error(message) : new Error(message, { cause });
}
