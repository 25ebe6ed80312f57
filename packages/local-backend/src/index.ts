// The local backend's public API: start it in-process (e2e tests, pact verification) or from the CLI.
export { startLocalBackend, openBackend, MEMORY_DATABASE, type RunningBackend, type StartOptions } from './backend';
export { loadConfig, DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, DEFAULT_PORT, type BackendConfig } from './config';
export { DEMO_ACCOUNTS, EXPIRING_QUIZ_SECONDS, type DemoAccount } from './seed/demo-accounts';
