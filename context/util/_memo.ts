// A private helper: the one way the package keeps what it computes once per
// key (a schema, a tool, a listing, a list of choices): made on first use.

/** What {@linkcode memo} keeps its values in: a Map or a WeakMap. */
export interface Cache<Key, Value> {
  get(key: Key): Value | undefined;
  set(key: Key, value: Value): unknown;
}

/** The value `make` gives for `key`: made on first use, then kept while the cache keeps it. */
export function memo<Key, Value>(
  cache: Cache<Key, Value>,
  key: Key,
  make: (key: Key) => Value,
): Value {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, value = make(key));
  return value;
}
