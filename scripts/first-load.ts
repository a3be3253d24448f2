// The home route's first load, per language, against its budget of 150 kB of gzipped JavaScript
// (docs/decisions/004 and 007): what web/dist/index.html loads (its entry script and the chunks it
// preloads), plus the home page's route chunk and the chunks it imports statically, plus the
// language's app catalog chunk for French and Spanish (English is in the entry). Everything else
// (the footer, the consent banner, Apollo, the home sections, the map) loads after the first paint
// and is listed apart, so a piece that slips into the first load shows up here.
//
// Usage: npm run build -w web && npm run bench:first-load   (exit code 1 when over budget)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_PAGE = 'src/routes/home/HomePage.tsx';
const LANGUAGES = ['en', 'fr', 'es'] as const;
/** Shell pieces that must stay out of the first load (issue 14). */
const AFTER_PAINT = ['src/components/Footer.tsx', 'src/components/analytics/Analytics.tsx', 'src/i18n/messages/shell/en.json'];

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(import.meta.dirname, '..', 'web', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build at ${dist}: run \`npm run build -w web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

// kB of 1000 bytes at zlib's default level, as `vite build` and web/scripts/bundle-size.mjs count
// them (the budget's unit). The server sends the level-9 `.gz` beside each file: a little smaller.
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1000;

/** The JavaScript files index.html itself loads: module scripts and module preloads. */
function indexScripts(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return [...new Set(files)];
}

/** `keys` and every chunk they import statically, recursively. */
function withStaticImports(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

if (!manifest[HOME_PAGE]) throw new Error(`${HOME_PAGE} is not a chunk of its own: is the route still lazy?`);

const fromIndex = indexScripts();
const unknown = fromIndex.filter((file) => !keyOfFile.has(file));
if (unknown.length) throw new Error(`index.html loads files the manifest does not know: ${unknown.join(', ')}`);
const first = withStaticImports([...fromIndex.map((file) => keyOfFile.get(file)!), HOME_PAGE]);

const report = (title: string, keys: Iterable<string>): number => {
  let total = 0;
  console.log(title);
  for (const key of keys) {
    const size = gzipKb(manifest[key]!.file);
    total += size;
    console.log(`  ${size.toFixed(2).padStart(7)} kB  ${manifest[key]!.file}  (${key})`);
  }
  console.log(`  ${total.toFixed(2).padStart(7)} kB  total`);
  return total;
};

const baseKb = report('Before the first paint, every language (index.html, entry, home route):', first);

const slipped = AFTER_PAINT.filter((key) => first.has(key));
if (slipped.length) console.error(`In the first load but should not be: ${slipped.join(', ')}`);

let over = slipped.length > 0;
console.log('\nHome route first load, gzipped JavaScript:');
for (const language of LANGUAGES) {
  const catalog = `src/i18n/messages/${language}.json`;
  // English is bundled in the entry; French and Spanish are a chunk fetched before the first render.
  const extra = language !== 'en' && manifest[catalog] && !first.has(catalog) ? gzipKb(manifest[catalog].file) : 0;
  const total = baseKb + extra;
  const verdict = total <= BUDGET_KB ? 'within' : 'OVER';
  if (total > BUDGET_KB) over = true;
  console.log(`  ${language}: ${total.toFixed(2).padStart(7)} kB  (${verdict} the ${BUDGET_KB} kB budget${extra ? `; catalog ${extra.toFixed(2)} kB` : ''})`);
}

const later = AFTER_PAINT.filter((key) => manifest[key]).map((key) => `${key} ${gzipKb(manifest[key]!.file).toFixed(2)} kB`);
console.log(`\nAfter the first paint (not counted): ${later.join(', ')}`);
process.exit(over ? 1 : 0);
