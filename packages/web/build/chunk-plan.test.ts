import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, featureChunkOf, LIGHT_UI, SIGNED_IN } from './chunk-plan';

const ours = (file: string) => `/repo/packages/${file}`;

describe('the chunk plan', () => {
  it('leaves the light design system to the ui chunk and the signed-in code to portal', () => {
    expect(LIGHT_UI.test(ours('ui/src/Button/NativeButton.tsx'))).toBe(true);
    expect(LIGHT_UI.test(ours('ui/src/Button/Button.tsx'))).toBe(false);
    for (const id of [ours('web/src/app/portal.ts'), ours('adapters/src/http/api-http-client.ts'), ours('domain/src/workflow/reasons.ts'), '/repo/node_modules/.pnpm/axios@1.21.1/node_modules/axios/lib/axios.js']) {
      expect(SIGNED_IN.test(id), id).toBe(true);
    }
  });

  it("gives a page's own modules its feature's chunk, but not a dialog it imports lazily", () => {
    const graph = (lazy: boolean) => ({ getModuleInfo: () => ({ dynamicImporters: lazy ? ['/repo/packages/web/src/app/router.tsx'] : [] }) });
    expect(featureChunkOf(ours('web/src/features/documents/upload-cards.tsx'), graph(false))).toBe('documents');
    expect(featureChunkOf(ours('web/src/features/documents/documents.route.tsx'), graph(true))).toBe('documents');
    expect(featureChunkOf(ours('web/src/features/dashboard/quiz-intro-dialog.tsx'), graph(true))).toBeNull();
    expect(featureChunkOf(ours('web/src/shared/queries.ts'), graph(false))).toBeNull();
    expect(featureChunkOf(ours('domain/src/applications/payment-card.ts'), graph(false))).toBe('dashboard');
  });

  it('orders its groups by priority, highest first', () => {
    const priorities = CHUNK_GROUPS.map((group) => group.priority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities.filter((priority) => priority < 0)).size).toBe(0);
  });
});
