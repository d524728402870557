import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContactRequest } from 'shared/content/contact';

export const sampleLead: ContactRequest = {
  firstName: 'Ada',
  lastName: 'Okafor',
  companyName: 'Northwind Instruments',
  email: 'ada@northwind.test',
  phoneNumber: '(404) 555-0199',
  projectDetails: '250 boards, 6 layers, first articles in 3 weeks',
};

/** A multipart body exactly as a browser's FormData would send it; an array sends its name once per value, undefined not at all. */
export async function multipartBody(
  fields: Record<string, string | Blob | string[] | undefined>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) form.append(name, one);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export interface ReceivedDelivery {
  fields: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiverOptions {
  /** Each response's status by attempt, so a test can stage an outage and its end: 200 unless told. */
  answer?: (attempt: number) => number;
  /** How long it takes to answer each request. */
  answerAfterMs?: number;
  /** The loopback port it listens on: any free one unless told. */
  port?: number;
  /**
   * Also answers POST /control/outage ('on' or 'off': 503 to every delivery meanwhile) and GET
   * /control/received (the deliveries as JSON), for tests in another process than the receiver.
   */
  control?: boolean;
}

/** A stand-in for the owner's workflow webhook on loopback: it records each delivery it answers with a 2xx. */
export async function startWebhookReceiver({
  answer = () => 200,
  answerAfterMs = 0,
  port = 0,
  control = false,
}: WebhookReceiverOptions = {}) {
  const received: ReceivedDelivery[] = [];
  let attempts = 0;
  let inProgress = 0;
  let peakConcurrency = 0;
  let outage = false;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    if (control && request.url?.startsWith('/control/')) {
      request.on('end', () => {
        if (request.url === '/control/outage' && request.method === 'POST') {
          outage = Buffer.concat(chunks).toString() === 'on';
          response.writeHead(204).end();
        } else if (request.url === '/control/received') {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
        } else {
          response.writeHead(404).end();
        }
      });
      return;
    }
    inProgress += 1;
    peakConcurrency = Math.max(peakConcurrency, inProgress);
    request.on('end', async () => {
      attempts += 1;
      const status = outage ? 503 : answer(attempts);
      if (status >= 200 && status < 300) {
        const form = await new Response(new Uint8Array(Buffer.concat(chunks)), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
        received.push({
          fields: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
          headers: request.headers,
        });
      }
      if (answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
      inProgress -= 1;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/hook`,
    received,
    attempts: () => attempts,
    /** The most requests it was answering at one time. */
    peakConcurrency: () => peakConcurrency,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
