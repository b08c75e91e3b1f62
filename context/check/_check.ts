// A private helper: how a tool's input is checked. Each schema is prepared
// once, when its tool is defined, and closed and compiled on its first call;
// every call then takes one parse.

import type { z } from "zod";
import type { ZodObject } from "zod";
import { closed, compiledCopy, isFields } from "./_closed.ts";
import { handled, waits } from "./_handled.ts";
import { madeTool } from "../definition/_made.ts";
import { memo } from "../util/_memo.ts";
import { type Named, named } from "../util/_named.ts";
import { fault, intersectionsOf } from "../schema/_walk.ts";
import { holdsProxy, plainCopy, unreadable, unreadableInput } from "./_unreadable.ts";
import { compiledParse, isAsyncError, type Parse, type Parsed, safeParse } from "./_parse.ts";
import { notFields } from "../problems/_problems.ts";
import { refusalOf, Refused } from "../wording/_wording.ts";
import type { ArgumentsOptions, ArgumentsRewrite } from "../arguments/_options.ts";
import { NotRead, readArguments } from "../arguments/_reading.ts";
import { fixedInput, type Fixing } from "../arguments/_coercion.ts";
import { ToolRefusal } from "../refusal.ts";
import { field } from "../rows.ts";

type Schema = z.core.$ZodType;

/** How one tool input is checked; computed once per schema. */
export interface InputCheck {
  /** The tool's own input, from which the copies zod parses are made. */
  readonly input: Schema;
  /** The advice line: `fields`, then each field name, tab-separated. */
  readonly fields: string;
  /**
   * The schema with every object closed to unknown fields and its nulls
   * left out, at every depth; set on the first call (see
   * {@linkcode compile}), as the two below are.
   */
  closed?: Schema;
  /** Whether an author's function in the schema is an async one: then every call waits. */
  async?: boolean;
  /** Parses with `closed`: compiled where zod can, in zod's parser (see {@linkcode waiting}) where the check is async. */
  parse?: Parse;
}

const checks = new WeakMap<ZodObject, InputCheck>();

/** Returns how a schema's input is checked, preparing it on first use. */
export function inputCheckOf(schema: ZodObject): InputCheck {
  return memo(checks, schema, prepare);
}

/**
 * The check of a tool's input, once the tool is known to be one defineTool
 * made: one that merely looks like one skips every check of its schemas.
 *
 * @throws {Error} For a tool defineTool did not make: a mistake in code.
 */
export function inputCheckOfMade(tool: Checked): InputCheck {
  madeTool(tool);
  return inputCheckOf(tool.input);
}

function prepare(schema: ZodObject): InputCheck {
  return {
    input: schema,
    fields: ["fields", ...Object.keys(schema._zod.def.shape).map(field)].join("\t"),
  };
}

/**
 * The closed copy and the parse of a check, made on its first
 * call: a tool never called costs neither the copy nor its compiling. The
 * copy's author functions hand their promises a handler (see `handled`).
 * The parse is zod's compiled parser (`z.core.compileFn`) of a copy of
 * `closed` (see `compiledCopy`), several times faster, where zod can compile
 * and the platform lets it generate code (not on Cloudflare Workers, under a
 * strict CSP or with `z.config({ jitless: true })`).
 */
function compile(check: InputCheck): Parse {
  const own = handled(check.input);
  const copy = check.closed = closed(own, true);
  check.async = waits(own);
  if (check.async) return check.parse = waiting(copy);
  // Either copy gives the same (see compiledCopy): the compiled one only spares time.
  return check.parse = compiledParse(copy, () => compiledCopy(own));
}

/**
 * Checks input against a prepared check: the parsed input, or a promise of
 * it for a schema with asynchronous checks.
 *
 * @throws {ToolRefusal} `bad-arguments` for input the check refuses.
 */
export function checkInput(check: InputCheck, input: unknown, tool: Checked): unknown {
  return refusing(inputOrRefusal(check, input, tool));
}

/**
 * What a check gave, with a refusal thrown as a `ToolRefusal`: the parsed
 * input, or a promise of it.
 */
export function refusing(outcome: unknown): unknown {
  return outcome instanceof Promise ? outcome.then(refuse) : refuse(outcome);
}

/**
 * {@linkcode inputOrRefusal} of a call's arguments as the text a model wrote,
 * read first (see {@linkcode readArguments}): text the reading refuses is a
 * refusal of bad arguments; what it read is checked as {@linkcode callOrRefusal}
 * checks it, coercing unless `options.coerce` is false.
 *
 * @throws {Error} For text that is no string: a mistake in the host's code.
 */
