// A page reached without a reload gets all its chunks preloaded at once, as the first page does: the app asks
// index.html's shell script for them by name (src/shared/chunk-preload.ts), as the build gives the first chunk no
// list of its own (vite.config.ts). Without it, each import would be found only once its importer had arrived.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** The paths of the module files the page has asked the browser to preload. */
const preloaded = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));

test('after a sign-in by code and on to /documents, each page has its chunks, the services and its texts preloaded', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const signedOut = await preloaded(page);
  // A grouped page's lazy import loads its group's chunk itself (build/collapse-facades.ts): no `auth.route` re-export.
  expect(signedOut).toContainEqual(expect.stringMatching(/\/auth-[\w-]+\.js$/));
  expect(signedOut).not.toContainEqual(expect.stringMatching(/\.route-/));
  expect(signedOut).not.toContainEqual(expect.stringMatching(/\/dashboard-/));
  // Nobody is signed in: none of the signed-in code (services, query cache, adapters), which is most of a signed-in
  // page's script. A module the sign-in page shares with it must come from a chunk every page loads.
  expect(signedOut).not.toContainEqual(expect.stringMatching(/\/portal-/));

  // The code keeps the same document: the dashboard comes by the router, not by a new page load.
  await signIn(page, 'docs.submitted@northbridge.example', { by: 'code' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  const dashboard = await preloaded(page);
  for (const chunk of [/\/dashboard-/, /\/en\.dashboard-/, /\/portal-/, /\/en\.portal-/]) {
    expect(dashboard).toContainEqual(expect.stringMatching(chunk));
  }
  expect(dashboard).not.toContainEqual(expect.stringMatching(/\/documents\.route-/));
  // The dashboard draws with the design system's light parts: besides the sign-in page's, only the signed-in code, its
  // own chunks and its texts (build/chunk-plan.ts), no react-aria.
  const signInPage = new Set(signedOut);
  for (const file of dashboard.filter((path) => !signInPage.has(path))) {
    expect(file).toMatch(/\/(?:portal|dashboard|en\.portal|en\.dashboard)-[\w-]+\.js$/);
  }

  await page.getByRole('button', { name: 'View Documents' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeVisible();
  const documents = await preloaded(page);
  // The page's chunk holds its module and what only it loads: no `documents.route` re-export of it.
  expect(documents).toContainEqual(expect.stringMatching(/\/documents-[\w-]+\.js$/));
  expect(documents).not.toContainEqual(expect.stringMatching(/\/documents\.route-/));
  expect(documents).toContainEqual(expect.stringMatching(/\/en\.documents-/));
  // Beyond the dashboard's, its own chunk, its texts and the react-aria components pages of several chunks share, in one
  // chunk (build/chunk-plan.ts): not a dozen small chunks, each a round trip on a slow phone.
  const onDashboard = new Set(dashboard);
  for (const file of documents.filter((path) => !onDashboard.has(path))) {
    expect(file).toMatch(/\/(?:documents|en\.documents|widgets)-[\w-]+\.js$/);
  }
  // Each file once.
  expect(new Set(documents).size).toBe(documents.length);
});

test('no two chunks of the build import each other: in a circle, one chunk runs before what it uses from the other', () => {
  const manifestFile = fileURLToPath(new URL(`../${process.env.E2E_DIST_DIR ?? 'dist'}/.vite/manifest.json`, import.meta.url));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { readonly name?: string; readonly imports?: readonly string[] }>;
  const circles: string[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (chunk: string, path: readonly string[]): void => {
    if (done.has(chunk)) return;
    if (visiting.has(chunk)) {
      circles.push([...path.slice(path.indexOf(chunk)), chunk].map((key) => manifest[key]?.name ?? key).join(' -> '));
      return;
    }
    visiting.add(chunk);
    for (const next of manifest[chunk]?.imports ?? []) visit(next, [...path, chunk]);
    visiting.delete(chunk);
    done.add(chunk);
  };
  for (const chunk of Object.keys(manifest)) visit(chunk, []);
  expect(circles).toEqual([]);
});
