import { captureLog } from '../../../test-support/capturedLog';
import { pathOf, readLogConfig, requestIdFor } from './logging';
import { trustsPeer } from './settings';

test('a terminal gets readable lines, anything else one JSON object a line, unless LOG_FORMAT says', () => {
  expect(readLogConfig({}, true)).toEqual({ level: 'info', pretty: true });
  expect(readLogConfig({}, false)).toEqual({ level: 'info', pretty: false });
  expect(readLogConfig({ LOG_FORMAT: 'json' }, true).pretty).toBe(false);
  expect(readLogConfig({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' }, false)).toEqual({ level: 'warn', pretty: true });
});

test('a level or format the logger does not know stops the server with the accepted values', () => {
  expect(() => readLogConfig({ LOG_LEVEL: 'verbose' }, false)).toThrow(
    /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
  );
  expect(() => readLogConfig({ LOG_FORMAT: 'xml' }, false)).toThrow(
    /LOG_FORMAT must be one of pretty, json, got "xml"/,
  );
});

test('a request, a header or a body handed to the logger whole keeps its query string, credentials and fields out of the line', () => {
  const log = captureLog();
  const req = {
    method: 'GET',
    url: '/medical?gclid=abc123&token=t0k',
    headers: { authorization: 'Bearer s3cret', cookie: 'session=c00kie' },
  };
  log.logger.info({ req, headers: req.headers, body: { email: 'buyer@oem.test' } }, 'handed over whole');
  expect(log.lines[0]).toMatchObject({ req: { method: 'GET', path: '/medical' }, msg: 'handed over whole' });
  for (const value of ['abc123', 't0k', 's3cret', 'c00kie', 'buyer@oem.test']) expect(log.text()).not.toContain(value);
});

test('the path of an address, without its query string', () => {
  expect(pathOf('/case-studies?industry=aerospace&utm_source=x')).toBe('/case-studies');
  expect(pathOf('/')).toBe('/');
});

test("a request's id is the trusted proxy's X-Request-Id when it is sound, a fresh one otherwise", () => {
  const request = (id?: string, from = '10.0.0.5') =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress: from } }) as Parameters<
      typeof requestIdFor
    >[0];
  const behindProxies = trustsPeer({ addresses: ['10.0.0.0/8'] });
  expect(requestIdFor(request('edge-42'), behindProxies)).toBe('edge-42');
  // A client reaching the server past its proxies names no id of its own.
  expect(requestIdFor(request('edge-42', '203.0.113.9'), behindProxies)).not.toBe('edge-42');
  expect(requestIdFor(request('edge-42'), trustsPeer(false))).not.toBe('edge-42');
  expect(requestIdFor(request('has spaces and "quotes"'), behindProxies)).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestIdFor(request(), behindProxies)).toMatch(/^[0-9a-f-]{36}$/);
});
