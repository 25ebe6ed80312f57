// Where things are, from this folder.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = dirname(fileURLToPath(import.meta.url));
export const webRoot = join(benchDir, '..', '..');
export const repoRoot = join(webRoot, '..', '..');
export const backendRoot = join(repoRoot, 'packages', 'local-backend');
export const bareAppRoot = join(webRoot, 'scripts', 'bare-app');
export const bareDataAppRoot = join(webRoot, 'scripts', 'bare-data-app');
export const binOf = (name) => join(repoRoot, 'node_modules', '.bin', name);
