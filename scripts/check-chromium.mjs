#!/usr/bin/env node
// Fails first, with the install hint.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { e2eChromiumPath } from './e2e-browser.mjs';

const path = e2eChromiumPath();
try {
  accessSync(path, constants.X_OK);
  const version = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  console.log(`chromium: ${version} (${path})`);
} catch {
  console.error(
    [
      `No Chromium at ${path}: the browser tests need one.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
      'or point CHROMIUM_PATH at a Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
