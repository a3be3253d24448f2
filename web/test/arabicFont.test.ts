import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeArabicFont, RANGES, SOURCE, TARGET } from '../../scripts/arabic-font.ts';

// The Arabic-script font of the right-to-left pages (issue 27 point 3): a subset of Noto Sans
// Arabic made by scripts/arabic-font.ts and committed. It must be what that script makes from the
// installed package (not a stale or hand-edited file), and the CSS must declare the ranges it holds.
const HERE = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.resolve(HERE, '../src/global.css'), 'utf8');
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

describe('the Arabic-script font', () => {
  it('is the script’s subset of the installed Noto Sans Arabic, a fraction of its size', async () => {
    const shipped = readFileSync(TARGET);
    const made = await makeArabicFont();
    expect(shipped.equals(made), 'web/src/fonts/noto-sans-arabic.woff2 is stale: run npm run font:arabic').toBe(true);
    expect(shipped.length).toBeLessThan(readFileSync(SOURCE).length / 3);
  });

  it('is declared with the ranges it holds, weights 400 to 700', () => {
    const face = /@font-face\s*{[^}]*font-family: 'Noto Sans Arabic';[^}]*}/.exec(css)?.[0] ?? '';
    expect(face).toContain("url('./fonts/noto-sans-arabic.woff2')");
    expect(face).toContain('font-weight: 400 700;');
    expect(face).toContain(`unicode-range: ${RANGES.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ')};`);
  });
});
