// The assistant's engine (intents, formulary, places) answers in the browser, after a
// question is asked; a `.client` module keeps it out of the Worker (React Router leaves
// its exports undefined on the server, where nothing asks).
export const loadEngine = () => import("~/domain/assistant/engine");
