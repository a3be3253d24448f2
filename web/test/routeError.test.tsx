import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from './render.tsx';

// A page that crashes while rendering, in place of the real /about page.
vi.mock('../src/routes/info/AboutPage.tsx', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));

describe('a page that fails', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is replaced by the generic error, under a header that still works', async () => {
    renderRoute('/about');

    expect(await screen.findByRole('heading', { name: 'An unhandled error occurred.' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDefined();
    expect(console.error).toHaveBeenCalledWith(new Error('render failed'));
  });
});
