/**
 * The owner's workflow webhook, stood in for on loopback during the browser tests.
 * POST /hook records a delivery (or answers 503 during a staged outage);
 * /control/outage and /control/received let tests stage an outage and read what arrived.
 */
import { createServer } from 'node:http';

export interface Delivery {
  fields: Record<string, string>;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
}

export function startWebhookReceiver(port: number) {
  const received: Delivery[] = [];
  let outage = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = request.url ?? '/';
      if (url === '/hook' && request.method === 'POST') {
        if (outage) return response.writeHead(503).end('outage');
        const contentType = request.headers['content-type'];
        const form = await new Response(new Uint8Array(Buffer.concat(chunks)), { headers: { 'content-type': contentType ?? '' } }).formData();
        received.push({
          fields: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          contentType,
        });
        return response.writeHead(200).end('ok');
      }
      if (url === '/control/outage' && request.method === 'POST') {
        outage = Buffer.concat(chunks).toString() === 'on';
        return response.writeHead(204).end();
      }
      if (url === '/control/received') {
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      }
      response.writeHead(404).end();
    });
  });
  server.listen(port, '127.0.0.1');
  return server;
}
