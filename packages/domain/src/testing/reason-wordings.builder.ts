// Words for a list of reasons, made up from the ids (the product's words are in @admission/wording): each differs by
// reason and by language, so a test sees which one a rule picked.
import type { BrandLanguage } from '../brands/brand';
import type { ReasonWording, ReasonWordings } from '../workflow/reasons';

export const reasonWordingsOf = <Id extends string>(ids: readonly Id[]): ReasonWordings<Id> =>
  Object.fromEntries(
    ids.map((id) => [id, { en: { label: `label of ${id}`, nextStep: `next step after ${id}` }, fr: { label: `libellé de ${id}`, nextStep: `suite après ${id}` } }]),
  ) as Record<Id, Record<BrandLanguage, ReasonWording>>;
