// A private helper: a zod parse whose outcome is the value, or the problems
// it found as records (see _problems.ts), compiled where zod can.

import { z } from "zod";
import type { Problem } from "../problems/_problem.ts";
import { describeIssue, noteProblem, type Notes, problemsOf } from "../problems/_problems.ts";
import { wordsOf } from "../wording/_wording.ts";

type Schema = z.core.$ZodType;

/** What a parse gave: the value, or the problems it found. */
export type Parsed =
  | { readonly success: true; readonly data: unknown }
  | { readonly success: false; readonly problems: readonly Problem[] };

/**
 * A parse: its outcome at once, or, where the schema's own check is
 * asynchronous, the promise of it.
 */
export type Parse = (value: unknown) => Parsed | Promise<Parsed>;

/** A parse's own context, and the records its error map made, once it made one. */
interface Parsing extends z.core.ParseContextInternal {
  notes?: Notes;
  /** Set while the parse ends the issues at its top: the record of the one being ended. */
  ending?: { problem: Problem | undefined };
}

/**
 * Each parse's own context (zod keeps a parse's cycle memo on it), a literal
 * where zod's safeParse copies one, about a twentieth of a small call here.
 * Its error map makes the record of each issue zod words itself (those of a
 * union's branches, a record's keys), and gives zod the package's words for
 * it, which only an author's `.catch()` reads: without the near names of
 * unknown fields, which only the entries a refusal shows look up. It allows asynchronous work,
 * so that zod hands an author's asynchronous check's promise back rather
 * than drop it (its rejection would meet no handler and end the host's
 * process); a schema without one still parses at once. It also keeps zod's
 * object fast path off, which throws a TypeError at an asynchronous
 * transform.
 */
function parsing(): Parsing {
  const context: Parsing = {
    error: (issue) => {
      const notes = context.notes ??= new Map();
      const { ending } = context;
      if (ending === undefined) {
        const problem = noteProblem(issue, notes);
        return problem && wordsOf(problem, "model", false);
      }
      // No one reads the words of an issue at the top: the record stands for it.
      ending.problem = describeIssue(issue, notes);
      return ending.problem && "";
    },
    // Kept on each issue: a problem tells what was sent.
    reportInput: true,
    async: true,
  };
  return context;
}

/**
 * A schema's parse, compiled where zod can: from what `copy` gives, where it
 * gives one, a schema that takes the same values and gives the same, and
 * that zod compiles better. Whatever the compiled parser rejects, zod's
 * parser checks again on `schema`, which finds every problem.
 */
export function compiledParse(schema: Schema, copy?: () => Schema | undefined): Parse {
  const parse: Parse = (value) => safeParse(schema, value);
  // Compiled or not, the parse gives the same: the tests hold on both paths.
  if (typeof z.core.compileFn !== "function" || z.config().jitless || !z.util.allowsEval.value) {
    return parse;
  }
  // Compiling either answers the same; a copy that fails is a mistake to find.
  const compiling = copy?.() ?? schema;
  let compiled: (value: unknown) => unknown;
  try {
    compiled = z.core.compileFn(compiling);
  } catch {
    // A schema zod cannot compile (a recursive one, an asynchronous transform).
    return parse;
  }
  return (value) => {
    const data = compiled(value);
    return data === z.INVALID ? parse(value) : { success: true, data };
  };
}

/**
 * zod's safeParse with the package's records of problems (see
 * {@linkcode parsing}): its outcome, or its promise where the schema's check
 * is asynchronous. Also for another copy of zod.
 */
export function safeParse(schema: Schema, value: unknown): Parsed | Promise<Parsed> {
  const context = parsing();
  const result = schema._zod.run({ value, issues: [] }, context);
  return result instanceof Promise
    ? result.then((done) => settled(done, context))
    : settled(result, context);
}

/**
 * What a parse gave: its value, or the records of its problems, without the
 * Error zod builds around its issues, whose stack trace no refusal shows.
 * zod ends each issue as its own safeParse would, asking the error map for
 * those without an author's words, whose records are kept by their index.
 */
function settled(result: z.core.ParsePayload, context: Parsing): Parsed {
  if (result.issues.length === 0) return { success: true, data: result.value };
  const config = z.core.config();
  const ending: { problem: Problem | undefined } = { problem: undefined };
  context.ending = ending;
  const own: (Problem | undefined)[] = [];
  const issues = result.issues.map((issue) => {
    ending.problem = undefined;
    const ended = z.core.util.finalizeIssue(issue, context, config);
    own.push(ending.problem);
    return ended;
  });
  return { success: false, problems: problemsOf(issues, context.notes ??= new Map(), own) };
}

/**
 * Tells zod's error for an asynchronous check met in a synchronous parse,
 * which sends the call to the asynchronous parse; an error
 * of another copy of zod (a CommonJS host's schemas) by its name.
 */
export function isAsyncError(error: unknown): boolean {
  // The name is this copy's class's too; another copy's error (the npm suite's
  // CommonJS consumer) is told by it alone.
  let async = false;
  try {
    if (error instanceof z.core.$ZodAsyncError) return true;
    async = (error as Error | undefined)?.constructor?.name === "$ZodAsyncError";
  } catch {
    // Thrown by the input: a revoked proxy, or a value whose constructor getter throws.
  }
  return async;
}
