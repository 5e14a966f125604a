// What the medicine form's image field (MedicineImageField.client.tsx) hands the form: here,
// so the form has it before that field's chunk arrives (and on the server, which has no such chunk).
export interface ImageChoice {
  /** A new file to upload on save. */
  file: File | null;
  /** The saved image is to be removed. */
  removed: boolean;
}
export const NO_IMAGE_CHANGE: ImageChoice = { file: null, removed: false };
