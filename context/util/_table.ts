// A private helper: the package's tables of words and names. Each is looked
// up by a name that may come from outside (a host's own string format, a
// type an author's check names), so no table has a prototype: "toString"
// or "constructor" finds nothing, as any name the table does not hold. Each
// call is marked pure, so that a bundle that never reads a table leaves it out.

/** A frozen table of `entries` without a prototype: only its own names find a value. */
export function table<Entries extends object>(entries: Entries): Readonly<Entries> {
  return Object.freeze(Object.assign(Object.create(null) as Entries, entries));
}
