import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** A text field of several lines refused for a control character: the message names the field by its label. */
export const freeTextMessages = untyped(defineMessages({
  controlCharacter: {
    id: 'freeText.controlCharacter',
    defaultMessage: '“{field}” contains an invisible control character (often pasted from another program). Line breaks and tabs are fine: delete that character, then send again.',
  },
}));
