// The standalone server's hub on `ws`: the same HubSession as under MSW.
import type { Server } from 'node:http';
import { WebSocketServer, type RawData } from 'ws';
import { mockHub } from './hub';

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

export function attachHub(server: Server): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://mock.local');
    const connectionToken = url.searchParams.get('id');
    if (!url.pathname.endsWith('/teslahub') || !mockHub.accepts(connectionToken)) {
      console.error(`[mock] refused WebSocket upgrade for ${url.pathname}${url.search}`);
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (socketConnection) => {
      const session = mockHub.open(
        { send: (frame) => socketConnection.send(frame), close: () => socketConnection.close() },
        connectionToken,
      );
      socketConnection.on('message', (data) => session.receive(text(data)));
      socketConnection.on('close', () => session.dispose());
      socketConnection.on('error', () => session.dispose());
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
