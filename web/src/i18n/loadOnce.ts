/**
 * `load` memoised per key for the catalog loaders: the same promise each time for a key (React's
 * `use()` needs a stable promise), and a failed load forgotten, so the next render tries again.
 */
export function loadOnce<K extends string, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const loads = new Map<K, Promise<V>>();
  return (key) => {
    let value = loads.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => loads.delete(key));
      loads.set(key, value);
    }
    return value;
  };
}
