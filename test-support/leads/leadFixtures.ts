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
export async function multipartBody(fields: Record<string, string | Blob | string[] | undefined>): Promise<{ payload: Buffer; contentType: string }> {
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

/**
 * A stand-in for the owner's workflow webhook on loopback. `answer` decides each response's
 * status, so a test can stage an outage and its end; `answerAfterMs` makes it slow to answer.
 */
export async function startWebhookReceiver(answer: (attempt: number) => number = () => 200, answerAfterMs = 0) {
  const received: ReceivedDelivery[] = [];
  let attempts = 0;
  let inProgress = 0;
  let peakConcurrency = 0;
  const server: Server = createServer((request, response) => {
    inProgress += 1;
    peakConcurrency = Math.max(peakConcurrency, inProgress);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      attempts += 1;
      const status = answer(attempts);
      if (status >= 200 && status < 300) {
        const form = await new Response(new Uint8Array(Buffer.concat(chunks)), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
        received.push({ fields: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])), headers: request.headers });
      }
      if (answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
      inProgress -= 1;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    attempts: () => attempts,
    /** The most requests it was answering at one time. */
    peakConcurrency: () => peakConcurrency,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
