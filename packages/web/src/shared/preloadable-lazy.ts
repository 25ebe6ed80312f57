import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the module (once; again after a failure). */
  readonly preload: () => Promise<unknown>;
};

/**
 * React.lazy for a chunk the page will need soon: `preload()` starts its import early, and once the module is
 * loaded the component renders at once instead of suspending. This matters beyond the one frame: React shows a
 * Suspense boundary's fallback for at least 300 ms (its fallback throttle) before revealing what the boundary
 * waited for, so a page whose chunk was already at hand appeared up to 300 ms late.
 * React.lazy reads the module synchronously when its loader returns a thenable that calls back at once.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ readonly default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: { readonly default: ComponentType<P> } | undefined;
  let loading: Promise<{ readonly default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    const ready = loaded;
    if (ready === undefined) return preload();
    const now = { then: (resolve: (module: typeof ready) => unknown) => void resolve(ready) };
    return now as unknown as Promise<typeof ready>;
  });
  return Object.assign(component, { preload });
}
