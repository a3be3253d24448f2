// Minimal types for the part of subset-font scripts/arabic-font.ts uses (the package ships none).
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** An axis pinned to a value, narrowed to a range, or left whole when absent. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
