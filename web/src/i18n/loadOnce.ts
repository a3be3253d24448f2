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

/**
 * `language`'s catalog among an area's, found by its file name: `files` is the area's
 * `import.meta.glob('./messages/<area>/*.json', { import: 'default' })`, each file a chunk of its
 * own, loaded on demand. A new language's `<code>.json` is found without a line of code
 * (README "Adding a language"); web/test/allCatalogs.test.ts holds every area to every language.
 */
export function catalogOf<C>(files: Record<string, () => Promise<C>>, language: string): Promise<C> {
  for (const path in files) if (path.endsWith(`/${language}.json`)) return files[path]!();
  return Promise.reject(new Error(`No catalog ${language}.json among ${Object.keys(files).join(', ')}`));
}
