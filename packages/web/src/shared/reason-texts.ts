// The words of reasons kept in the domain (issue #16: rejection reasons, a document's reason for a new file), in the
// language the interface shows now: the domain holds each reason's EN and FR wording next to its stable id.
import { reasonTexts, type ChosenReason, type ReasonWording, type ReasonWordings } from '@admission/domain';
import { useLanguageStore } from '../i18n/language.store';

/** The interface's language now. */
export const useInterfaceLanguage = () => useLanguageStore((state) => state.language);

/** The label and next step of each reason, in the interface's language. */
export function useReasonTexts<Id extends string>(wordings: ReasonWordings<Id>, reasons: readonly ChosenReason<Id>[]): readonly ReasonWording[] {
  return reasonTexts(wordings, reasons, useInterfaceLanguage());
}
