/** Ports of the e2e run; `pnpm test:e2e` builds the app with VITE_BACKEND_PORT set to BACKEND_PORT. */
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54398);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4198);
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
export const SECOND_BRAND_URL = `http://lumiere.localhost:${WEB_PORT}`;
