import { TOKEN_REFRESH_BACKOFF_START_MS } from '../cache/timing';

/** Delay before refresh retry `attempt` (0-based): 200, 400, 800 ms... */
export const tokenRefreshBackoffMs = (attempt: number): number =>
  TOKEN_REFRESH_BACKOFF_START_MS * 2 ** Math.max(0, Math.floor(attempt));
