import {
  isPortError,
  type AccountDeletionState,
  type AccountExistence,
  type DisabilityStatus,
  type DownloadedFile,
  type Invoice,
  type Nationality,
  type UserProfile,
  type UsersApi,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';
import { fileNameOf } from './file-name';

/** The apply URL a 404 on the account checks may carry in `detail.apply_url`. */
function applyUrlOf(detail: unknown): string | null {
  if (detail !== null && typeof detail === 'object' && 'apply_url' in detail) {
    const url = (detail as { apply_url: unknown }).apply_url;
    if (typeof url === 'string' && url !== '') return url;
  }
  return null;
}

/** A list answer, bare or wrapped in `{nationalities: [...]}`. */
function nationalityList(data: unknown): readonly Nationality[] {
  if (Array.isArray(data)) return data as Nationality[];
  if (data !== null && typeof data === 'object' && 'nationalities' in data) {
    const list = (data as { nationalities: unknown }).nationalities;
    if (Array.isArray(list)) return list as Nationality[];
  }
  return [];
}

export class HttpUsersApi implements UsersApi {
  constructor(private readonly client: ApiHttpClient) {}

  async checkExists(email: string): Promise<AccountExistence> {
    return this.existence(() => this.client.call(API_ROUTES.checkExists, { body: { email } }));
  }

  async me(): Promise<UserProfile> {
    return (await this.client.call<UserProfile>(API_ROUTES.me)).data;
  }

  async accountExists(): Promise<AccountExistence> {
    return this.existence(() => this.client.call(API_ROUTES.allMe));
  }

  async invoice(): Promise<Invoice | null> {
    try {
      const { data } = await this.client.call<Invoice | null>(API_ROUTES.invoice);
      return data ?? null;
    } catch (error) {
      if (isPortError(error) && error.status === 404) return null;
      throw error;
    }
  }

  async disability(): Promise<DisabilityStatus> {
    const { data } = await this.client.call<DisabilityStatus>(API_ROUTES.disability);
    return { has_disability: data.has_disability ?? null };
  }

  async setDisability(hasDisability: boolean): Promise<DisabilityStatus> {
    const { data } = await this.client.call<DisabilityStatus>(API_ROUTES.setDisability, { body: { has_disability: hasDisability } });
    return { has_disability: data.has_disability ?? null };
  }

  async nationalities(): Promise<readonly Nationality[]> {
    return nationalityList((await this.client.call(API_ROUTES.nationalities)).data);
  }

  async availableNationalities(language: string): Promise<readonly Nationality[]> {
    return nationalityList((await this.client.call(API_ROUTES.availableNationalities, { query: { language } })).data);
  }

  async setNationalities(codes: readonly string[]): Promise<readonly Nationality[]> {
    const { data } = await this.client.call(API_ROUTES.setNationalities, { body: { nationality_codes: codes } });
    return nationalityList(data);
  }

  async downloadData(): Promise<DownloadedFile> {
    const { data, headers } = await this.client.download(API_ROUTES.dataExport);
    return { fileName: fileNameOf(headers['content-disposition']) ?? 'my-data.zip', contentType: headers['content-type'] ?? 'application/zip', bytes: data };
  }

  async deletionRequest(): Promise<AccountDeletionState> {
    return (await this.client.call<AccountDeletionState>(API_ROUTES.deletionRequest)).data;
  }

  async requestDeletion(): Promise<AccountDeletionState> {
    return (await this.client.call<AccountDeletionState>(API_ROUTES.requestDeletion)).data;
  }

  async cancelDeletion(): Promise<AccountDeletionState> {
    return (await this.client.call<AccountDeletionState>(API_ROUTES.cancelDeletion)).data;
  }

  private async existence(check: () => Promise<unknown>): Promise<AccountExistence> {
    try {
      await check();
      return { exists: true };
    } catch (error) {
      if (isPortError(error) && error.status === 404) return { exists: false, applyUrl: applyUrlOf(error.detail) };
      throw error;
    }
  }
}
