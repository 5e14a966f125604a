// Server only: the /doctors loader asks for a search only when its location is a place of
// Bangladesh (an unknown id would make the whole page's reads a 400). The place list
// stays out of the browser's bundle this way (it loads lazily there: LocationField).
import { placeById } from "~/domain/directory/bd-places";

export const isKnownPlace = (id: string) => placeById(id) !== null;
