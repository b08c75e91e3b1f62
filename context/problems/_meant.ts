// A private helper: which branch of a union a refusal speaks from, so a
// model reads about the form it meant, not the first one the union lists.
// Chosen from the problems' records, before anything is worded.

import type { Advice, Path, Problem, Wanted } from "./_problem.ts";
import { samePath } from "../wording/_path.ts";

type Branch = readonly Problem[];

/**
 * The problems a refused union is worded by, at paths inside it: those of
 * the branch whose JSON type the value has; among several (objects, mostly),
 * one problem of every choice where all of them refused the same field of
 * choices (as a discriminated union words its discriminator), the one
 * branch that took the field of choices the others refused, else the branch
 * that knows the most of the fields sent. A value of no branch's type gets
 * one problem that names every type the union takes.
 */
export function meantBranch(all: readonly Branch[], input: unknown): Branch {
  // A null branch only ever says "expected null" (null counts as left out),
  // and one with bigint choices anywhere takes nothing JSON holds: its words
  // ("must be 1") would have a model send what is refused again.
  const branches = all.filter((branch) =>
    !(isNull(branch[0]) ||
      branch.some((problem) =>
        problem.code === "invalid_value" &&
        problem.choices.every((value) => typeof value === "bigint")
      ))
  );
  // defineTool refuses a union that takes nothing but null and bigints.
  if (branches.length === 0) return all[0]!;
  const typed = branches.filter((branch) => !otherType(branch, input));
  // "5" for choices or a number: the number's advice, to send 5 itself, says more.
  const advised = branches.some(([first]) => adviceOf(first) !== undefined);
  if (typed.length === 0 || (advised && typed.every(onlyChoices))) {
    // Where a branch's problem is worded by its author, the first branch speaks.
    const named = types(branches, input);
    return named === undefined ? branches[0]! : [named];
  }
  if (typed.length === 1) return typed[0]!;
  return byChoice(typed, input) ?? byFields(typed);
}

/** Whether a branch's first problem is that of a branch of null. */
function isNull(first: Problem | undefined): boolean {
  // zod gives every branch refused a problem, and defineTool refuses a field
  // that takes only null: no problem below the root expects null.
  if (first?.path.length !== 0) return false;
  return first.code === "invalid_type" && first.expected.type === "null";
}

/** Whether a branch refused the value for its type: the wrong type, or choices of another type. */
function otherType(branch: Branch, input: unknown): boolean {
  // A branch refused for its type has that one problem.
  return branch.some((problem) =>
    problem.path.length === 0 &&
    (problem.code === "invalid_type" ||
      (problem.code === "invalid_value" &&
        problem.choices.every((value) => typeof value !== typeof input)))
  );
}

/** The package's advice on a problem it words: an author's words have none. */
function adviceOf(problem: Problem | undefined): Advice | undefined {
  return problem?.said === undefined && problem?.code === "invalid_type"
    ? problem.advice
    : undefined;
}

/**
 * Whether a branch refused only a field of choices it is. Asked where the
 * value is a text: refused at its root, and choices say so alone.
 */
function onlyChoices(branch: Branch): boolean {
  return branch[0]!.code === "invalid_value";
}

/**
 * One problem naming every form the branches take, each branch's first
 * problem being a value of the wrong type or none of its choices; none where
 * any is otherwise, or worded by its author.
 */
function types(branches: readonly Branch[], input: unknown): Problem | undefined {
  const wanted: Wanted[] = [];
  let advice: Advice | undefined;
  for (const [first] of branches) {
    if (first?.said !== undefined || first?.path.length !== 0) return undefined;
    if (first.code === "invalid_type" && first.sent !== undefined) {
      wanted.push(first.expected);
      advice ??= first.advice;
    } else if (first.code === "invalid_value" && first.sent !== undefined) {
      wanted.push({ choices: first.choices });
    } else return undefined;
  }
  return { code: "types", path: [], wanted, sent: input, advice };
}

/**
 * Where every branch but one refused a field of choices, at any depth: the
 * one that took it. Where all refused one at the top (a discriminator, most
 * often): one problem of all their choices, whose did-you-mean then finds the
 * choice meant; deeper down, the fields sent decide.
 */
function byChoice(branches: readonly Branch[], input: unknown): Branch | undefined {
  // Each field of choices some branch refused, once.
  const places: Path[] = [];
  for (const branch of branches) {
    for (const problem of branch) {
      if (
        problem.code === "invalid_value" && problem.path.length > 0 &&
        !places.some((path) => samePath(path, problem.path))
      ) places.push(problem.path);
    }
  }
  for (const path of places) {
    const refused = branches.map((branch) =>
      branch.find((problem) => problem.code === "invalid_value" && samePath(problem.path, path))
    );
    const took = branches.filter((_, i) => refused[i] === undefined);
    if (took.length === 1) return took[0];
    if (took.length > 0 || path.length > 1) continue;
    const choices = [
      ...new Set(
        refused.flatMap((problem) => problem?.code === "invalid_value" ? problem.choices : []),
      ),
    ];
    // Every branch refused one of the value's fields: it is an object.
    const sent = (input as Record<PropertyKey, unknown>)[path[0]!];
    return [{ code: "invalid_value", path, choices, sent }];
  }
  return undefined;
}

/** The branch that knows the most of the fields sent: the fewest unknown, then the fewest problems. */
function byFields(branches: readonly Branch[]): Branch {
  const unknown = (branch: Branch) =>
    branch.reduce(
      (count, problem) => count + (problem.code === "unrecognized_keys" ? problem.names.length : 0),
      0,
    );
  let best = branches[0]!;
  for (const branch of branches) {
    const fewer = unknown(branch) - unknown(best) || branch.length - best.length;
    if (fewer < 0) best = branch;
  }
  return best;
}
