// A real HTTP server on 127.0.0.1 for the adapters' unit tests: it records what arrived and
// answers what the test scripted.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  json<T = unknown>(): T;
}

export interface ScriptedAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type Responder = (request: RecordedRequest) => ScriptedAnswer;

export interface TestServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Replace what the server answers. */
  answer(responder: Responder | ScriptedAnswer): void;
  close(): Promise<void>;
}

export async function startTestServer(initial: Responder | ScriptedAnswer = { status: 200, body: {} }): Promise<TestServer> {
  let responder: Responder = typeof initial === 'function' ? initial : () => initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        json: <T>() => JSON.parse(body.toString('utf8')) as T,
      };
      requests.push(recorded);
      const answer = responder(recorded);
      const headers: Record<string, string> = { ...answer.headers };
      let payload: string | undefined;
      if (answer.body !== undefined) {
        payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        headers['content-type'] ??= 'application/json';
      }
      res.writeHead(answer.status, headers);
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      responder = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL on which nothing listens, for the "no answer at all" cases. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * One test server for the file that calls it: started before its tests, closed after them, and before each test
 * emptied of recorded requests and set back to `resetAnswer` (when given).
 */
export function useTestServer(resetAnswer?: ScriptedAnswer): TestServer {
  let current: TestServer | undefined;
  const started = (): TestServer => {
    if (current === undefined) throw new Error('The test server is used outside a test (it starts in beforeAll)');
    return current;
  };
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    started().requests.length = 0;
    if (resetAnswer !== undefined) started().answer(resetAnswer);
  });
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    answer: (responder) => started().answer(responder),
    close: () => started().close(),
  };
}
