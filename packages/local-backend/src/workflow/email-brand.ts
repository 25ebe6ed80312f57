// What every email to a candidate says of its brand, in their language: the school's name (alone, and as a sentence
// names it: "l'École Lumière"), the admissions contact, and the brand's colours for the button and the links, from
// the design tokens the portal's themes are built on, so the two never differ.
import { brandNameInSentence } from '@admission/domain';
import brandColors from '@admission/tokens/brand-colors.json' with { type: 'json' };
import { languageOf } from '../api/nationalities';
import { brandOfId, type KnownBrand, type Language } from '../brands';

/** The time zone in which an email's dates are read (the server's days). */
export const EMAIL_TIME_ZONE = 'UTC';

export interface EmailRecipient {
  readonly brand: string;
  readonly language: string;
  readonly firstName: string;
}

export interface BrandedEmail {
  readonly lang: Language;
  readonly brand: KnownBrand;
  /** The layout's variables (emails/layout.html). */
  readonly variables: Readonly<Record<string, string>>;
}

/** Where each brand's portal is (the backend's config). */
export interface PortalAddresses {
  readonly portalUrls: Readonly<Record<string, string>>;
  readonly siteUrl: string;
}

/**
 * A page of a brand's portal, for a link in an e-mail: the brand's portal (portalUrls, the site URL without one) and
 * `path`, a page's address from the domain's portalPath: the pages the web app's route table has.
 */
export const portalUrl = (config: PortalAddresses, brandId: string, path: string): string => `${config.portalUrls[brandId] ?? config.siteUrl}${path}`;

export function brandedEmail(recipient: EmailRecipient): BrandedEmail {
  const lang = languageOf(recipient.language);
  const brand = brandOfId(recipient.brand);
  const { primary, link } = brandColors[brand.id];
  return {
    lang,
    brand,
    variables: {
      Lang: lang,
      School: brand.name,
      SchoolInSentence: brandNameInSentence(brand, lang),
      Contact: brand.contact.email,
      FirstName: recipient.firstName,
      ButtonColor: primary.solid,
      ButtonTextColor: primary.onSolid,
      LinkColor: link,
    },
  };
}