export function argumentsOrRefusal(
  check: InputCheck,
  text: unknown,
  tool: Checked,
  options: ArgumentsOptions | undefined,
): unknown {
  if (typeof text !== "string") {
    throw new Error(
      `${named(tool)}: the arguments text is ${typeof text}, not a string; ` +
        "hand arguments parsed already to parseToolInput or registry.run",
    );
  }
  const read = readArguments(text);
  if (read instanceof NotRead) return new Refused(read.message, [check.fields]);
  return callOrRefusal(check, read.value, tool, options, read.rewrites, true);
}

/**
 * {@linkcode inputOrRefusal} with a call's options: lossless coercion where
 * `options.coerce` asks for it (by default where `coerce` is true), field
 * names read by case and separators where `options.rename` does, and
 * `options.onRead` told what was rewritten, coerced and renamed, when
 * anything was and the call passed.
 */
export function callOrRefusal(
  check: InputCheck,
  input: unknown,
  tool: Checked,
  options: ArgumentsOptions | undefined,
  rewrites: readonly ArgumentsRewrite[] = [],
  coerce = false,
): unknown {
  const fixing: Fixing = {
    coerce: options?.coerce ?? coerce,
    rename: options?.rename ?? false,
    coerced: [],
    renamed: [],
  };
  // Nothing asked for, nothing to put right: a shortcut past looking for it.
  const asked = fixing.coerce || fixing.rename ? fixing : undefined;
  const outcome = inputOrRefusal(check, input, tool, asked);
  const onRead = options?.onRead;
  if (onRead === undefined) return outcome;
  const { coerced, renamed } = fixing;
  const told = (checked: unknown) => {
    if (!(checked instanceof Refused) && rewrites.length + coerced.length + renamed.length > 0) {
      onRead({ rewrites, coerced, renamed });
    }
    return checked;
  };
  return outcome instanceof Promise ? outcome.then(told) : told(outcome);
}

/**
 * {@linkcode checkInput}, giving the refusal of bad arguments as a
 * {@linkcode Refused} rather than throwing it; what input that cannot be
 * read, and a mistake in the schema, throw as they do there.
 */
export function inputOrRefusal(
  check: InputCheck,
  input: unknown,
  tool: Checked,
  fixing?: Fixing,
): unknown {
  const parse = check.parse ?? compile(check);
  return parsedBy(parse, check.async!, check, input, tool, fixing);
}

/** The parse of `copy` in zod's parser, which waits for any promise an author's function gives. */
function waiting(copy: Schema): Parse {
  return (value) => safeParse(copy, value);
}

/**
 * {@linkcode inputOrRefusal} with `parse`; where `wait`, the call
 * answers with a promise whatever it finds. A call whose compiled parse
 * meets a promise that an author's plain function gave waits for it: that
 * call alone, since the function may give a promise for one value and not
 * for another.
 */
function parsedBy(
  parse: Parse,
  wait: boolean,
  check: InputCheck,
  input: unknown,
  tool: Checked,
  fixing: Fixing | undefined,
): unknown {
  try {
    // isFields throws for a revoked proxy, and zod's wording may read the input.
    if (input !== undefined && !isFields(input)) {
      return refusalOf([notFields(input)], check.fields);
    }
    const sent = input ?? {};
    const first = parse(sent);
    // Where nothing is asked for, retried finds nothing to put right: a shortcut.
    const result = fixing === undefined || (!(first instanceof Promise) && first.success)
      ? first
      : first instanceof Promise
      ? first.then((first) => retried(first, sent, fixing, parse))
      : retried(first, sent, fixing, parse);
    if (!wait && !(result instanceof Promise)) return parsed(check, result);
    return Promise.resolve(result)
      .then((result) => parsed(check, result))
      .then(undefined, (error: unknown) => {
        throw mistake(tool, unreadableInput(check.fields, input, error));
      });
  } catch (error) {
    if (!wait && isAsyncError(error)) {
      // zod's compiled parser met a promise of the schema's own; a getter of
      // host-built input that throws zod's error is no reason to wait.
      if (metAsync(check, input)) {
        return parsedBy(waiting(check.closed!), true, check, input, tool, fixing);
      }
      const decided = unreadableInput(check.fields, input, error);
      // metAsync is false only for input unreadableInput refuses: a guard that
      // zod's error never reaches the host.
      throw decided === error ? unreadable(check.fields, []) : decided;
    }
    const thrown = mistake(tool, unreadableInput(check.fields, input, error));
    // A call that waits answers with a promise, whatever it finds.
    if (wait) return Promise.reject(thrown);
    throw thrown;
  }
}

/**
 * A refused call parsed again with what `fixing` asks to put right (see
 * {@linkcode fixedInput}), where there is anything: what that parse gives
 * when it passes, with what was put right pushed to `fixing`, else the first
 * refusal as it was, which words what was sent. A second round puts right
 * what the first made checkable: the value of a field it renamed.
 */
