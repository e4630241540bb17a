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
    [{ PAYU_POS_ID: '145227' }, 'PAYU_SECOND_KEY'],
    [{ PAYU_BASE_URL: 'secure.payu.com' }, 'PAYU_BASE_URL'],
  ])('stops the start with a message naming the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:\\n[\\s\\S]*${name}`));
  });

  it('refuses production without PayU, naming every PAYU_* setting', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail',
      DATABASE_URL: 'postgres://db/scena',
    };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'PAYU_BASE_URL',
      'PAYU_POS_ID',
      'PAYU_CLIENT_ID',
      'PAYU_CLIENT_SECRET',
      'PAYU_SECOND_KEY',
    ]) {
      expect(message).toContain(`${name}: is required in production`);
    }
    const payu = {
      PAYU_BASE_URL: 'https://secure.payu.com',
      PAYU_POS_ID: '145227',
      PAYU_CLIENT_ID: '145227',
      PAYU_CLIENT_SECRET: 'secret',
      PAYU_SECOND_KEY: 'key',
    };
    expect(loadConfig({ ...production, ...payu }).PAYU_POS_ID).toBe('145227');
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
