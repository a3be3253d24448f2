import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sharedAlias },
  // Explicit root so `include` resolves the same way whether this file is run directly
  // (`vitest --config web/vitest.config.ts` from the repository root) or as a root project.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
