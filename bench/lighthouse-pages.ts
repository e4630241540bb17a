import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Lighthouse (its default mobile preset: simulated slow 4G and a 4× slower CPU) on each page, RUNS times in a
 * fresh Chromium; prints the median performance and accessibility scores with PASS/FAIL at 95 and 100.
 */
export async function lighthousePages(pages: Array<{ name: string; url: string }>): Promise<boolean> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let pass = true;
  try {
    for (const page of pages) {
      const performance: number[] = [];
      const accessibility: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const categories = result?.lhr.categories;
        performance.push(Math.round((categories?.performance?.score ?? 0) * 100));
        accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100));
      }
      const [perf, a11y] = [median(performance), median(accessibility)];
      const ok = perf >= 95 && a11y === 100;
      pass &&= ok;
      console.log(
        `Lighthouse mobile, ${page.name} (${page.url}): performance ${perf} [${performance.join(', ')}], ` +
          `accessibility ${a11y} [${accessibility.join(', ')}] → ${ok ? 'PASS' : 'FAIL'} (≥ 95, 100)`,
      );
    }
  } finally {
    chrome.kill();
  }
  return pass;
}
