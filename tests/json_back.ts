// What JSON.parse(JSON.stringify(value)) gives, worked out without
// JSON.parse: the V8 of Deno 2.9.6 can misread an escaped key once it has
// read another at the same place in an earlier object (after {"":1,"\\":2},
// {"":1,"\"":2} comes back with the key \), which made a property test fail
// now and then. Node 20 reads both right.

/** The value JSON would give back: undefined fields gone, -0 as 0, holes and undefined items as null. */
export function jsonBack(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== "object" || value === null) {
    return typeof value === "function" || typeof value === "symbol" ? undefined : value;
  }
  if (Array.isArray(value)) return Array.from(value, (item) => jsonBack(item) ?? null);
  const back: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const read = jsonBack(field);
    // defineProperty: a field named __proto__ stays a field, as JSON.parse makes it.
    if (read !== undefined) {
      Object.defineProperty(back, name, {
        value: read,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return back;
}
