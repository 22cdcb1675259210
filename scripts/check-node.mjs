#!/usr/bin/env node
// Runs first: on an unsupported Node, one line says which is needed.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = (major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major >= 26;
if (!supported) {
  console.error(
    `exchange-player-web needs Node 22.22+, 24.15+ or 26 (this is ${process.version}): run \`nvm install\` (or fnm/volta: .nvmrc and .node-version say 26), or \`npm install --prefix .tools/node node@26.10.0\` and put .tools/node/node_modules/.bin first on PATH.`,
  );
  process.exit(1);
}
