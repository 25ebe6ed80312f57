import type { ComponentType } from 'react';

/** A page module exports its page as `Component`. */
export type PageModule = { readonly Component: ComponentType };

/**
 * The page modules the route table names (a route's first module), by their path from this folder, each loaded lazily
 * and its own chunk. The rights pages' own modules are left to their one module (features/rights/rights-pages.tsx),
 * which picks each page's chunk.
 */
export const PAGE_MODULES = import.meta.glob<PageModule>(['../features/*/*.route.tsx', '../features/rights/rights-pages.tsx', '!../features/rights/*.route.tsx']);
