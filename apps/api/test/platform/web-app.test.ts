import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, sessionOf, type TestApp } from '../helpers';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--initial-data--></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page path with the app, the public configuration inlined for the first paint', async () => {
    for (const url of ['/', '/logowanie?redirect=/konto', '/konto', '/KONTO/', '/n/regulamin', '/konto/15']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const inlined = /<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      )?.[1];
      expect(JSON.parse(inlined!).config.config.maintenance).toBe(false);
    }
  });

  it('answers an address that is no page with 404 and the app, which shows its not-found page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/konto' });
    for (const url of [
      '/nie-ma-takiej-strony',
      '/nie-ma-takiej-strony/?a=1',
      '/teapp-admin/nieznana',
      '/wydarzenie/hamlet/inne',
      '/konto/15/zamowienia',
      '/n',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The same app, so it can render its not-found page (the router's `*`).
      expect(response.body).toBe(page.body);
    }
  });

  it('inlines the current settings, escaped so staff text cannot close the script', async () => {
    const token = await sessionOf(t.app, 'admin');
    await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: auth(token),
      payload: { info_bar: '</script><script>alert(1)</script>' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    const inlined = /<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(inlined!).config.config.info_bar).toBe('</script><script>alert(1)</script>');
  });

  it('serves hashed assets with immutable caching, and unknown API paths and files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/api/nothing', '/external_api/nothing', '/assets/missing.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('serves the assets of a rebuild made while it runs, and root files with a short cache', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-rebuilt.js'), 'console.log(2)');
    const rebuilt = await t.app.inject({ method: 'GET', url: '/assets/index-rebuilt.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = path.join(dist, 'index.html');
    fs.writeFileSync(file, '<html><head><!--initial-data--><meta name="build" content="2"></head></html>');
    // A modification time other than the one read before (the file's own, not the machine's clock, counts).
    const later = new Date(fs.statSync(file).mtimeMs + 5000);
    fs.utimesSync(file, later, later);
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('content="2"');
  });
});
