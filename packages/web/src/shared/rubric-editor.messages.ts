import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** The rubric editor's words (the jury's rubric and the interview panel's): criteria, weights, levels in both languages. */
export const rubricEditorMessages = untyped(defineMessages({
  rubricTitle: { id: 'jury.rubric.title', defaultMessage: 'Rubric' },
  rubricIntro: { id: 'jury.rubric.intro', defaultMessage: 'From {min, number} to {max, plural, one {# criterion} other {# criteria}}, each with a weight from 1 to {maxWeight, number} and words for levels 1 to 5 in English and French.' },
  criterion: { id: 'jury.criterion', defaultMessage: 'Criterion {number}' },
  weight: { id: 'jury.weight', defaultMessage: 'Weight' },
  criterionShown: { id: 'jury.criterionShown', defaultMessage: 'Criterion {number}: {label} (weight {weight})' },
  labelEn: { id: 'jury.label.en', defaultMessage: 'Name (English)' },
  labelFr: { id: 'jury.label.fr', defaultMessage: 'Name (French)' },
  levelEn: { id: 'jury.level.en', defaultMessage: 'Level {level} (English)' },
  levelFr: { id: 'jury.level.fr', defaultMessage: 'Level {level} (French)' },
  levelShown: { id: 'jury.levelShown', defaultMessage: 'Level {level}: {en} / {fr}' },
  addCriterion: { id: 'jury.addCriterion', defaultMessage: 'Add a criterion' },
  removeCriterion: { id: 'jury.removeCriterion', defaultMessage: 'Remove criterion {number}' },
  saveRubric: { id: 'jury.rubric.save', defaultMessage: 'Save the rubric' },
  rubricSaved: { id: 'jury.rubric.saved', defaultMessage: 'The rubric is saved.' },
  rubricInvalid: { id: 'jury.rubric.invalid', defaultMessage: 'The rubric is not saved: see the field marked below.' },
  tooFew: { id: 'jury.rubric.tooFew', defaultMessage: 'A rubric needs at least {min, plural, one {# criterion} other {# criteria}}.' },
  tooMany: { id: 'jury.rubric.tooMany', defaultMessage: 'A rubric has at most {max, plural, one {# criterion} other {# criteria}}.' },
  weightInvalid: { id: 'jury.rubric.weightInvalid', defaultMessage: 'Enter a whole number from {min} to {max}.' },
  textMissing: { id: 'jury.rubric.textMissing', defaultMessage: 'Enter these words.' },
  textTooLong: { id: 'jury.rubric.textTooLong', defaultMessage: 'At most {max, plural, one {# character} other {# characters}}.' },
  malformed: { id: 'jury.rubric.malformed', defaultMessage: 'This criterion could not be read: remove it and add it again.' },
}));
