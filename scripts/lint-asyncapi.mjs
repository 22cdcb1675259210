#!/usr/bin/env node
// `npm run lint:specs`: the hub's AsyncAPI, then each message example through its `x-decoded-schema`
// strings, which the parser's ruleset cannot see into.
//   node scripts/lint-asyncapi.mjs [openapi/hub.asyncapi.yaml] [--verbose]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from '@asyncapi/parser';
import AjvModule from 'ajv';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const file = args.find((a) => !a.startsWith('--')) ?? 'openapi/hub.asyncapi.yaml';
const label = path.relative(process.cwd(), path.resolve(file));

const SEVERITY = ['error', 'warning', 'info', 'hint'];

function formatDiagnostic(d) {
  const where = d.range ? `${d.range.start.line + 1}:${d.range.start.character + 1}` : '?';
  const at = d.path && d.path.length > 0 ? ` at ${d.path.join('.')}` : '';
  return `  ${label}:${where}  ${SEVERITY[d.severity] ?? d.severity}  ${d.code}  ${d.message}${at}`;
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function createValidator() {
  const Ajv = AjvModule.default ?? AjvModule;
  // AsyncAPI schemas carry `x-` keywords.
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  const cache = new Map();
  return (schema, value) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
  };
}

function checkDecodedLevels(validate, schema, value, where, problems) {
  if (!isObject(schema)) return;
  const decoded = schema['x-decoded-schema'];
  if (isObject(decoded) && typeof value === 'string') {
    let parsed;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      problems.push(`${where}: not valid JSON (${error.message})`);
      return;
    }
    for (const p of validate(decoded, parsed)) problems.push(`${where} (decoded): ${p}`);
    checkDecodedLevels(validate, decoded, parsed, `${where} (decoded)`, problems);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(schema[key])) {
      for (const sub of schema[key]) checkDecodedLevels(validate, sub, value, where, problems);
    }
  }
  if (isObject(schema.properties) && isObject(value)) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      if (name in value) checkDecodedLevels(validate, sub, value[name], `${where}.${name}`, problems);
    }
  }
  if (isObject(schema.items) && Array.isArray(value)) {
    value.forEach((item, i) => checkDecodedLevels(validate, schema.items, item, `${where}[${i}]`, problems));
  }
}

async function main() {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`${label}: cannot read (${error.message})`);
    return 1;
  }

  const parser = new Parser();
  const { document, diagnostics } = await parser.parse(text, { source: path.resolve(file) });
  const errors = diagnostics.filter((d) => d.severity === 0);
  const others = diagnostics.filter((d) => d.severity !== 0);
  for (const d of others) if (verbose || d.severity === 1) console.log(formatDiagnostic(d));
  if (errors.length > 0 || !document) {
    console.error(`${label}: ${errors.length} error(s)`);
    for (const d of errors) console.error(formatDiagnostic(d));
    return 1;
  }

  const validate = createValidator();
  const problems = [];
  let exampleCount = 0;
  const messages = document.allMessages().all();
  for (const message of messages) {
    const name = message.name() ?? message.id();
    const payloadSchema = message.hasPayload() ? message.payload().json() : undefined;
    const examples = message.examples().all();
    if (examples.length === 0) problems.push(`message ${name}: no examples`);
    for (const [i, example] of examples.entries()) {
      exampleCount += 1;
      const where = `message ${name} example ${example.name() ?? i}`;
      if (!example.hasPayload()) {
        problems.push(`${where}: no payload`);
        continue;
      }
      const value = example.payload();
      if (payloadSchema === undefined) continue;
      for (const p of validate(payloadSchema, value)) problems.push(`${where}: ${p}`);
      checkDecodedLevels(validate, payloadSchema, value, where, problems);
    }
  }
  if (problems.length > 0) {
    console.error(`${label}: ${problems.length} example problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    return 1;
  }

  const warnings = others.filter((d) => d.severity === 1).length;
  const notes = others.length - warnings;
  const extra =
    (warnings > 0 ? `, ${warnings} warning(s) above` : '') +
    (notes > 0 ? `, ${notes} info/hint(s)${verbose ? ' above' : ' (--verbose)'}` : '');
  console.log(`${label}: OK (AsyncAPI ${document.version()}, ${messages.length} messages, ${exampleCount} examples checked${extra})`);
  return 0;
}

process.exitCode = await main();
