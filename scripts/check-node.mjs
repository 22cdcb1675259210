#!/usr/bin/env node
// Runs before anything else (npm ci/install, and `npm run generate`, which start, build, typecheck and
// test run first): on a Node the project does not support, one line says which Node it needs and how to
// get it, instead of a dependency's stack trace. Written for every Node, old ones included.
const [major, minor] = process.versions.node.split('.').map(Number);
// The engines range of package.json: ^22.22.0 || ^24.15.0 || >=26.0.0.
const supported = (major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major >= 26;
if (!supported) {
  console.error(
    `exchange-player-web needs Node 22.22+, 24.15+ or 26 (this is ${process.version}): run \`nvm install\` (or fnm/volta: .nvmrc and .node-version say 26), or \`npm install --prefix .tools/node node@26.10.0\` and put .tools/node/node_modules/.bin first on PATH.`,
  );
  process.exit(1);
}
