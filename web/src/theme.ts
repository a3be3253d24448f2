import { createTheme, rem, type MantineColorsTuple } from '@mantine/core';

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
