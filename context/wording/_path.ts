// A private helper: how a refusal or a mistake names a place in what was
// sent or answered, and how a mistake in a schema names a place in it, the
// same everywhere.

import { shortened, shownName } from "./_suggest.ts";

/** How long a path may be shown, so a refusal never echoes a long one back. */
const MAX_PATH = 120;

/** A dotted path, with each name as {@linkcode shownName} shows it, cut short. */
export function pathText(path: readonly PropertyKey[]): string {
  const text = path.map((key) => typeof key === "string" ? shownName(key) : String(key)).join(".");
  return text.length > MAX_PATH ? `${shortened(text, MAX_PATH)}…` : text;
}

/**
 * A place in a tool's schema, as a mistake in it names one to its author:
 * dotted field names, `[]` for an array's items (`owner.tags[]`), never cut.
 */
export function placeText(path: readonly string[]): string {
  return path.join(".").replaceAll(".[]", "[]");
}

/** Whether two paths lead to the same place. */
export function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
