export { QuizQuestion, type QuizQuestionProps, type QuizAnswer } from './QuizQuestion';
