/// <reference path="./types/subset-font.d.ts" />
// `npm run font:arabic`: writes web/src/fonts/noto-sans-arabic.woff2, the Arabic-script font the
// right-to-left pages use (docs/decisions/050, 053), from the one @fontsource-variable/noto-sans-arabic
// ships. The shipped file is the Arabic subset at every weight (166 kB); the pages need the Arabic
// block (U+0600-06FF: Arabic and Sorani Kurdish letters, digits, marks), the direction and joining
// controls, and the weights 400-700 (body text, buttons, headings): 37 kB. Deterministic (the same
// input gives the same bytes): web/test/arabicFont.test.ts holds the committed file to this output.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2');
export const TARGET = path.join(ROOT, 'web/src/fonts/noto-sans-arabic.woff2');

/** The code points kept, as the CSS `unicode-range` of web/src/global.css says them. */
export const RANGES: readonly [number, number][] = [
  [0x0600, 0x06ff], // Arabic: Arabic and Sorani Kurdish letters, Eastern Arabic digits, marks
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
  [0x2066, 0x2069], // the directional isolates around mixed-direction values
];

export async function makeArabicFont(): Promise<Buffer> {
  let text = '';
  for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return subsetFont(readFileSync(SOURCE), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const font = await makeArabicFont();
  writeFileSync(TARGET, font);
  console.log(`${path.relative(ROOT, TARGET)}: ${font.length} bytes (from ${readFileSync(SOURCE).length})`);
}
