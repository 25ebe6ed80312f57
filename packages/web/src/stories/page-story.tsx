// A page story renders a route's real screen (its `Component`) the way the app does, with its data from fixtures:
// the brand and language of the toolbar (Storybook globals `brand` and `locale`), the signed-in user in the session
// store, the app's container with in-memory ports (story-services.ts), a QueryClient of its own and a MemoryRouter
// at the route's path. See docs/decisions/0009-page-stories-in-web.md.
import { brandOfId, type Brand, type Role } from '@admission/domain';
import type { Decorator, Meta } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '../app/access/session.store';
import { showBrand } from '../shared/brand';
import { createQueryClient } from '../app/query-client';
import { PageWithContact } from '../app/route-guard';
import AppToastRegion from '../app/toast-region';
import { provideServices } from '../di/services';
import { requireCatalogPart, useCatalogPartsStore } from '../i18n/catalog-parts.store';
import { I18nProvider } from '../i18n/i18n-provider';
import { loadCatalog, type Catalog, type CatalogPart, type Language } from '../i18n/language';
import { useLanguageStore } from '../i18n/language.store';
import { resetFirstScreen } from '../shared/first-screen';
import { assertNoNetwork, installStoryGuards } from './story-guards';
import { storyServices, type StoryPorts } from './story-services';

/** Who is signed in while the page shows. */
export interface StoryUser {
  readonly email: string;
  readonly role: Role;
}

/** `parameters.page` of a page story; a story's own parameters merge into its file's. */
export interface PageParameters {
  /** The address the page opens at (path and query). */
  readonly path: string;
  /** The route of app/router.tsx that shows the page. */
  readonly route: string;
  /** The parts of the catalog the route loads with its code (app/router.tsx). */
  readonly parts: readonly CatalogPart[];
  /** null on the sign-in pages. */
  readonly user: StoryUser | null;
  /** The answers of the ports; what a story leaves out fails (story-services.ts). */
  readonly ports?: StoryPorts;
  /** Navigation state the page opens with (the dashboard's start-quiz flag). */
  readonly state?: unknown;
}

/** What a page story's loader hands its decorator and play function. */
export interface PageLoaded {
  readonly catalog: { readonly language: Language; readonly messages: Catalog };
}

/** The toolbar's brand theme names the brand: the same ids (the domain's BRAND_CONFIG, @admission/ui themes). */
const brandOf = (themeId: unknown): Brand => brandOfId(typeof themeId === 'string' ? themeId : '');
const languageOf = (locale: unknown): Language => (locale === 'fr' ? 'fr' : 'en');
const pageOf = (parameters: Record<string, unknown>): PageParameters => parameters.page as PageParameters;

/** Sets the app's module-wide state for this story (brand, language, session, services) and loads its texts. */
async function preparePage({ parameters, globals }: { parameters: Record<string, unknown>; globals: Record<string, unknown> }): Promise<PageLoaded> {
  const page = pageOf(parameters);
  const language = languageOf(globals.locale);
  showBrand(brandOf(globals.brand));
  useLanguageStore.setState({ language });
  useSessionStore.setState({
    access: page.user ? { status: 'authenticated', user: { id: 'user-1', email: page.user.email }, role: page.user.role } : { status: 'unauthenticated' },
  });
  provideServices(storyServices(page.ports ?? {}));
  useCatalogPartsStore.setState({ parts: [], messages: {} });
  resetFirstScreen();
  // The frame's contact button is lazy (route-guard.tsx): loaded here, it is there from the page's first paint.
  // A signed-in page also has the signed-in shell's texts (route-guard.tsx), the sign-in pages only their own.
  const parts = page.user ? [...page.parts, 'portal' as const] : page.parts;
  const [messages] = await Promise.all([loadCatalog(language), ...parts.map(requireCatalogPart), import('../shared/contact-button')]);
  return { catalog: { language, messages } };
}

/** A QueryClient per story with the app's cache rules, but no retry: a failing port shows its error at once. */
function storyQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

function PageFrame({ page, catalog, children }: { readonly page: PageParameters; readonly catalog: PageLoaded['catalog']; readonly children: ReactNode }) {
  const [client] = useState(storyQueryClient);
  const { pathname, search } = new URL(page.path, 'http://story.localhost');
  return (
    <I18nProvider initial={catalog}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname, search, state: page.state }]}>
          {/* The route guard's frame: the page's area and the contact button. */}
          <PageWithContact pathname={pathname}>
            <Routes>
              <Route path={page.route} element={children} />
              {/* Where the page's buttons lead: another page's story. */}
              <Route path="*" element={null} />
            </Routes>
          </PageWithContact>
        </MemoryRouter>
        <AppToastRegion />
      </QueryClientProvider>
    </I18nProvider>
  );
}

const withPage: Decorator = (Story, context) => {
  const { catalog } = context.loaded as PageLoaded;
  return (
    // A new brand or language is a new page load.
    <PageFrame key={`${String(context.globals.brand)}-${catalog.language}`} page={pageOf(context.parameters)} catalog={catalog}>
      <Story />
    </PageFrame>
  );
};

/**
 * What the default export of a page story file spreads beside its literal `title` ('Pages/...'), `component` (the
 * route's screen) and `tags: ['!autodocs']` (one page at a time: the app's state is module-wide, so a docs page
 * showing every story at once cannot work). Storybook reads those three without running the file.
 */
export function pageAnnotations(page: PageParameters) {
  return {
    loaders: [preparePage],
    beforeEach: installStoryGuards,
    afterEach: assertNoNetwork,
    decorators: [withPage],
    parameters: { layout: 'fullscreen', visual: { target: 'page' }, page },
  } satisfies Meta<ComponentType>;
}

/** A story's own answers and address, merged into its file's page parameters. */
export const pageParameters = (page: Partial<PageParameters>) => ({ parameters: { page } });

/** The page's texts in the story's language, for a play function's assertions (the same story runs in EN and FR). */
export function pageIntl(context: { loaded: Record<string, unknown> }): IntlShape {
  const { language, messages } = (context.loaded as unknown as PageLoaded).catalog;
  return createIntl({ locale: language, defaultLocale: 'en', messages: { ...messages, ...useCatalogPartsStore.getState().messages[language] } });
}
