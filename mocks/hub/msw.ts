// The real @microsoft/signalr client talks to the mock hub through this.
import { HttpResponse, ws, type WebSocketData, type WebSocketHandler, type HttpHandler } from 'msw';
import { quickHttp } from '../handlers/shared/quick-http';
import { applyFaults } from '../faults';
import { mockHub } from './hub';

const hubLink = ws.link('*/teslahub');

async function frameText(data: WebSocketData): Promise<string> {
  if (typeof data === 'string') return data;
  if (data instanceof Blob) return data.text();
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return new TextDecoder().decode(new Uint8Array(data));
}

export const negotiateHandler: HttpHandler = quickHttp.post('*/teslahub/negotiate', async ({ request }) => {
  // The hub honours fault rules too, so a test can take the real-time channel down.
  const fault = await applyFaults(request);
  return fault ?? HttpResponse.json(mockHub.negotiate());
});

export const hubConnectionHandler: WebSocketHandler = hubLink.addEventListener('connection', ({ client }) => {
  const connectionToken = client.url.searchParams.get('id');
  if (!mockHub.accepts(connectionToken)) {
    client.close(1008, 'No connection with that ID');
    return;
  }
  const session = mockHub.open({ send: (text) => client.send(text), close: () => client.close() }, connectionToken);
  client.addEventListener('message', (event) => {
    void frameText(event.data).then((text) => session.receive(text));
  });
  client.addEventListener('close', () => session.dispose());
});

export const hubHandlers: Array<HttpHandler | WebSocketHandler> = [negotiateHandler, hubConnectionHandler];
