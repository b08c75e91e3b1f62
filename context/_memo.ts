// A private helper: the per-schema caches of input checks, closed copies and
// listings, each computed once, when a tool is defined.

/** The value `make` gives for `key`: made on first use, then kept while the key lives. */
export function memo<Key extends object, Value>(
  cache: WeakMap<Key, Value>,
  key: Key,
  make: (key: Key) => Value,
): Value {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, value = make(key));
  return value;
}
