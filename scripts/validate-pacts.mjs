#!/usr/bin/env node
// The HTTP pacts against openapi/exchange.yaml, then the proposals (docs/contracts.md).
//   node scripts/validate-pacts.mjs [--spec openapi/exchange.yaml] [--pact-dir contracts/pacts]
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpecs, proposalsSection, unmarkedProposals, withProposalsSection } from './proposals.mjs';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}
const spec = option('--spec', 'openapi/exchange.yaml');
const pactDir = option('--pact-dir', 'contracts/pacts');

// Its CLI, run with this Node: .bin is off PATH outside npm.
const validatorBin = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('@pactflow/swagger-mock-validator'))),
  '../bin/swagger-mock-validator.mjs',
);

function httpInteractionCount(pact) {
  const interactions = Array.isArray(pact.interactions) ? pact.interactions : [];
  return interactions.filter((i) => (i.type === undefined ? i.request !== undefined : i.type === 'Synchronous/HTTP')).length;
}

function run(pactFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [validatorBin, spec, pactFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function count(output, word) {
  const match = new RegExp(`^\\s*(\\d+) ${word}\\(s\\)`, 'm').exec(output);
  return match ? Number(match[1]) : undefined;
}

async function main() {
  let names;
  try {
    names = (await readdir(pactDir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    console.error(`validate-pacts: cannot read ${pactDir} (${error.message})`);
    return 1;
  }

  const results = [];
  for (const name of names) {
    const file = path.join(pactDir, name);
    let pact;
    try {
      pact = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      results.push({ file, status: 'FAIL', note: `not valid JSON (${error.message})` });
      continue;
    }
    const http = httpInteractionCount(pact);
    if (http === 0) {
      results.push({ file, status: 'SKIP', note: 'no HTTP interactions (message pact; see hub.asyncapi.yaml)' });
      continue;
    }
    const { code, output } = await run(file);
    const errors = count(output, 'error') ?? (code === 0 ? 0 : undefined);
    const warnings = count(output, 'warning') ?? 0;
    if (code === 0) {
      results.push({ file, status: 'OK', note: `${http} HTTP interactions, ${warnings} warning(s)`, output: warnings > 0 ? output : '' });
    } else {
      results.push({ file, status: 'FAIL', note: `${errors ?? '?'} error(s), ${warnings} warning(s)`, output });
    }
  }

  for (const r of results) {
    const report = (r.output ?? '').split('\n').filter((line) => !/^\s+at /.test(line));
    if (report.join('').trim() !== '') console.log(report.join('\n').trimEnd());
  }
  console.log(`\nPact files vs ${spec}:`);
  for (const r of results) console.log(`  ${r.status.padEnd(4)}  ${r.file}  ${r.note}`);

  const specs = await loadSpecs({ rest: spec });
  let unmarked = 0;
  for (const name of names) {
    const file = path.join(pactDir, name);
    let pact;
    try {
      pact = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      continue;
    }
    for (const { description, proposals } of unmarkedProposals(pact, specs)) {
      unmarked += 1;
      console.error(`  FAIL  ${file}: '${description}' touches ${proposals.join(', ')} (x-proposal) but is not pending`);
    }
  }
  console.log(
    unmarked === 0
      ? 'Proposals: every interaction that touches an x-proposal is pending'
      : `Proposals: ${unmarked} interaction(s) not pending`,
  );
  const docPath = option('--doc', 'docs/contracts.md');
  const doc = await readFile(docPath, 'utf8');
  let stale;
  try {
    stale = withProposalsSection(doc, proposalsSection(specs)) !== doc;
  } catch (error) {
    console.error(`  FAIL  ${error.message}`);
    stale = true;
  }
  if (stale)
    console.error(`  FAIL  ${docPath}: the proposals section is not what x-proposal generates; run node scripts/proposals.mjs --write`);
  else console.log(`Proposals: ${docPath} lists them as the marker says`);

  const checked = results.filter((r) => r.status !== 'SKIP');
  const failed = results.filter((r) => r.status === 'FAIL');
  if (checked.length === 0) {
    console.error(`validate-pacts: no HTTP pact in ${pactDir}; run the consumer tests first (npm run test:contract)`);
    return 1;
  }
  const ok = failed.length === 0 && unmarked === 0 && !stale;
  console.log(
    ok
      ? `validate-pacts: OK (${checked.length} checked)`
      : `validate-pacts: ${failed.length} failed, ${unmarked} proposal(s) not pending${stale ? ', contracts doc stale' : ''}`,
  );
  return ok ? 0 : 1;
}

process.exitCode = await main();
