import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Right to left for real (issue 27 point 3): the web's styles name the start and end of a line,
 * never its left and right, so Arabic and Sorani Kurdish pages mirror by themselves. This test
 * reads every stylesheet and style prop under web/src and fails on a physical side: CSS
 * properties (margin-left, padding-right, border-left..., left:/right:, text-align/float
 * left|right), style objects ({ marginLeft }, { left: 0 }, textAlign: 'right') and Mantine's
 * style props (ml, mr, pl, pr, left, right, ta="left"). Use margin-inline-start, insetInlineEnd,
 * ms/me/ps/pe, ta="start" instead.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'messages' ? [] : files(full);
    return /\.(css|tsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (a comment may say "left" freely), line numbers kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const CSS_RULES: [RegExp, string][] = [
  [/\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/, 'a physical side: use -inline-start / -inline-end'],
  [/\bborder-(top|bottom)-(left|right)-radius\b/, 'a physical corner: use border-start-start-radius ...'],
  [/(^|[;{\s])(left|right)\s*:/, 'left/right: use inset-inline-start / inset-inline-end'],
  [/\b(text-align|float|clear)\s*:\s*(left|right)\b/, 'use start / end (inline-start / inline-end)'],
];

const CODE_RULES: [RegExp, string][] = [
  [/\s(ml|mr|pl|pr)=[{"']/, 'Mantine ml/mr/pl/pr: use ms/me/ps/pe'],
  [/\s(left|right)=[{"']/, 'Mantine left/right: use a logical inset in a style'],
  [/\bta=["'{]+\s*['"]?(left|right)\b/, 'ta="left|right": use start / end'],
  [/\b(marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*|borderTopLeft\w*|borderTopRight\w*|borderBottomLeft\w*|borderBottomRight\w*|scrollMarginLeft|scrollMarginRight)\s*:/, 'a physical side in a style object: use marginInlineStart ...'],
  [/[{,]\s*(left|right)\s*:/, '{ left / right }: use insetInlineStart / insetInlineEnd'],
  [/\b(textAlign|float)\s*:\s*['"](left|right)['"]/, 'use start / end'],
];

function findings(file: string, text: string): string[] {
  const rules = file.endsWith('.css') ? CSS_RULES : CODE_RULES;
  return withoutComments(text)
    .split('\n')
    .flatMap((line, index) => rules.filter(([rule]) => rule.test(line)).map(([, why]) => `${path.relative(SRC, file)}:${index + 1}: ${line.trim()} (${why})`));
}

describe('styles use logical properties only (right to left)', () => {
  it('finds no physical left/right in web/src stylesheets and style props', () => {
    const all = files(SRC);
    expect(all.length).toBeGreaterThan(50);
    expect(all.flatMap((file) => findings(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catches each kind of physical side (the rules themselves)', () => {
    const css = ['.a { margin-left: 4px }', '.b { padding-right: 0 }', '.c { border-left: 1px solid }', '.d { left: 0 }', '.e { text-align: right }', '.f { float: left }'];
    for (const line of css) expect(findings('x.css', line), line).toHaveLength(1);
    const code = ['<Group ml="auto">', '<Box pr={4}>', '<Text ta="right">', 'style={{ marginLeft: 4 }}', 'style={{ left: 0 }}', "style={{ textAlign: 'left' }}", '<Box right={0}>'];
    for (const line of code) expect(findings('x.tsx', line), line).toHaveLength(1);
    const fine = ['.a { margin-inline-start: 4px; inset-inline-end: 0; text-align: start }', '<Group ms="auto" ta="end">', "style={{ insetInlineStart: 0, textAlign: 'start' }}", '// the left column', "const side = 'right';"];
    for (const line of fine) expect(findings(line.startsWith('.') ? 'x.css' : 'x.tsx', line), line).toEqual([]);
  });
});
