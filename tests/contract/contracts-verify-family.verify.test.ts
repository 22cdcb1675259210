// @vitest-environment node
// `npm run contracts:verify` against a server of the backend family as it is today: one without our
// proposals. Stood in for by the mock behind a proxy that answers 404 to every proposed operation
// (openapi x-proposal). The family's wire must pass and the run exit 0, with the proposals listed
// apart as not supported; a family operation broken the same way must fail the run.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mocks/server';
import { loadSpecs, restProposals } from '../../scripts/proposals.mjs';

let mock: { url: string; close(): Promise<void> };
let proxy: Server;
let proxyUrl = '';
/** Paths (without the leading slash) the proxy answers 404: the stand-in family lacks them. */
let missing: string[] = [];
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'expect',
  'accept-encoding',
]);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  const { rest } = await loadSpecs();
  const proposedOperations = restProposals(rest)
    .map((proposal) => /^(?:GET|POST) (\S+)$/.exec(proposal.where)?.[1])
    .filter((path): path is string => path !== undefined);
  expect(proposedOperations.length).toBeGreaterThan(0);
  missing = proposedOperations;
  proxy = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://proxy').pathname.replace(/^\//, '');
      if (missing.some((operation) => path.toLowerCase() === operation.toLowerCase())) {
        response.writeHead(404).end();
        return;
      }
      const body = await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && !HOP_BY_HOP.has(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${mock.url}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const text = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' }).end(text);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' }).end(`proxy: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await mock.close();
});

/** Runs the CLI as the backend team does (asynchronously: the proxy and the mock answer from this process). */
function verify(): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const run = spawn('npx', ['tsx', 'scripts/contracts-verify.ts', '--provider-base-url', proxyUrl, '--provider', 'exchange-api'], {
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.on('error', reject);
    run.on('close', (status) => resolve({ status, output }));
  });
}

describe('contracts:verify against a family server without our proposals', () => {
  it("passes on the family's wire and lists the proposals it lacks apart", async () => {
    const { status, output } = await verify();
    expect(output).toMatch(/PASS\s+exchange-api/);
    // The proposed operations are missing here: their interactions are reported, not counted.
    expect(output).toMatch(/^\s+NOT\s+exchange-api\s+.*cancel/im);
    expect(output).toMatch(/Proposals \(pending: reported, not counted\): \d+ of \d+ already supported/);
    expect(status, output).toBe(0);
  }, 300_000);

  it("fails when part of the family's wire is missing", async () => {
    missing = [...missing, 'Event/TreeSportWithEvent'];
    const { status, output } = await verify();
    expect(output.slice(output.lastIndexOf('Summary'))).toMatch(/FAIL\s+exchange-api/);
    expect(status, output).toBe(1);
  }, 300_000);
});
