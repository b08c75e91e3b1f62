// A private helper: a definition's example inputs, checked when the tool is
// defined. An example teaches a model what to send, so each must be what the
// check takes as it is: plain JSON, no field the input lacks, nothing that
// passes only because the check is lenient (a null for a skipped field).

import type { ZodObject } from "zod";
import { inputCheckOf, inputOrRefusal } from "../check/_check.ts";
import { Refused } from "../wording/_wording.ts";
import { type NotJson, plainJson } from "../answer/_plain.ts";
import { freeze } from "../json/_nodes.ts";
import { pathText } from "../wording/_path.ts";
import type { Named } from "../util/_named.ts";

/** The most examples a tool takes: each costs tokens wherever it is listed. */
export const MAX_EXAMPLES = 5;

/** One example input, frozen at every depth. */
export type Example = Readonly<Record<string, unknown>>;

/**
 * The examples of a definition as plain JSON frozen at every depth, each
 * checked against the input; none where not given.
 *
 * @throws {Error} For what is no array of one to five objects, an example
 * the check refuses or takes only by reading a null as left out, and any
 * example of an input with asynchronous checks, named by its index.
 */
export function readExamples(
  given: unknown,
  input: ZodObject,
  tool: Named,
  at: string,
): readonly Example[] | undefined {
  if (given === undefined) return undefined;
  if (!Array.isArray(given) || given.length === 0 || given.length > MAX_EXAMPLES) {
    const what = Array.isArray(given) ? `has ${given.length}` : `is ${typeof given}`;
    throw new Error(`${at}: examples ${what}; give an array of 1 to ${MAX_EXAMPLES} inputs`);
  }
  const check = inputCheckOf(input);
  return freeze(given.map((example: unknown, index) => {
    const where = `${at}: example ${index}`;
    let copy: unknown;
    try {
      copy = plainJson(example);
    } catch (error) {
      const { path, problem, cause } = error as NotJson;
      const place = path.length === 0 ? "" : ` at ${pathText(path)}`;
      throw new Error(`${where} is no plain JSON${place}: ${problem}`, { cause });
    }
    const outcome = inputOrRefusal(check, copy, { ...tool, input });
    if (outcome instanceof Promise) {
      // Its end is of no matter now: the tool is not defined.
      outcome.catch(() => {});
      throw new Error(
        `${where}: an input with asynchronous checks takes no examples, which are checked ` +
          "when the tool is defined; leave examples out",
      );
    }
    if (outcome instanceof Refused) throw new Error(`${where}: ${outcome.message}`);
    lenient(input, copy, where);
    return copy as Example;
  }));
}

/**
 * Throws where zod's own parse refuses what the check took: the one input
 * the check takes and zod does not is a null for a field left out (the
 * check's other ways are stricter), which a model would learn to send.
 */
function lenient(input: ZodObject, example: unknown, where: string): void {
  const result = input.safeParse(example);
  if (result.success) return;
  throw new Error(
    `${where}: field ${pathText(result.error.issues[0]!.path)} holds null, which the check ` +
      "reads as left out; leave the field out of the example",
  );
}
