// The same msw handlers via getResponse(), the hub on `ws`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { setBrandOverride } from './brand';
import { controlHandlers } from './control';
import { seedConstants } from './db';
import { abpFailureBody } from './handlers/shared/envelope';
import { handlers } from './handlers';
import { negotiateHandler } from './hub/msw';
import { mockHub } from './hub/hub';
import { setOddsStream } from './hub/odds-stream';
import { attachHub } from './hub/ws-server';
import { setBetDelayScale } from './runtime-settings';

export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Wait real bet delays. Default: MOCK_BET_DELAY=1. */
  betDelay?: boolean;
  /** Move in-play prices every 1–2 s. Default off (the CLI turns it on unless MOCK_ODDS_STREAM=0). */
  oddsStream?: boolean;
  brand?: string;
}

export interface MockServer {
  url: string;
  close(): Promise<void>;
}

const httpHandlers = [...handlers, negotiateHandler, ...controlHandlers];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'expect']);
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Cache-Control, X-Requested-With, X-SignalR-User-Agent';

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    // Echo the origin (not '*'): the SignalR client sends credentials on negotiate.
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function answer(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const fetchRequest = await toFetchRequest(request, origin);
  const mocked = await getResponse(httpHandlers, fetchRequest);
  if (!mocked) {
    // Unknown requests fail loudly.
    const label = `${fetchRequest.method} ${new URL(fetchRequest.url).pathname}`;
    console.error(`[mock] no handler for ${label}`);
    response.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(abpFailureBody(`The mock backend has no handler for ${label}`)));
    return;
  }
  if (mocked.type === 'error') {
    // A "network" fault: drop the connection without an answer.
    request.socket.destroy();
    return;
  }
  const body = Buffer.from(await mocked.arrayBuffer());
  const headers: Record<string, string> = { ...cors };
  mocked.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  response.writeHead(mocked.status, headers);
  response.end(body);
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.MOCK_PORT ?? 4010);
  setBetDelayScale((options.betDelay ?? process.env.MOCK_BET_DELAY === '1') ? 1 : 0);
  setOddsStream(options.oddsStream ?? false);
  const brand = options.brand ?? process.env.MOCK_BRAND;
  if (brand) setBrandOverride(brand);

  let origin = `http://${host}:${port}`;
  const server = createServer((request, response) => {
    answer(request, response, origin).catch((error: unknown) => {
      console.error('[mock] request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(abpFailureBody('The mock server failed on this request')));
    });
  });
  const hub = attachHub(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('The mock server has no TCP address');
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: origin,
    close: async () => {
      setOddsStream(false);
      mockHub.closeAll();
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function printBanner(url: string): void {
  const { SEED_PASSWORD, MOCK_OTP } = seedConstants;
  console.log(`Mock backend on ${url} (hub: ${url}/teslahub, controls: ${url}/__mock/…)`);
  console.log(`  player1 / ${SEED_PASSWORD}  balance 100000, no bets             token mock-at-2-0`);
  console.log(`  player2 / ${SEED_PASSWORD}  open bets, 30 days of history       token mock-at-3-0`);
  console.log(`  demo (LoginAsDemoUser)  balance 100000                      token mock-at-4-0`);
  console.log(
    `  sign-up OTP: ${MOCK_OTP}; brands: localhost, nosignup.localhost, skipotp.localhost, suspended.localhost, nocasino.localhost`,
  );
}

const runDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  startMockServer({ oddsStream: process.env.MOCK_ODDS_STREAM !== '0' })
    .then((server) => {
      printBanner(server.url);
      const stop = (): void => {
        void server.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error('[mock] could not start', error);
      process.exit(1);
    });
}
