// The signed-in code's one door from the first chunk: the route's first reads and the signed-in shell, with the
// services' container (di/container.ts, which di/services.ts imports lazily itself), are one chunk
// (build/chunk-plan.ts), so that a signed-in page asks for it in one request (docs/decisions/0022).
export { prefetchRouteData } from './route-data';
export { default as SignedInShell } from './signed-in-shell';
