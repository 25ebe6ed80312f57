import type { Deal, DealsApi } from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

export class HttpDealsApi implements DealsApi {
  constructor(private readonly client: ApiHttpClient) {}

  async list(): Promise<readonly Deal[]> {
    const { data } = await this.client.call<readonly Deal[] | null>(API_ROUTES.deals);
    return data ?? [];
  }
}
