// The assistant's on-device engine in one module, so the screen loads it lazily (the
// intent tables, the formulary, the medicine list and the place names stay out of
// every route's initial JavaScript, the assistant's included).
export { answerIntent, cannotAnswerAnswer, dangerAnswer, doseChangeAnswer, helpAnswer } from "./answers";
export { detectIntent } from "./intents";
