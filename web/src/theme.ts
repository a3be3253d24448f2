import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * The brand palette: shade 6 is the spec's primary colour #003B95; lighter shades keep its hue
 * (216°) with rising lightness, darker ones lower it. Mantine needs exactly ten shades.
 */
const brand: MantineColorsTuple = [
  '#e5f0ff',
  '#c8ddfe',
  '#99bffa',
  '#639cf2',
  '#2b78ee',
  '#0055d6',
  '#003b95',
  '#002e75',
  '#00245c',
  '#001a42',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  // Mantine's default dark-scheme shade is 8; the app is light only, so pin 6 (#003B95).
  primaryShade: 6,
  // Spec §9 breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px), in em as Mantine expects
  // (16 px = 1 em, so media queries follow the user's font size).
  breakpoints: {
    xs: '0em',
    sm: '37.5em',
    md: '56.25em',
    lg: '75em',
    xl: '96em',
  },
  // Spacing on the spec's 8 px grid (xs is half a unit for tight gaps).
  spacing: {
    xs: rem(4),
    sm: rem(8),
    md: rem(16),
    lg: rem(24),
    xl: rem(32),
  },
  defaultRadius: 'md',
});

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 1.4.3: normal-size text needs 4.5:1 against its background. */
export const TEXT_CONTRAST = 4.5;

/**
 * The first of a palette's shades 6 to 9 that reads at 4.5:1 on `background`, else shade 9
 * darkened step by step until it does. Mantine's light scheme draws coloured text (`c="red"`,
 * outline and light variants, filled buttons under white text) from fixed shades, several of
 * which fall short (red 6 on white is 3.3:1, yellow 9 on yellow 1 about 2.5:1).
 */
export function readableShade(shades: readonly string[], background: string): string {
  for (const shade of shades.slice(6)) if (contrastRatio(shade, background) >= TEXT_CONTRAST) return shade;
  let colour = shades[9];
  for (let amount = 0.05; contrastRatio(colour, background) < TEXT_CONTRAST && amount < 1; amount += 0.05) colour = darken(shades[9], amount);
  return colour;
}

/**
 * Secondary ("dimmed") text: Mantine's gray 6 (#868e96) is 3.3:1 on white. This grey keeps the
 * quieter look and reads at 6.1:1 on white and 4.9:1 on the unread notifications' blue.
 */
export const DIMMED = '#5c636a';

/**
 * Placeholder text (a field's hint, a file field's "Choose a file"): Mantine's gray 5 (#adb5bd)
 * is 2.1:1 on white. This grey reads at 4.7:1 and stays lighter than dimmed text and values.
 */
export const PLACEHOLDER = '#6c757d';

/**
 * Light-scheme CSS variables that meet WCAG AA text contrast (issue 24 point 7): dimmed text, the
 * error colour, and for every palette its text, outline, light-variant text and filled colours.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const { white } = resolved;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    '--mantine-color-error': readableShade(resolved.colors.red, white),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    // Coloured text often sits on its own light tint (shade 1: light badges, unread rows), which
    // is darker than white: reading on the tint reads on white too.
    const onTint = readableShade(shades, shades[1]);
    light[`--mantine-color-${name}-text`] = onTint;
    light[`--mantine-color-${name}-outline`] = onTint;
    light[`--mantine-color-${name}-light-color`] = onTint;
    // Filled surfaces carry white text.
    const onWhite = readableShade(shades, white);
    light[`--mantine-color-${name}-filled`] = onWhite;
    light[`--mantine-color-${name}-filled-hover`] = darken(onWhite, 0.15);
  }
  return { variables: {}, light, dark: {} };
};

/** The palettes the app draws from: Mantine's and the brand. */
export const PALETTES: Record<string, readonly string[]> = { ...DEFAULT_THEME.colors, brand };
