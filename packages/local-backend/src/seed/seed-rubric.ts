// The rubric every seeded program starts with: four weighted criteria, each level described in English and French.
// An admin changes it on the program's review settings while no review of the program is submitted.
import type { Rubric, RubricCriterion } from '@admission/domain';
import type { ProgramKey } from './catalogue';

type Levels = RubricCriterion['levels'];

const levels = (words: readonly (readonly [string, string])[]): Levels => words.map(([en, fr]) => ({ en, fr })) as unknown as Levels;

const MOTIVATION: Omit<RubricCriterion, 'weight'> = {
  id: 'motivation',
  label: { en: 'Motivation and fit with the program', fr: 'Motivation et adéquation au programme' },
  levels: levels([
    ['No reason given for choosing the program', 'Aucune raison donnée au choix du programme'],
    ['Generic reasons that would fit any school', 'Des raisons générales, valables pour toute école'],
    ['Clear reasons, loosely tied to the program', 'Des raisons claires, peu liées au programme'],
    ['Reasons tied to the program and a career plan', 'Des raisons liées au programme et à un projet professionnel'],
    ['A compelling plan the program is key to', 'Un projet convaincant dont le programme est la clé'],
  ]),
};

const ACADEMICS: Omit<RubricCriterion, 'weight'> = {
  id: 'academics',
  label: { en: 'Academic record', fr: 'Parcours académique' },
  levels: levels([
    ['Below the entry requirements', "En dessous des conditions d'admission"],
    ['At the entry requirements, with weak subjects', "Au niveau requis, avec des matières faibles"],
    ['Solid throughout', 'Solide dans toutes les matières'],
    ['Strong, with distinctions', 'Très bon, avec des mentions'],
    ['Outstanding, among the best of their class', 'Excellent, parmi les meilleurs de sa promotion'],
  ]),
};

const EXPERIENCE: Omit<RubricCriterion, 'weight'> = {
  id: 'experience',
  label: { en: 'Experience and achievements', fr: 'Expériences et réalisations' },
  levels: levels([
    ['Nothing beyond the coursework', 'Rien au-delà des cours'],
    ['Short or unrelated experiences', 'Des expériences courtes ou sans lien'],
    ['Relevant experience or commitments', 'Des expériences ou engagements pertinents'],
    ['Responsibilities held over time', 'Des responsabilités tenues dans la durée'],
    ['Achievements that stand out', 'Des réalisations remarquables'],
  ]),
};

const COMMUNICATION: Omit<RubricCriterion, 'weight'> = {
  id: 'communication',
  label: { en: 'Written communication', fr: 'Expression écrite' },
  levels: levels([
    ['Hard to follow', 'Difficile à suivre'],
    ['Understandable, with many errors', 'Compréhensible, avec de nombreuses erreurs'],
    ['Clear, with a few errors', 'Claire, avec quelques erreurs'],
    ['Clear and well organised', 'Claire et bien organisée'],
    ['Precise, concise and engaging', 'Précise, concise et captivante'],
  ]),
};

/** The four criteria, weighted for the program (a business program weighs academics most, a design one experience). */
export function seedRubric(program: ProgramKey): Rubric {
  const experienceFirst = program === 'bachelor-design' || program === 'executive-mba';
  return {
    criteria: [
      { ...MOTIVATION, weight: 3 },
      { ...ACADEMICS, weight: experienceFirst ? 2 : 4 },
      { ...EXPERIENCE, weight: experienceFirst ? 4 : 2 },
      { ...COMMUNICATION, weight: 1 },
    ],
  };
}
