// The signed-in code's one door: the services' container, the route's first reads and the signed-in shell are one
// chunk (build/chunk-plan.ts), imported lazily from this one module so that it is one request, not one small
// re-export chunk for each of its three users (docs/decisions/0022).
export { browserStoredSession, createContainer, resolveServices } from '../di/container';
export { prefetchRouteData } from './route-data';
export { default as SignedInShell } from './signed-in-shell';
