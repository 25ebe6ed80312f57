import { HttpDealsApi, HttpDocumentsApi, HttpUsersApi, SupabaseDocumentStorage } from '@admission/adapters';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../config/app-config';
import { createServices } from './container';
import { TOKENS } from './tokens';
import { LazyAuthGateway } from './lazy-auth-gateway';

const config = readAppConfig({}, { protocol: 'http:', hostname: 'localhost' });

describe('the container', () => {
  it('binds every port to its adapter, from configuration', () => {
    const services = createServices({ config, sessionHint: () => false });
    expect(services.users).toBeInstanceOf(HttpUsersApi);
    expect(services.deals).toBeInstanceOf(HttpDealsApi);
    expect(services.documents).toBeInstanceOf(HttpDocumentsApi);
    expect(services.storage).toBeInstanceOf(SupabaseDocumentStorage);
    expect(services.auth).toBeInstanceOf(LazyAuthGateway);
    expect(services.config.apiUrl).toBe('http://localhost:54321');
    expect(typeof services.clock.now()).toBe('number');
  });

  it('keeps one instance of each (singletons)', () => {
    const first = createServices({ config, sessionHint: () => false });
    expect(first.users).toBe(first.users);
  });

  it('resolves a port only when a screen first asks for it, then keeps it', () => {
    let built = 0;
    const services = createServices({
      config,
      sessionHint: () => false,
      overrides: (container) => {
        container.rebind(TOKENS.Clock).toDynamicValue(() => {
          built += 1;
          return { now: () => 42 };
        });
      },
    });
    expect(built).toBe(0);
    expect(services.clock.now()).toBe(42);
    expect(services.clock).toBe(services.clock);
    expect(built).toBe(1);
  });
});
