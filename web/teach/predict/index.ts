// Predict-then-reveal (issue 13): questions a scenario poses at moments of the run, graded from
// the engine's state. Format: engine/scenario/questions.h.
export { PredictToggle } from './PredictToggle';
export { PredictSession } from './predictSession';
export { QuestionCard } from './QuestionCard';
export { questionsOf } from './questions';
