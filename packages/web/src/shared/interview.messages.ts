import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** The words every interview page shares: times in the school's zone and the device's, modes, adjustments. */
export const interviewMessages = untyped(defineMessages({
  zoneNote: { id: 'interviewTimes.zone', defaultMessage: 'Times are shown in the school’s time zone: {zone}.' },
  deviceTime: { id: 'interviewTimes.deviceTime', defaultMessage: '{start} to {end} your time ({zone})' },
  slotLabel: { id: 'interviewTimes.slot', defaultMessage: '{start} to {end}' },
  panelLink: { id: 'interviewTimes.panelLink', defaultMessage: 'Your interviews' },
  slotWithMode: { id: 'interviewTimes.slotWithMode', defaultMessage: '{hours} · {mode}' },
  mode_on_site: { id: 'interviewTimes.mode.onSite', defaultMessage: 'At the school' },
  mode_video: { id: 'interviewTimes.mode.video', defaultMessage: 'By video' },
  mode_phone: { id: 'interviewTimes.mode.phone', defaultMessage: 'By phone' },
  adjustment_extra_time: { id: 'interviewTimes.adjustment.extraTime', defaultMessage: 'Extra time' },
  adjustment_step_free_access: { id: 'interviewTimes.adjustment.stepFree', defaultMessage: 'Step-free access' },
  adjustment_sign_language_interpreter: { id: 'interviewTimes.adjustment.signLanguage', defaultMessage: 'A sign-language interpreter' },
  adjustment_other: { id: 'interviewTimes.adjustment.other', defaultMessage: 'Something else' },
}));
