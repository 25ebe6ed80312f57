import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAccessControl } from './app/access/access-controller';
import { captureLinkError } from './app/access/link-error';
import { brand } from './app/brand';
import { applyBrandToDocument } from './config/current-brand';
import { loadCatalog } from './i18n/language';
import { useLanguageStore } from './i18n/language.store';

applyBrandToDocument(brand);
captureLinkError(window.location.hash);
// The store starts in the brand's language or the remembered choice (language.store.ts).
const { language } = useLanguageStore.getState();
startAccessControl();

const messages = await loadCatalog(language);
const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App initial={{ language, messages }} />
  </StrictMode>,
);
