// A private helper: what defineTool checks of a tool that asks approval.
// Its input must give one canonical value per call, so nothing in it may
// make what JSON cannot write (a transform's result, a date, a bigint);
// it takes a dry run; and it changes something.

import type { z, ZodObject } from "zod";
import { eachChild, ITEM } from "../schema/_children.ts";

type Schema = z.core.$ZodType;

/** The types whose parsed value has no one JSON text, with what to take instead. */
const UNBOUND: Readonly<Record<string, string>> = Object.freeze({
  transform: "take the value as sent, and transform it in run",
  date: "take it as z.iso.datetime()",
  bigint: "take it as z.int()",
});

/**
 * A definition's approval, checked: `true`, the author's function, or
 * undefined for a tool that asks none.
 *
 * @throws {Error} For an approval that is no boolean or function, a tool
 * that is read-only, has no optional boolean `dry_run`, or takes a field
 * whose parsed value JSON cannot write.
 */
export function readApproval<F>(
  approval: boolean | F | undefined,
  input: ZodObject,
  annotations: { readonly readOnly: boolean },
  at: string,
): true | F | undefined {
  if (approval === undefined || approval === false) return undefined;
  if (approval !== true && typeof approval !== "function") {
    throw new Error(
      `${at}: approval is ${typeof approval}; give true, or a function of the input and the call ` +
        "that answers whether this call needs one",
    );
  }
  if (annotations.readOnly) {
    throw new Error(
      `${at}: a read-only tool changes nothing, so it asks no approval; leave out readOnly or approval`,
    );
  }
  const dryRun = (input.shape as Record<string, Schema | undefined>).dry_run?._zod.def as
    | (z.core.$ZodTypeDef & { innerType?: Schema })
    | undefined;
  if (dryRun?.type !== "optional" || dryRun.innerType?._zod.def.type !== "boolean") {
    throw new Error(
      `${at}: a tool that asks approval takes dry_run as z.boolean().optional(): its dry run ` +
        "writes nothing and makes the preview a person approves",
    );
  }
  unbound(input, "", new Set(), at);
  return approval as true | F;
}

/** Throws for the first field whose parsed value JSON cannot write, named by its path. */
function unbound(schema: Schema, path: string, seen: Set<Schema>, at: string): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const instead = UNBOUND[schema._zod.def.type];
  if (instead !== undefined) {
    throw new Error(
      `${at}: approval binds the checked input, and ${path} is z.${schema._zod.def.type}(), ` +
        `whose value has no one JSON text; ${instead}`,
    );
  }
  eachChild(schema, (child, step) => {
    const next = step === undefined
      ? path
      : path === "" || step === ITEM
      ? path + step
      : `${path}.${step}`;
    unbound(child, next, seen, at);
  });
}
