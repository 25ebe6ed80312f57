import type { Deal, DealsApi, WithdrawalReason } from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

export class HttpDealsApi implements DealsApi {
  constructor(private readonly client: ApiHttpClient) {}

  async list(): Promise<readonly Deal[]> {
    const { data } = await this.client.call<readonly Deal[] | null>(API_ROUTES.deals);
    return data ?? [];
  }

  async withdraw(applicationId: number, reasons: readonly WithdrawalReason[]): Promise<void> {
    await this.client.call(API_ROUTES.withdrawDeal, { params: { applicationId }, body: { reasons } });
  }
}
