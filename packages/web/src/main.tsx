import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAccessControl } from './app/access/access-controller';
import { captureLinkError } from './app/access/link-error';
import { brand } from './app/brand';
import { applyBrandToDocument } from './config/current-brand';
import { loadCatalog } from './i18n/language';
import { initialLanguage, useLanguageStore } from './i18n/language.store';

applyBrandToDocument(brand);
captureLinkError(window.location.hash);
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();
const language = initialLanguage(brand.language, storage);
useLanguageStore.setState({ language });
startAccessControl();

const messages = await loadCatalog(language);
const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App initial={{ language, messages }} />
  </StrictMode>,
);
