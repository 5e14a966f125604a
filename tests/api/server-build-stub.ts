// Stands in for React Router's server build in Worker tests, which exercise the API only.
export const routes = {};
export const entry = { module: { default: () => new Response("page") } };
export default {};
