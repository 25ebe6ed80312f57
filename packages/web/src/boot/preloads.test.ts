// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadChunks } from '../shared/chunk-preload';
import { readBootHandOff } from './hand-off';
import { chunksOf, modulePreloader, offerChunkPreloads } from './preloads';
import type { PreloadMap } from './shell-data';

const preload: PreloadMap = {
  en: ['/a/en.js'],
  fr: ['/a/fr.js'],
  auth: ['/a/shared.js', '/a/auth.js'],
  confirm: ['/a/shared.js', '/a/confirm.js'],
  documents: ['/a/shared.js', '/a/documents.js'],
  signedIn: ['/a/shared.js', '/a/portal.js'],
  toast: ['/a/toast.js'],
  'auth-en': ['/a/auth-en.js'],
  'confirm-en': ['/a/confirm-en.js'],
  'documents-fr': ['/a/documents-fr.js'],
  'portal-fr': ['/a/portal-fr.js'],
};

describe('chunksOf', () => {
  it("lists the language's catalog, the page's chunks, then its catalog parts, each file once", () => {
    expect(chunksOf(preload, 'auth', 'en', false)).toEqual(['/a/en.js', '/a/shared.js', '/a/auth.js', '/a/auth-en.js']);
    expect(chunksOf(preload, 'confirm', 'en', false)).toEqual(['/a/en.js', '/a/shared.js', '/a/confirm.js', '/a/confirm-en.js', '/a/auth-en.js']);
  });

  it('puts the signed-in code and texts before the page\'s own texts on a signed-in page', () => {
    expect(chunksOf(preload, 'documents', 'fr', true)).toEqual(['/a/fr.js', '/a/shared.js', '/a/documents.js', '/a/portal.js', '/a/portal-fr.js', '/a/documents-fr.js']);
  });

  it('gives a part the app loads by name its own chunks, and nothing for a name or language the build has none of', () => {
    expect(chunksOf(preload, 'toast', 'en', false)).toEqual(['/a/en.js', '/a/toast.js']);
    expect(chunksOf({}, 'documents', 'en', true)).toEqual([]);
    expect(chunksOf(preload, 'auth', 'de', false)).toEqual(['/a/shared.js', '/a/auth.js']);
  });
});

describe('modulePreloader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one modulepreload link a file, however often it is asked for', () => {
    const add = modulePreloader(document);
    ['/a/en.js', '/a/auth.js', '/a/en.js'].forEach(add);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/a/en.js', '/a/auth.js']);
  });

  it("answers the app's preloadChunks by name, with the files it preloaded", () => {
    const add = modulePreloader(document);
    offerChunkPreloads(window, (name) => chunksOf(preload, name, 'en', false), add);
    expect(typeof readBootHandOff(window).preload).toBe('function');
    expect(preloadChunks('toast')).toEqual(['/a/en.js', '/a/toast.js']);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });
});
