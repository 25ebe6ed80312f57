import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, readAppConfig } from './app-config';

describe('readAppConfig', () => {
  it('follows the page host by default, so each brand host reaches the local backend', () => {
    const config = readAppConfig({}, { protocol: 'http:', hostname: 'lumiere.localhost' });
    expect(config.apiUrl).toBe('http://lumiere.localhost:54321');
    expect(config.supabaseUrl).toBe('http://lumiere.localhost:54321');
    expect(config.supabaseAnonKey).toBe(LOCAL_ANON_KEY);
  });

  it('takes the backend port, or a whole URL, from the environment', () => {
    expect(readAppConfig({ VITE_BACKEND_PORT: '54398' }, { protocol: 'http:', hostname: 'localhost' }).apiUrl).toBe('http://localhost:54398');
    expect(readAppConfig({ VITE_API_URL: 'https://api.example' }, { protocol: 'https:', hostname: 'x' }).apiUrl).toBe('https://api.example');
  });
});
