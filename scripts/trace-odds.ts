// npm run trace:odds -- [query] [cpu]: the price benchmark's frames by rendering phase (BUILD=1 builds
// the harness). Compare its runs with each other only.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildHarness, CHROMIUM, ROOT, serveFolder, viewportOf } from './bench-harness';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

const OUT_DIR = path.join(ROOT, 'node_modules/.cache/bench-odds');
const query = process.argv[2] ?? 'runners=200&rate=1000';
const cpu = Number(process.argv[3] ?? 4);
const BUSY_FRAME_MS = 12;

if (process.env.BUILD === '1')
  await buildHarness(OUT_DIR, 'tests/bench/odds.html', [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]);
const server = await serveFolder(OUT_DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const events: TraceEvent[] = [];
try {
  const page = await browser.newPage({ viewport: viewportOf(query) });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${server.url}/tests/bench/odds.html?${query}`);
  await page.waitForTimeout(2500);
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc',
    transferMode: 'ReportEvents',
  });
  await page.waitForTimeout(4000);
  await cdp.send('Tracing.end');
  await complete;
} finally {
  await browser.close();
  await server.close();
}

const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
const busy = new Map<string, number>();
for (const event of complete) if (event.name === 'RunTask') busy.set(thread(event), (busy.get(thread(event)) ?? 0) + (event.dur ?? 0));
const mainThread = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
const main = complete.filter((event) => thread(event) === mainThread);
const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;

const PHASES = {
  'price writes': 'FireAnimationFrame',
  style: 'UpdateLayoutTree',
  layout: 'Layout',
  'pre-paint': 'PrePaint',
  paint: 'LocalFrameView::RunPaintLifecyclePhase',
  layerize: 'Layerize',
  'intersection observers': 'IntersectionObserverController::computeIntersections',
} as const;
const frames = main
  .filter((event) => event.name === 'ProxyMain::BeginMainFrame')
  .map((frame) => {
    const inside = main.filter((event) => event.ts >= frame.ts && event.ts <= frame.ts + (frame.dur ?? 0));
    const phases = Object.fromEntries(
      Object.entries(PHASES).map(([label, name]) => [
        label,
        inside.filter((event) => event.name === name).reduce((sum, event) => sum + ms(event), 0),
      ]),
    );
    return { total: ms(frame), phases };
  });
const layouts = main.filter((event) => event.name === 'Layout');
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

console.log(
  `trace:odds: ${query}, CPU ${cpu}× slower, 4 s traced: main thread busy ${Math.round((busy.get(mainThread ?? '') ?? 0) / 1000)} ms, ${frames.length} frames`,
);
for (const [label, group] of [
  [`frames over ${BUSY_FRAME_MS} ms (the publishing ones)`, frames.filter((frame) => frame.total > BUSY_FRAME_MS)],
  ['the other frames', frames.filter((frame) => frame.total <= BUSY_FRAME_MS)],
] as const) {
  const parts = Object.keys(PHASES).map((phase) => `${phase} ${mean(group.map((frame) => frame.phases[phase] ?? 0)).toFixed(1)}`);
  console.log(`  ${group.length} ${label}: ${mean(group.map((frame) => frame.total)).toFixed(1)} ms each (${parts.join(', ')})`);
}
console.log(
  `  ${layouts.length} layouts: ${mean(layouts.map((event) => event.args?.beginData?.dirtyObjects ?? 0)).toFixed(0)} of ${mean(layouts.map((event) => event.args?.beginData?.totalObjects ?? 0)).toFixed(0)} layout objects dirty on average`,
);
