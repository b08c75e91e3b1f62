// A private helper: which branch of a union a refusal speaks from, so a
// model reads about the form it meant, not the first one the union lists.

import type { z } from "zod";
import { chosen } from "./_words.ts";

type Issue = z.core.$ZodIssue;
type Union = z.core.$ZodIssueInvalidUnion & { readonly input?: unknown };

/**
 * The problems a refused union is worded by, at its path: those of the
 * branch whose JSON type the value has; among several (objects, mostly),
 * one problem of every choice where all of them refused the same field of
 * choices (as a discriminated union words its discriminator), the one
 * branch that took the field of choices the others refused, else the branch
 * that knows the most of the fields sent. A value of no branch's type gets
 * one problem that names every type the union takes.
 */
export function meantBranch(union: Union): readonly Issue[] {
  // A null branch only ever says "expected null" (null counts as left out),
  // and one with bigint choices anywhere takes nothing JSON holds: its words
  // ("must be 1") would have a model send what is refused again.
  const branches = union.errors.filter((branch) =>
    !(isNull(branch[0]) ||
      branch.some((issue) =>
        issue.code === "invalid_value" && issue.values.every((value) => typeof value === "bigint")
      ))
  );
  // defineTool refuses a union that takes nothing but null and bigints.
  // Stryker disable next-line ConditionalExpression: a fallback no tool reaches
  if (branches.length === 0) return union.errors[0]!;
  const typed = branches.filter((branch) => !otherType(branch, union.input));
  // "5" for choices or a number: the number's advice, to send 5 itself, says more.
  // Stryker disable next-line OptionalChaining,StringLiteral: zod gives every branch refused a problem
  const advised = branches.some(([first]) => ADVICE.test(first?.message ?? ""));
  if (typed.length === 0 || (advised && typed.every(onlyChoices))) {
    // Where a branch words its type in an author's message, the first branch speaks.
    const named = types(branches, union.input);
    return named === undefined ? branches[0]! : [named];
  }
  if (typed.length === 1) return typed[0]!;
  return byChoice(typed, union.input) ?? byFields(typed);
}

/** Whether a branch's first problem is that of a branch of null. */
function isNull(first: Issue | undefined): boolean {
  // zod gives every branch refused a problem, and defineTool refuses a field
  // that takes only null: no problem below the root expects null.
  // Stryker disable next-line ConditionalExpression,OptionalChaining,EqualityOperator: equivalent, see above
  if (first?.path.length !== 0) return false;
  // Only a problem of the wrong type expects a type.
  return (first as { expected?: unknown }).expected === "null";
}

/** Whether a branch refused the value for its type: the wrong type, or choices of another type. */
function otherType(branch: readonly Issue[], input: unknown): boolean {
  // A branch refused for its type has that one problem.
  // Stryker disable next-line MethodExpression: equivalent, see above
  return branch.some((issue) =>
    issue.path.length === 0 &&
    (issue.code === "invalid_type" ||
      (issue.code === "invalid_value" &&
        issue.values.every((value) => typeof value !== typeof input)))
  );
}

/** The package's advice for a value sent in the wrong form, such as a number in quotes. */
// Stryker disable next-line Regex: .* reaches the end either way
const ADVICE = /; send .*$/;

/**
 * Whether a branch refused only a field of choices it is. Asked where the
 * value is a text: refused at its root, and choices say so alone.
 */
function onlyChoices(branch: readonly Issue[]): boolean {
  return branch[0]!.code === "invalid_value";
}

/** One problem naming every type the branches take, from the package's own words for each. */
function types(branches: readonly (readonly Issue[])[], input: unknown): Issue | undefined {
  const wanted: string[] = [];
  let sent: string | undefined;
  let advice = "";
  for (const [first] of branches) {
    // Stryker disable next-line OptionalChaining,StringLiteral: as in meantBranch
    const words = first?.message ?? "";
    advice ||= ADVICE.exec(words)?.[0] ?? "";
    // Stryker disable next-line ArrayDeclaration: no match leaves type undefined either way
    const [, type, was] = /^must be (.+?), not (.+?)(?:; send .*)?$/.exec(words) ?? [];
    if (type === undefined) return undefined;
    if (!wanted.includes(type)) wanted.push(type);
    sent ??= was;
  }
  const message = `must be ${wanted.join(" or ")}, not ${sent}${advice}`;
  return { code: "invalid_type", expected: "never", path: [], message, input } as Issue;
}

/**
 * Where every branch but one refused a field of choices, at any depth: the
 * one that took it. Where all refused one at the top (a discriminator, most
 * often): one problem of all their choices, whose did-you-mean then finds the
 * choice meant; deeper down, the fields sent decide.
 */
function byChoice(
  branches: readonly (readonly Issue[])[],
  input: unknown,
): readonly Issue[] | undefined {
  // Each field of choices some branch refused, by its path.
  const places = new Map<string, readonly PropertyKey[]>();
  for (const branch of branches) {
    for (const issue of branch) {
      // A place no branch refused as choices would be passed over below.
      // Stryker disable next-line ConditionalExpression: equivalent, see above
      if (issue.code === "invalid_value" && issue.path.length > 0) {
        places.set(JSON.stringify(issue.path), issue.path);
      }
    }
  }
  for (const [place, path] of places) {
    const refused = branches.map((branch) =>
      branch.find((issue) => issue.code === "invalid_value" && JSON.stringify(issue.path) === place)
    );
    const took = branches.filter((_, i) => refused[i] === undefined);
    if (took.length === 1) return took[0];
    if (took.length > 0 || path.length > 1) continue;
    const values = [
      ...new Set(refused.flatMap((issue) => (issue as { values: unknown[] }).values)),
    ];
    // Every branch refused one of the value's fields: it is an object.
    const value = (input as Record<PropertyKey, unknown>)[path[0]!];
    return [
      {
        code: "invalid_value",
        path,
        values,
        message: chosen(values, value),
        input: value,
      } as Issue,
    ];
  }
  return undefined;
}

/** The branch that knows the most of the fields sent: the fewest unknown, then the fewest problems. */
function byFields(branches: readonly (readonly Issue[])[]): readonly Issue[] {
  const unknown = (branch: readonly Issue[]) =>
    branch.reduce(
      (count, issue) => count + (issue.code === "unrecognized_keys" ? issue.keys.length : 0),
      0,
    );
  let best = branches[0]!;
  for (const branch of branches) {
    const fewer = unknown(branch) - unknown(best) || branch.length - best.length;
    if (fewer < 0) best = branch;
  }
  return best;
}
