// The dev and preview servers listen on the loopback interface unless WEB_HOST asks for another one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ConfigEnv, UserConfig, UserConfigFnObject } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = process.env.WEB_HOST;

async function configWith(host: string | undefined): Promise<UserConfig> {
  if (host === undefined) delete process.env.WEB_HOST;
  else process.env.WEB_HOST = host;
  vi.resetModules();
  // The config is a function of the mode (it reads the VITE_* variables of that mode): as `vite` calls it.
  const exported = (await import('../packages/web/vite.config')).default as UserConfig | UserConfigFnObject;
  const serve: ConfigEnv = { command: 'serve', mode: 'development' };
  return typeof exported === 'function' ? exported(serve) : exported;
}

afterEach(() => {
  if (saved === undefined) delete process.env.WEB_HOST;
  else process.env.WEB_HOST = saved;
});

describe('vite servers', () => {
  it('listen on 127.0.0.1 by default', async () => {
    const config = await configWith(undefined);
    expect(config.server?.host).toBe('127.0.0.1');
    expect(config.preview?.host).toBe('127.0.0.1');
  });

  it('listen where WEB_HOST says when it is set', async () => {
    const config = await configWith('0.0.0.0');
    expect(config.server?.host).toBe('0.0.0.0');
    expect(config.preview?.host).toBe('0.0.0.0');
  });

  it('load in Node the way vite loads its config (a workspace package imported by name would not)', () => {
    const web = fileURLToPath(new URL('../packages/web/', import.meta.url));
    const script = "const { loadConfigFromFile } = await import('vite'); await loadConfigFromFile({ command: 'build', mode: 'production' });";
    // The variable silences vite's advice about its future native loader, which this config does not use.
    const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: web, encoding: 'utf8', env });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
