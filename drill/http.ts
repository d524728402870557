/** The drill's requests to the servers it runs, each given up after a while so that a hung server fails its case instead of the drill. */
import { request as httpRequest } from 'node:http';

/** Far beyond a render on a two-core machine at full load, so that only a hung server reaches it. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The host previews are served at (PREVIEW_URL's default on one machine): each server of the drill answers for it on its own port. */
export const PREVIEW_HOSTNAME = 'preview.localhost';

/**
 * A request to a server naming the preview host, as a browser that resolved preview.localhost to
 * this machine sends it; fetch always names the host it connects to, so this goes through node:http.
 */
export function sendToPreviewHost(
  origin: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { port } = new URL(origin);
  const host = `${PREVIEW_HOSTNAME}:${port}`;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const one of [value ?? []].flat()) headers.append(name, one);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers });
        });
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`${host}${target} did not answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
