// The prescription text parser (and its medicine list) runs in the browser after a scan;
// a `.client` module keeps it out of the Worker (React Router leaves its exports
// undefined on the server, where no scan happens).
export const loadParser = () => import("~/domain/prescriptions/parse");
