import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('configuration from the environment', () => {
  it('has a default for everything, so `npm start` needs no settings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      RATE_LIMITS: true,
      PUBLIC_URL: 'http://localhost:3000',
      TRUSTED_ADMIN_DOMAINS: ['scena.local'],
      TRUSTED_PROXIES: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, 'DATABASE_URL'],
  ])('stops the start with a message naming the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:\\n.*${name}`));
  });

  it('reads lists and switches', () => {
    const config = loadConfig({
      TRUSTED_ADMIN_DOMAINS: 'Teatr.example, scena.local',
      TRUSTED_PROXIES: '10.0.0.1,10.0.0.0/8',
      RATE_LIMITS: 'off',
      PUBLIC_URL: 'https://teatr.example/',
    });
    expect(config.TRUSTED_ADMIN_DOMAINS).toEqual(['teatr.example', 'scena.local']);
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(config.RATE_LIMITS).toBe(false);
    expect(config.PUBLIC_URL).toBe('https://teatr.example');
  });
});
