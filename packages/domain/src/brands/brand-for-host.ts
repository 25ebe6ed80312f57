import type { Brand, BrandConfig, BrandContact, BrandLanguage } from './brand';

/** 'Lumiere.Localhost:5173' → 'lumiere.localhost'. */
export const normaliseHost = (host: string): string => {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '').replace(/\.$/, '');
};

/** The second brand when the host contains its slug, else the first brand on its hosts, else the default. */
export const brandForHost = (config: BrandConfig, host: string): Brand => {
  const name = normaliseHost(host);
  if (config.second.hostSlug !== '' && name.includes(config.second.hostSlug.toLowerCase())) return config.second;
  if (config.first.hosts.some((candidate) => normaliseHost(candidate) === name)) return config.first;
  return config.fallback;
};

export const brandLanguage = (brand: Brand): BrandLanguage => brand.language;

export const brandContact = (brand: Brand): BrandContact => brand.contact;

/** How a sentence in this language names the brand ('Bienvenue à {school}'): with its article where it takes one. */
export const brandNameInSentence = (brand: Pick<Brand, 'name' | 'nameInSentence'>, language: BrandLanguage): string => brand.nameInSentence?.[language] ?? brand.name;