function retried(
  result: Parsed,
  sent: unknown,
  fixing: Fixing,
  parse: Parse,
): Parsed | Promise<Parsed> {
  const fixes: Fixing = { ...fixing, coerced: [], renamed: [] };
  const round = (last: Parsed, input: unknown, rounds: number): Parsed | Promise<Parsed> => {
    if (last.success) {
      fixing.coerced.push(...fixes.coerced);
      fixing.renamed.push(...fixes.renamed);
      return last;
    }
    // A guard: each round leaves fewer values it could put right, so the
    // rounds end by themselves; two are all a rename and its coercion take.
    const fixed = rounds === 0 ? undefined : fixedInput(input, last.problems, fixes);
    if (fixed === undefined) return result;
    const again = parse(fixed);
    // Stryker disable ArithmeticOperator: equivalent, as above
    return again instanceof Promise
      ? again.then((again) => round(again, fixed, rounds - 1))
      : round(again, fixed, rounds - 1);
    // Stryker restore ArithmeticOperator
  };
  return round(result, sent, 2);
}

/** The tool whose input is checked, to name it in a mistake of its schema. */
export interface Checked extends Named {
  readonly input: ZodObject;
}

/**
 * What an error thrown while checking becomes: zod's plain error for the
 * two sides of an intersection giving values it cannot merge (a mistake in
 * the schema that defineTool could not see) named with the tool and the
 * field; anything else as it is.
 */
function mistake(tool: Checked, error: unknown): unknown {
  let inside: unknown;
  try {
    // zod's message is exactly this; a read of no match throws into the catch below.
    const found = /^Unmergable intersection\. Error path: (\[.*\])$/.exec((error as Error).message);
    if (found === null) return error;
    inside = JSON.parse(found[1]!);
  } catch {
    // A thrown value whose message getter throws is no error of zod's.
    return error;
  }
  const places = intersectionsOf(tool.input);
  const field = [...(places.length === 1 ? places[0]! : []), ...(inside as string[])];
  return new Error(
    `${named(tool)}: ${
      fault(field.map(String), "gets two values from the sides of an intersection").message
    }, which zod cannot merge (a transform or a default on one side only); write the field once`,
    { cause: error },
  );
}

/**
 * Throws a refusal as a `ToolRefusal`; any other outcome is the parsed
 * input. The refusal is made without a stack trace: its frames would show
 * only the package's own check, and capturing them is most of what making
 * the `Error` costs on Node and Bun (on Deno it costs the same either way).
 * A runtime whose `Error.stackTraceLimit` cannot be set keeps its frames.
 */
export function refuse(outcome: unknown): unknown {
  if (!(outcome instanceof Refused)) return outcome;
  const limit: unknown = Reflect.get(Error, "stackTraceLimit");
  Reflect.set(Error, "stackTraceLimit", 0);
  let refusal: ToolRefusal;
  try {
    refusal = new ToolRefusal("bad-arguments", outcome.message, outcome.lines);
  } finally {
    Reflect.set(Error, "stackTraceLimit", limit);
  }
  throw refusal;
}

/**
 * The parsed input, or the refusal of every problem zod found. Parsed input
 * with a `then` function would be taken for a promise by every `await` and
 * every promise it resolves, so it is refused: JSON holds no functions. The
 * parsed input is an object zod made, or what an author's `.overwrite()`
 * gave, never a refusal.
 */
function parsed(check: InputCheck, result: Parsed): unknown {
  if (!result.success) return refusalOf(result.problems, check.fields);
  if (typeof (result.data as { then?: unknown } | undefined)?.then === "function") {
    return refusalOf([{ code: "then", path: [] }], check.fields);
  }
  return result.data;
}

/**
 * Whether the schema itself does asynchronous work: the input is plain
 * data, or a plain copy of it, which no proxy can make throw, meets zod's
 * error too. A getter anywhere may have thrown it, and is refused.
 */
function metAsync(check: InputCheck, input: unknown): boolean {
  const copy = plainCopy(input ?? {});
  if (copy === undefined) return false;
  // Plain data cannot have thrown it: no getter, and no proxy, which cloning tells.
  if (!holdsProxy(input)) return true;
  let result: Parsed | Promise<Parsed>;
  // Plain data whose parse throws met no asynchronous check.
  try {
    result = safeParse(check.closed!, copy);
  } catch {
    return false;
  }
  if (!(result instanceof Promise)) return false;
  // Thrown away: the call is parsed again. Its rejection must meet a handler.
  result.then(undefined, () => {});
  return true;
}
