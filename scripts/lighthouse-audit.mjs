#!/usr/bin/env node
// `npm run audit:lighthouse` (docs/performance.md "Lighthouse"): exits 1 below the targets.
//   node scripts/lighthouse-audit.mjs [--no-build] [--port 4185] [--runs 1] [--only /matchlist/3]
//     [--form-factor mobile|desktop] [--save <folder>] [--backend mock|server] [--http2]
//   --backend server: the production build against the mock server.
//   CHROME_PATH: the browser (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { FULL_CHROMIUM } from './e2e-browser.mjs';
import { MOCK_SERVER_PROBE, buildEnvForMockServer, mockServerEnv } from './mock-backend-hosts.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const PORT = Number(argument('--port', '4185'));
const RUNS = Math.max(1, Number(argument('--runs', '1')));
const BUILD = !process.argv.includes('--no-build');
const SAVE = argument('--save', undefined);
const CHROME_PATH = process.env.CHROME_PATH ?? FULL_CHROMIUM;
const BACKEND = argument('--backend', 'mock');
if (!['mock', 'server'].includes(BACKEND)) throw new Error(`--backend is mock or server, not ${BACKEND}`);
const BACKEND_PORT = Number(argument('--backend-port', '4186'));
const BACKEND_ORIGIN = `http://127.0.0.1:${BACKEND_PORT}`;
const SERVER_BUILD_DIR = 'dist-lighthouse';
const SERVER_BUILD_ENV = buildEnvForMockServer(BACKEND_ORIGIN);
const HTTP2 = process.argv.includes('--http2');
const ORIGIN = `${HTTP2 ? 'https' : 'http'}://127.0.0.1:${PORT}`;
const ONLY = argument('--only', undefined);
const ALL_PAGES = [
  { name: 'match list', path: '/matchlist/3' },
  { name: 'in-play markets', path: '/markets/3001' },
];
const PAGES = ALL_PAGES.filter((page) => !ONLY || page.path === ONLY);
const FORM_FACTORS = ['mobile', 'desktop'].filter(
  (formFactor) => !argument('--form-factor', undefined) || formFactor === argument('--form-factor', undefined),
);
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
const MOBILE_FIRST_TARGETS = { performance: 0.9, lcp: 2500, tbt: 200, cls: 0.02 };
const VISITS = BACKEND === 'server' ? ['first', 'repeat'] : ['first'];
const REPEAT_LCP_TARGET_MS = 1500;
const CATEGORIES = Object.keys(TARGETS);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
];

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

// The servers run in process groups of their own: stopped with the audit, so none answers the next run.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const stop of running) stop();
    setImmediate(() => process.exit(130));
  });
}

