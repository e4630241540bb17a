import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * One Lighthouse run; a run that Lighthouse itself could not complete (its runtimeError, e.g. a renderer
 * that did not answer in time) is said and repeated, up to twice, rather than counted as a score of 0.
 */
async function runLighthouse(url: string, port: number, keepStorage: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    });
    const error = result?.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.log(`  (Lighthouse could not complete a run of ${url}: ${error.code}; repeated)`);
  }
}

/** A page measured as someone whose browser holds these localStorage entries (a signed-in visitor). */
export interface MeasuredPage {
  name: string;
  url: string;
  localStorage?: Record<string, string>;
}

/**
 * Puts the page's localStorage entries in place and empties the HTTP cache, as Lighthouse's own storage reset
 * would (which must be off, or it would clear the entries too): the run still loads everything cold.
 */
async function prepareStorage(port: number, page: MeasuredPage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(new URL('/health', page.url).href);
    const entries = JSON.stringify(page.localStorage);
    await tab.evaluate(`for (const [k, v] of Object.entries(${entries})) localStorage.setItem(k, v)`);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse (its default mobile preset: simulated slow 4G and a 4× slower CPU) on each page, RUNS times in a
 * fresh Chromium; prints the median performance and accessibility scores with PASS/FAIL at 95 and 100.
 */
export async function lighthousePages(pages: MeasuredPage[]): Promise<boolean> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let pass = true;
  let browser: string | undefined;
  let version: string | undefined;
  try {
    for (const page of pages) {
      const performance: number[] = [];
      const accessibility: number[] = [];
      const benchmarkIndex: number[] = [];
      // The page once before measuring: the runs meet a server that has served it, as on a running site.
      await (await fetch(page.url)).text();
      for (let run = 0; run < RUNS; run += 1) {
        if (page.localStorage) await prepareStorage(chrome.port, page);
        const result = await runLighthouse(page.url, chrome.port, page.localStorage !== undefined);
        const categories = result?.lhr.categories;
        performance.push(Math.round((categories?.performance?.score ?? 0) * 100));
        benchmarkIndex.push(Math.round(result?.lhr.environment.benchmarkIndex ?? 0));
        version ??= result?.lhr.lighthouseVersion;
        browser ??= result?.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
        accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100));
      }
      const [perf, a11y] = [median(performance), median(accessibility)];
      const ok = perf >= 95 && a11y === 100;
      pass &&= ok;
      console.log(
        `Lighthouse mobile, ${page.name} (${page.url}): performance ${perf} [${performance.join(', ')}], ` +
          `accessibility ${a11y} [${accessibility.join(', ')}] → ${ok ? 'PASS' : 'FAIL'} (≥ 95, 100); ` +
          `machine's benchmark index [${benchmarkIndex.join(', ')}]`,
      );
    }
    // The same pages score differently in another browser build: the figures are comparable only with it.
    console.log(`  (Lighthouse ${version ?? '?'} in ${browser ?? 'an unknown browser'})`);
  } finally {
    chrome.kill();
  }
  return pass;
}
