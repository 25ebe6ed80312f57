import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Page = ({ name }: { readonly name: string }) => createElement('h1', null, `Hello ${name}`);
const inSuspense = (element: ReturnType<typeof createElement>) => renderToString(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, element));

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { name: 'Amelia' }))).toContain('Hello Amelia');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends (the fallback shows) when the module is not loaded yet, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = preloadableLazy(load);
    expect(inSuspense(createElement(Lazy, { name: 'Amelia' }))).toContain('Loading');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after it failed (a chunk that did not arrive)', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Page }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(createElement(Lazy, { name: 'Léa' }))).toContain('Hello Léa');
  });
});