/** Refuses when something answers the probe already: it would be measured instead. */
async function startServer(name, command, args, probe, env = process.env) {
  const answered = await fetch(probe).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${name}: something already answers on ${probe}; stop it first`);
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true, env });
  const stop = () => {
    running.delete(stop);
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  running.add(stop);
  for (let attempt = 0; attempt < 60; attempt++) {
    if (server.exitCode !== null) throw new Error(`${name} exited with ${server.exitCode} (is its port free?)`);
    try {
      const response = await fetch(probe);
      if (response.status < 500) return stop;
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  stop();
  throw new Error(`${name} did not answer on ${probe}`);
}

function startPreview() {
  if (HTTP2) {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const dir = BACKEND === 'server' ? SERVER_BUILD_DIR : 'dist-mock';
    return startServer(
      'the HTTP/2 server',
      'node',
      ['scripts/http2-static-server.mjs', '--dir', dir, '--port', String(PORT)],
      `${ORIGIN}/`,
    );
  }
  const args = BACKEND === 'server' ? ['--outDir', SERVER_BUILD_DIR] : ['--mode', 'mock'];
  return startServer('vite preview', 'npx', ['vite', 'preview', ...args, '--port', String(PORT), '--strictPort'], `${ORIGIN}/`);
}

function startBackend() {
  const env = { ...process.env, ...mockServerEnv(BACKEND_PORT) };
  return startServer('the mock server', 'npx', ['tsx', 'mocks/server.ts'], `${BACKEND_ORIGIN}${MOCK_SERVER_PROBE}`, env);
}

async function warmUp(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.close();
  return browser;
}

async function audit(url, formFactor, { repeat = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const warm = repeat ? await warmUp(chrome.port, url) : undefined;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: repeat };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await warm?.close().catch(() => undefined);
    await chrome.kill();
  }
}

const SLOW_4G = LIGHTHOUSE_THROTTLING.mobileSlow4G;

async function firstVisitTimeline(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      serviceWorkers: 'block',
      ignoreHTTPSErrors: HTTP2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
    await page.addInitScript(() => {
      window.__largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      window.__marketsShown = undefined;
      new MutationObserver((_, watch) => {
        if (!document.querySelector('[data-testid^="runner-"]')) return;
        window.__marketsShown = performance.now();
        watch.disconnect();
      }).observe(document, { childList: true, subtree: true });
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForFunction(
      () =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/Event/TreeSportWithEvent') && entry.responseEnd > 0),
      undefined,
      { timeout: 60_000 },
    );
    if (url.includes('/markets/')) await page.waitForFunction(() => window.__marketsShown !== undefined, undefined, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const pick = (pattern) => resources.filter((entry) => pattern.test(entry.name));
      const api = pick(/\/api\/|\/Event\/|\/Odds\//);
      return {
        entry: Math.max(...pick(/\/assets\/index-[^/]*\.js$/).map((entry) => entry.responseEnd)),
        firstCall: Math.min(...api.map((entry) => entry.startTime)),
        tree: Math.max(...pick(/\/Event\/TreeSportWithEvent/).map((entry) => entry.responseEnd)),
        lcp: window.__largestPaint,
        marketsShown: window.__marketsShown,
        ...(() => {
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const tasks = window.__longTasks.filter((task) => task.start >= firstPaint);
          return {
            blocking: tasks.reduce((sum, task) => sum + task.duration - 50, 0),
            longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
          };
        })(),
      };
    });
  } finally {
    await browser.close();
  }
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue;
const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);

function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((auditResult) => auditResult && auditResult.score !== null && auditResult.score < 1)
    .map((auditResult) => `${auditResult.id} (${auditResult.score})${auditResult.displayValue ? `: ${auditResult.displayValue}` : ''}`);
}

async function main() {
  if (BUILD) {
    if (BACKEND === 'server')
      await run('npx', ['vite', 'build', '--outDir', SERVER_BUILD_DIR, '--emptyOutDir'], { env: { ...process.env, ...SERVER_BUILD_ENV } });
    else await run('npx', ['vite', 'build', '--mode', 'mock']);
  }
  const stopBackend = BACKEND === 'server' ? await startBackend() : () => {};
  const stopPreview = await startPreview().catch((error) => {
    stopBackend();
    throw error;
  });
  console.log(
    `${BACKEND === 'server' ? `\nThe production build (${SERVER_BUILD_DIR}/) against the mock server on ${BACKEND_ORIGIN}` : '\nThe mocked preview (dist-mock/)'}, served over ${HTTP2 ? 'HTTP/2 with TLS' : 'HTTP/1.1 (vite preview)'}:`,
  );
  const rows = [];
  const timelines = [];
  try {
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        for (let runIndex = 0; runIndex < RUNS; runIndex++) {
          for (const visit of VISITS) {
            const lhr = await audit(`${ORIGIN}${page.path}`, formFactor, { repeat: visit === 'repeat' });
            if (lhr.runtimeError) throw new Error(`${page.path} ${formFactor}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            const scores = Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category].score]));
            const row = {
              page: `${page.path} (${page.name})`,
              formFactor,
              visit,
              scores,
              fcp: metric(lhr, 'first-contentful-paint'),
              lcp: metric(lhr, 'largest-contentful-paint'),
              tbt: metric(lhr, 'total-blocking-time'),
              cls: metric(lhr, 'cumulative-layout-shift'),
              shortfalls: Object.fromEntries(CATEGORIES.map((category) => [category, shortfalls(lhr, category)])),
            };
            rows.push(row);
            if (SAVE) {
              mkdirSync(SAVE, { recursive: true });
              writeFileSync(
                path.join(SAVE, `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${formFactor}-${visit}-${runIndex + 1}.json`),
                JSON.stringify(lhr),
              );
            }
            console.log(
              `${row.page.padEnd(34)} ${formFactor.padEnd(8)} ${visit.padEnd(6)} perf ${scores.performance.toFixed(2)}  a11y ${scores.accessibility.toFixed(2)}  best ${scores['best-practices'].toFixed(2)}   FCP ${ms(row.fcp)}  LCP ${ms(row.lcp)}  TBT ${ms(row.tbt)}  CLS ${row.cls === undefined ? '—' : row.cls.toFixed(3)}`,
            );
          }
        }
      }
      if (BACKEND === 'server' && FORM_FACTORS.includes('mobile')) {
        for (let runIndex = 0; runIndex < RUNS; runIndex++)
          timelines.push({ page, ...(await firstVisitTimeline(`${ORIGIN}${page.path}`)) });
      }
    }
  } finally {
    stopPreview();
    stopBackend();
  }

  if (RUNS > 1) {
    console.log(`\nMedians of ${RUNS} runs (this machine's runs vary; judge a change by these):`);
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        for (const visit of VISITS) {
          const mine = rows.filter((row) => row.page.startsWith(`${page.path} `) && row.formFactor === formFactor && row.visit === visit);
          console.log(
            `${`${page.path} (${page.name})`.padEnd(34)} ${formFactor.padEnd(8)} ${visit.padEnd(6)} perf ${median(mine.map((row) => row.scores.performance)).toFixed(2)}   FCP ${ms(median(mine.map((row) => row.fcp)))}  LCP ${ms(median(mine.map((row) => row.lcp)))}  TBT ${ms(median(mine.map((row) => row.tbt)))}  CLS ${median(mine.map((row) => row.cls)).toFixed(3)}`,
          );
        }
      }
    }
  }

  if (timelines.length > 0) {
    console.log(
      `\nWhere a first visit's time goes in Chromium, slow 4G and a 4× slower CPU applied (median of ${RUNS}, ms from navigation):`,
    );
    for (const page of PAGES) {
      const mine = timelines.filter((timeline) => timeline.page === page);
      const at = (key) => ms(median(mine.map((timeline) => timeline[key])));
      console.log(
        `${`${page.path} (${page.name})`.padEnd(34)} entry script in ${at('entry')}, first API call sent ${at('firstCall')}, sport tree in ${at('tree')}, largest paint ${at('lcp')}${mine.some((timeline) => timeline.marketsShown !== undefined) ? `, markets shown ${at('marketsShown')}` : ''}; blocking time ${at('blocking')}, longest task ${at('longestTask')}`,
      );
    }
  }

  const failures = [];
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      for (const visit of VISITS) {
        const mine = rows.filter((row) => row.page.startsWith(`${page.path} `) && row.formFactor === formFactor && row.visit === visit);
        if (mine.length === 0) continue;
        const name = `${mine[0].page} ${formFactor}${visit === 'repeat' ? ' repeat visit' : ''}${RUNS > 1 ? ` (median of ${RUNS})` : ''}`;
        const lcp = median(mine.map((row) => row.lcp));
        if (visit === 'repeat') {
          if (lcp > REPEAT_LCP_TARGET_MS) failures.push(`${name}: LCP ${ms(lcp)} > ${REPEAT_LCP_TARGET_MS} ms`);
          continue;
        }
        const mobileFirst = formFactor === 'mobile';
        for (const category of CATEGORIES) {
          const score = median(mine.map((row) => row.scores[category]));
          const target = category === 'performance' && mobileFirst ? MOBILE_FIRST_TARGETS.performance : TARGETS[category];
          if (score >= target) continue;
          failures.push(`${name}: ${category} ${score} < ${target}`);
          for (const shortfall of mine[0].shortfalls[category]) failures.push(`    ${shortfall}`);
        }
        if (!mobileFirst) continue;
        const tbt = median(mine.map((row) => row.tbt));
        const cls = median(mine.map((row) => row.cls));
        if (lcp > MOBILE_FIRST_TARGETS.lcp) failures.push(`${name}: LCP ${ms(lcp)} > ${MOBILE_FIRST_TARGETS.lcp} ms`);
        if (tbt > MOBILE_FIRST_TARGETS.tbt) failures.push(`${name}: TBT ${ms(tbt)} > ${MOBILE_FIRST_TARGETS.tbt} ms`);
        if (cls > MOBILE_FIRST_TARGETS.cls) failures.push(`${name}: CLS ${cls.toFixed(3)} > ${MOBILE_FIRST_TARGETS.cls}`);
      }
    }
  }
  const targets = `mobile first visit: performance ≥ ${MOBILE_FIRST_TARGETS.performance}, LCP ≤ ${MOBILE_FIRST_TARGETS.lcp} ms, TBT ≤ ${MOBILE_FIRST_TARGETS.tbt} ms, CLS ≤ ${MOBILE_FIRST_TARGETS.cls}; desktop performance ≥ ${TARGETS.performance}; accessibility 1, best practices 1; a repeat visit's LCP ≤ ${REPEAT_LCP_TARGET_MS} ms`;
  if (failures.length > 0) {
    console.log(`\naudit:lighthouse: BELOW TARGET (${targets})\n${failures.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\naudit:lighthouse: every page meets the targets (${targets})`);
}

main().catch((error) => {
  console.error(`audit:lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
