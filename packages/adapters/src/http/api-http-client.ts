import axios, { type AxiosInstance } from 'axios';
import { PortError, type AccessTokenSource } from '@admission/domain';
import { routePath, type ApiRoute } from './api-routes';
import { earlyAnswerData, type EarlyAnswer, type EarlyAnswers } from './early-answers';
import { portErrorFromAnswer, portErrorFromTransport } from './port-error-mapping';

export interface ApiHttpClientConfig {
  /** The product API's base URL, from configuration (e.g. http://localhost:54321). */
  readonly baseUrl: string;
  readonly tokens: AccessTokenSource;
  readonly timeoutMs?: number;
  /** Answers already asked for by the page's inline script (early-answers.ts); none by default. */
  readonly early?: EarlyAnswers;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiCall {
  readonly params?: Readonly<Record<string, string | number>>;
  /** Appended in order; undefined values are left out. Values are URL-encoded. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** A GET's answer already asked for (the boot script's); when it brings none, the client asks itself. */
  readonly early?: Promise<EarlyAnswer | null>;
}

export interface ApiAnswer<T> {
  readonly status: number;
  readonly data: T;
  readonly headers: Readonly<Record<string, string | undefined>>;
}

function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function flatHeaders(headers: unknown): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  if (headers === null || typeof headers !== 'object') return flat;
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (typeof value === 'string') flat[name.toLowerCase()] = value;
    else if (typeof value === 'number') flat[name.toLowerCase()] = String(value);
    else if (Array.isArray(value)) flat[name.toLowerCase()] = value.join(', ');
  }
  return flat;
}

function jsonOrNull(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/**
 * The one HTTP client of the product API. It attaches `Authorization: Bearer <token>` whenever a
 * session exists, except on anonymous routes; every error answer rejects with a PortError.
 * No retries: the retry policy belongs to the web app's query cache.
 */
export class ApiHttpClient {
  private readonly http: AxiosInstance;
  private readonly baseUrl: string;

  constructor(private readonly config: ApiHttpClientConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.http = axios.create({
      baseURL: this.baseUrl,
      timeout: config.timeoutMs ?? 30_000,
      // Every status is an answer; this class decides what an error is.
      validateStatus: () => true,
      headers: { Accept: 'application/json' },
    });
  }

  async call<T>(route: ApiRoute, call: ApiCall = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    let token: string | null = null;
    if (!route.anonymous) {
      token = await this.config.tokens.accessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const url = routePath(route, call.params) + queryString(call.query);
    const early = route.method === 'GET' && token ? await (call.early ?? this.config.early?.take(url, token))?.catch(() => null) : null;
    let response;
    if (early) {
      response = { status: early.status, data: earlyAnswerData(early.body), headers: early.headers };
    } else {
      try {
        response = await this.http.request<unknown>({ method: route.method, url, headers, data: call.body });
      } catch (cause) {
        throw portErrorFromTransport(cause, route.failure);
      }
    }
    if (response.status < 200 || response.status >= 300) {
      throw portErrorFromAnswer(response.status, response.data, route.failure);
    }
    return { status: response.status, data: response.data as T, headers: flatHeaders(response.headers) };
  }

  /**
   * A file the server makes (a CSV export): its bytes exactly as sent (a byte-order mark kept) and the headers.
   * An error answer's JSON body still gives the PortError its detail.
   */
  async download(route: ApiRoute, call: ApiCall = {}): Promise<ApiAnswer<Uint8Array>> {
    const headers: Record<string, string> = { Accept: '*/*' };
    const token = await this.config.tokens.accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = routePath(route, call.params) + queryString(call.query);
    let response;
    try {
      response = await this.http.request<ArrayBuffer>({ method: route.method, url, headers, responseType: 'arraybuffer' });
    } catch (cause) {
      throw portErrorFromTransport(cause, route.failure);
    }
    const bytes = new Uint8Array(response.data);
    if (response.status < 200 || response.status >= 300) {
      throw portErrorFromAnswer(response.status, jsonOrNull(bytes), route.failure);
    }
    return { status: response.status, data: bytes, headers: flatHeaders(response.headers) };
  }

  /**
   * An absolute URL for a page the browser opens itself (a new tab sends no bearer header),
   * with the access token in the query. Rejects UNAUTHENTICATED without a session.
   */
  async urlWithAccessToken(route: ApiRoute, params: Readonly<Record<string, string | number>>): Promise<string> {
    const token = await this.config.tokens.accessToken();
    if (!token) throw new PortError('UNAUTHENTICATED', 'User not authenticated', { status: null });
    return `${this.baseUrl}${routePath(route, params)}${queryString({ access_token: token })}`;
  }
}
