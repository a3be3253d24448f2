import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from '../src/theme.ts';

/** Issue 24 point 7: text drawn from the theme reads at WCAG AA (4.5:1) on the app's backgrounds. */
const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(resolved);
const palettes = Object.entries(resolved.colors);

describe('theme colours meet 4.5:1 text contrast', () => {
  it('dimmed text on white, the footer grey and the unread notifications blue', () => {
    for (const background of [resolved.white, resolved.colors.gray[0], resolved.colors.blue[1]]) {
      expect(contrastRatio(light['--mantine-color-dimmed'], background), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('placeholder text on white, lighter than dimmed text', () => {
    expect(contrastRatio(light['--mantine-color-placeholder'], resolved.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-placeholder'], resolved.white)).toBeLessThan(contrastRatio(light['--mantine-color-dimmed'], resolved.white));
  });

  it('error text on white', () => {
    expect(contrastRatio(light['--mantine-color-error'], resolved.white)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)('%s: text, outline and light variant on white and on its own tint; white on filled', (name, shades) => {
    for (const kind of ['text', 'outline', 'light-color']) {
      const colour = light[`--mantine-color-${name}-${kind}`];
      expect(contrastRatio(colour, resolved.white), `${name} ${kind} ${colour} on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, shades[1]), `${name} ${kind} ${colour} on ${shades[1]}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const kind of ['filled', 'filled-hover']) {
      const colour = light[`--mantine-color-${name}-${kind}`];
      expect(contrastRatio(resolved.white, colour), `white on ${name} ${kind} ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the brand colour (#003B95) for filled surfaces and links', () => {
    expect(light['--mantine-color-brand-filled']).toBe('#003b95');
  });

  it("Mantine's own defaults fall short, which is why the resolver exists", () => {
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(DEFAULT_THEME.colors.yellow[9], DEFAULT_THEME.colors.yellow[1])).toBeLessThan(4.5);
  });
});
