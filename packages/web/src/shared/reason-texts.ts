// The words of reasons (a rejection's, a withdrawal's, a document's reason for a new file) in the language the
// interface shows now: @admission/wording holds them, by the domain's stable ids, for the portal and the emails.
import { reasonTexts, type ChosenReason, type ReasonWording, type ReasonWordings } from '@admission/domain';
import { useLanguageStore } from '../i18n/language.store';

/** The interface's language now. */
export const useInterfaceLanguage = () => useLanguageStore((state) => state.language);

/** The label and next step of each reason, in the interface's language. */
export function useReasonTexts<Id extends string>(wordings: ReasonWordings<Id>, reasons: readonly ChosenReason<Id>[]): readonly ReasonWording[] {
  return reasonTexts(wordings, reasons, useInterfaceLanguage());
}
