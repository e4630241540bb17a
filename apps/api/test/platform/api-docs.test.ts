import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, PRODUCTION_ENV } from '../helpers';

const PRODUCTION = PRODUCTION_ENV;

async function docsAnswers(env: Record<string, string>) {
  const t = await createTestApp({ env });
  try {
    const statuses = [];
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

/**
 * Issue 18, hole 8: the API document (every admin route, 651 KB) is not published in production unless the
 * operator switches it on with API_DOCS.
 */
describe('/api/docs', () => {
  it('answers 404 in production by default', async () => {
    expect(await docsAnswers(PRODUCTION)).toEqual([404, 404, 404, 404]);
  });

  it('is served in production when API_DOCS=on', async () => {
    const [page, slash, json, file] = await docsAnswers({ ...PRODUCTION, API_DOCS: 'on' });
    expect([page, slash, json, file].every((status) => status === 200 || status === 302)).toBe(true);
    expect(json).toBe(200);
  });

  it('is served outside production by default, and API_DOCS=off turns it off there too', async () => {
    expect((await docsAnswers({}))[2]).toBe(200);
    expect(await docsAnswers({ API_DOCS: 'off' })).toEqual([404, 404, 404, 404]);
  });

  it('reads API_DOCS as a switch whose default follows NODE_ENV', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: 'postgres://db/scena' }).API_DOCS).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: 'postgres://db/scena', API_DOCS: 'on' }).API_DOCS).toBe(
      true,
    );
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });
});
