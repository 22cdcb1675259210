import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

// Pact merges new interactions into an existing pact file, so the consumer run must start from an
// empty contracts/pacts/ or interactions deleted from the tests would live on in the contract
// (docs/toolchain.md "Pact"). Only a run of *all* consumer files may wipe it:
// - a run of some consumer files only (one file while working on it) must not delete the pacts the
//   other files wrote; it merges into them instead.

const PACT_DIR = path.resolve('contracts/pacts');
const CONSUMER_FILE = /\.pact\.test\.ts$/;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

async function consumerFiles(project: TestProject, filters?: string[]): Promise<string[]> {
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.filter((file) => CONSUMER_FILE.test(file));
}

/**
 * The pact files' metadata, the same on every run. Each consumer file's pact writes its metadata as it
 * merges into the shared file, and whether pact-js's own entry survives depends on which test file
 * finished last: the committed pacts gained or lost `"pact-js": {"version": …}` from one run to the
 * next. Every file gets it, with the keys in the core's (alphabetical) order; nothing else changes
 * (the core writes JSON.stringify's two-space form).
 */
async function settleMetadata(): Promise<void> {
  const { version } = createRequire(import.meta.url)('@pact-foundation/pact/package.json') as { version: string };
  for (const name of (await readdir(PACT_DIR)).filter((entry) => entry.endsWith('.json'))) {
    const file = path.join(PACT_DIR, name);
    const pact = JSON.parse(await readFile(file, 'utf8')) as { metadata?: Record<string, unknown> };
    const entries = Object.entries({ ...pact.metadata, 'pact-js': { version } }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    pact.metadata = Object.fromEntries(entries);
    await writeFile(file, JSON.stringify(pact, null, 2));
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  await mkdir(PACT_DIR, { recursive: true });
  // The CLI's file filters are kept on the Vitest instance (not a typed field in Vitest 4.1). When
  // they cannot be read, assume a full run: wiping is the documented consumer-side default.
  const filters: unknown = Reflect.get(project.vitest, 'filenamePattern');
  const inRun = await consumerFiles(project, isStringArray(filters) ? filters : undefined);
  if (inRun.length === 0) return undefined;
  const all = await consumerFiles(project);
  if (inRun.length < all.length) {
    console.warn(
      `[pact] ${inRun.length} of ${all.length} consumer files in this run: merging into ${path.relative(process.cwd(), PACT_DIR)} ` +
        'instead of rebuilding it. Run the whole contract project before committing the pacts.',
    );
    return settleMetadata;
  }
  const entries = await readdir(PACT_DIR);
  await Promise.all(entries.filter((name) => name.endsWith('.json')).map((name) => rm(path.join(PACT_DIR, name), { force: true })));
  return settleMetadata;
}
