// The /admin list read whole in tests: every page of a query, each answer checked.
import type { AdminApplicationListItem } from '@admission/domain';
import { expect } from 'vitest';
import type { Session, TestBackend } from './test-backend';

/** Every page of the list for a query (the API's largest page: 100). */
export async function everyAdminPage(t: TestBackend, staff: Session, query: string): Promise<AdminApplicationListItem[]> {
  const all: AdminApplicationListItem[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await t.call<AdminApplicationListItem[]>('GET', `/admin/applications?${query}&skip=${skip}&limit=100`, { token: staff.accessToken });
    expect(page.status).toBe(200);
    all.push(...page.body);
    if (page.body.length < 100) return all;
  }
}
