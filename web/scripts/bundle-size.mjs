// Measures the JavaScript the home route needs before its first paint, from the last
// `vite build` (dist/.vite/manifest.json), and fails when it exceeds the budget.
//
// "Initial JS" = the entry chunk + the home page chunk + every chunk they import statically
// (what the browser must download and run to show /). Chunks loaded afterwards with a dynamic
// import (the locations list with Apollo, the toast container) are reported separately, and so
// are those they load in turn (the map with Leaflet, the home sections' message catalogs).
// English is bundled; a French or Spanish visitor also needs that language's catalog chunk
// before the first paint (src/i18n/catalogs.ts), so the budget applies to the largest total.
// The home sections' catalogs (src/i18n/messages/home/) come after the first paint.
//
// Usage: npm run build -w web && node web/scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150; // gzipped kB
const HOME_PAGE = 'src/routes/home/HomePage.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// kB of 1000 bytes at zlib's default level, as `vite build` prints them (within about 1%).
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;

/** Keys of `keys` and of all chunks they import statically, recursively. */
function withStaticImports(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[HOME_PAGE]) throw new Error(`${HOME_PAGE} is not a chunk of its own: is the route still lazy?`);

const initial = withStaticImports([entry, HOME_PAGE]);

// What a first visit to / fetches right after painting: the home page's own dynamic imports and
// the entry's ones that are not pages (the other pages load only when visited).
// The app catalogs only: messages/home/*.json load after the first paint (docs/decisions/007).
const isCatalog = (key) => /^src\/i18n\/messages\/\w+\.json$/.test(key);
const isHomeCatalog = (key) => /^src\/i18n\/messages\/home\/\w+\.json$/.test(key);
const afterPaintRoots = [
  ...(manifest[HOME_PAGE].dynamicImports ?? []),
  ...(manifest[entry].dynamicImports ?? []).filter(
    (key) => !key.startsWith('src/routes/') && !isCatalog(key) && !isHomeCatalog(key),
  ),
];
const afterPaint = [...withStaticImports(afterPaintRoots)].filter((key) => !initial.has(key));

// What those chunks fetch later, still on /: their own dynamic imports (other pages excluded).
const isOtherPage = (key) => key.startsWith('src/routes/') && !key.startsWith('src/routes/home/');
const laterRoots = afterPaint
  .flatMap((key) => manifest[key].dynamicImports ?? [])
  .filter((key) => !isOtherPage(key) && !isCatalog(key));
const later = [...withStaticImports(laterRoots)].filter((key) => !initial.has(key) && !afterPaint.includes(key));

const report = (title, keys) => {
  let total = 0;
  console.log(title);
  for (const key of keys) {
    const size = gzipKb(manifest[key].file);
    total += size;
    console.log(`  ${size.toFixed(2).padStart(7)} kB  ${manifest[key].file}`);
  }
  console.log(`  ${total.toFixed(2).padStart(7)} kB  total (gzip)`);
  return total;
};

const initialKb = report('Home route, initial JS (before first paint):', initial);
const catalogs = Object.keys(manifest).filter(isCatalog);
report('Catalog chunk also loaded before first paint in that language (not English):', catalogs);
const largestCatalogKb = Math.max(0, ...catalogs.map((key) => gzipKb(manifest[key].file)));
report('Loaded after first paint on the home route:', afterPaint);
report('Loaded on demand on the home route (the map, when it nears the viewport):', later);
report('Home sections catalog, after first paint (one of these, in the interface language):', Object.keys(manifest).filter(isHomeCatalog));

const worstKb = initialKb + largestCatalogKb;
console.log(`Home route before first paint: ${initialKb.toFixed(2)} kB in English, ${worstKb.toFixed(2)} kB at most in another language.`);
if (worstKb > BUDGET_KB) {
  console.error(`Over budget: ${worstKb.toFixed(2)} kB > ${BUDGET_KB} kB`);
  process.exit(1);
}
console.log(`Within budget (${BUDGET_KB} kB).`);
