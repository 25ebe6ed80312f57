// Proves the check is real: the local backend's e-mails name no portal page by hand (each link's path comes from the
// domain's portalPath, which the web app's route table reads too), and a path planted in e-mail code is found.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { emailCodeFiles, pagePathsIn, serverPagePaths } from './server-page-paths';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const backendSrc = join(root, 'packages', 'local-backend', 'src');
const planted = join(backendSrc, 'review', 'zz-planted-mail.ts');

afterEach(() => rmSync(planted, { force: true }));

describe("the server's e-mails link the portal's pages from one source", () => {
  it('reads the e-mail code: the reviewer e-mails, the candidate e-mails and the sign-in e-mail', () => {
    const files = emailCodeFiles(backendSrc).map((file) => file.slice(backendSrc.length + 1));
    expect(files).toEqual(expect.arrayContaining([join('review', 'review-mail.ts'), join('workflow', 'candidate-mail.ts'), join('auth', 'gotrue-routes.ts')]));
  });

  it('finds no page path written by hand in it', () => {
    expect(serverPagePaths(backendSrc)).toEqual([]);
  });

  it('finds a path planted in e-mail code: a constant, a template that fills an id in, a page with parameters', () => {
    mkdirSync(dirname(planted), { recursive: true });
    writeFileSync(
      planted,
      [
        "export const REVIEWS_PATH = '/reviews';",
        'export const review = (base: string, id: number) => `${base}/reviews/${id}`;',
        'export const application = (id: number) => `/application/${id}?tab=1`;',
        "export const send = (outbox: { send(link: string): void }) => outbox.send('/auth/confirm');",
        '',
      ].join('\n'),
    );
    expect(serverPagePaths(backendSrc).filter((found) => found.startsWith(join('review', 'zz-planted')))).toEqual([
      `${join('review', 'zz-planted-mail.ts')}:1 /reviews`,
      `${join('review', 'zz-planted-mail.ts')}:2 /reviews/`,
      `${join('review', 'zz-planted-mail.ts')}:3 /application/`,
      `${join('review', 'zz-planted-mail.ts')}:4 /auth/confirm`,
    ]);
  });

  it("leaves the server's own API paths, comments, a lone slash and what is not an address alone", () => {
    const text = "// link '/reviews'\nconst verify = `${url}/auth/v1/verify?${q}`;\nconst api = '/reviews/:assignmentId/draft';\nconst ratio = '1/2';\nconst parts = text.split('/');\nexport {};\n";
    expect(pagePathsIn('x.ts', text)).toEqual([]);
  });
});
