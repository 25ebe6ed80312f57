import { brandForHost, isBrandId, type Brand } from '@admission/domain';
import type { BrandThemeId } from '@admission/ui';
import { brandConfig } from './brands';

/** The brand of the page's host (spec §1). */
export const currentBrand = (hostname: string = window.location.hostname): Brand => brandForHost(brandConfig, hostname);

/** Each brand's theme has the brand's id. */
export const themeIdOf = (brand: Brand): BrandThemeId => (isBrandId(brand.id) ? brand.id : 'default');

/** Each brand's icon, by its id: a PNG the build renders from public/favicon-<id>.svg (build/favicons.ts). */
export const faviconOf = (brand: Brand): string => `${import.meta.env.BASE_URL}favicon-${themeIdOf(brand)}.png`;

/** Sets the tab title and icon of the brand. */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  doc.title = brand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon === null) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/png';
  icon.href = faviconOf(brand);
}
