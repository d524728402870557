import { connect } from 'node:net';

export const RAW_ANSWER_TIMEOUT_MS = 5000;

export interface RawResponse {
  status: number;
  /** Lower-case names; a header sent twice keeps its last value. */
  headers: Record<string, string>;
  /** The body with any chunked transfer coding removed. */
  body: Buffer;
  /** Every byte the server sent, head included. */
  raw: Buffer;
}

export interface RawRequest {
  method?: string;
  /** Sent exactly as given: no client in between normalises dots, slashes or encodings. */
  target: string;
  /** The Host header; the server's own address unless given. */
  host?: string;
  /** Header lines after Host, each sent as it is (a value may hold CR, LF or NUL on purpose). */
  headerLines?: string[];
  body?: Buffer;
  /** Content-Length is the body's length unless the case says otherwise. */
  contentLength?: number | null;
}

/** The bytes of an HTTP/1.1 request; the connection closes after the answer. */
export function requestBytes(
  port: number,
  { method = 'GET', target, host = `127.0.0.1:${port}`, headerLines = [], body, contentLength }: RawRequest,
): Buffer {
  const length = contentLength === undefined ? body?.length : contentLength;
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    ...headerLines,
    ...(length === undefined || length === null ? [] : [`Content-Length: ${length}`]),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0)]);
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function parseResponse(raw: Buffer): RawResponse | undefined {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(headEnd + 4);
  return { status, headers, body: headers['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest, raw };
}

/**
 * Sends the request over a plain TCP connection and reads until the server closes it. Rejects
 * when no answer comes within the timeout or the connection ends without one.
 */
export function rawHttp(port: number, request: RawRequest, timeoutMs = RAW_ANSWER_TIMEOUT_MS): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const finish = (failure?: string) => {
      clearTimeout(timer);
      socket.destroy();
      const response = parseResponse(Buffer.concat(chunks));
      if (response) resolve(response);
      else reject(new Error(failure ?? 'the server closed the connection without answering'));
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    // A server may answer (413) and close before the whole body is written: the answer still counts.
    socket.on('error', (error) => finish(`connection failed: ${error.message}`));
    socket.write(requestBytes(port, request));
  });
}
