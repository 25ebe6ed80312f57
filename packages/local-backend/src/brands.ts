// The brands as the backend reads them (names, language and contact for emails, retention for deletions), all from
// the domain's BRAND_CONFIG, and the brand of a portal URL by the domain's brand-for-host rule.
import { BRAND_CONFIG, brandForHost, brandOfId, type BrandLanguage, type KnownBrand } from '@admission/domain';

export { brandOfId, isBrandId, type BrandId, type KnownBrand } from '@admission/domain';
export type Language = BrandLanguage;

/** The brand of a portal URL or host (the fallback brand when there is none). */
export function brandOfUrl(urlOrHost: string | undefined): KnownBrand {
  if (urlOrHost === undefined || urlOrHost === '') return BRAND_CONFIG.fallback;
  return brandOfId(brandForHost(BRAND_CONFIG, hostOf(urlOrHost)).id);
}

/** The host of a URL; a bare host (`lumiere.localhost:5173` parses as a URL of scheme `lumiere.localhost:`) as it is. */
function hostOf(urlOrHost: string): string {
  try {
    const { host } = new URL(urlOrHost);
    if (host !== '') return host;
  } catch {
    // Not a URL: a host.
  }
  return urlOrHost;
}

