// What an admin's upload really is, from its first bytes (docs/rules/admin.md, "Uploads"):
// JPEG, PNG or WebP images (image-type.ts) and MP4 or WebM videos. Anything else, HTML or
// SVG with a .png name included, is refused: these files are served to every patient.
import type { UploadType } from "../../app/domain/admin/rules";
import { sniffImageType } from "./image-type";

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

export function sniffMediaType(bytes: Uint8Array): UploadType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  // ISO base media (MP4): a box of size n then "ftyp" and a brand of the mp4 family.
  if (bytes.length >= 12 && ascii(bytes, 4, "ftyp") && ["isom", "iso2", "mp41", "mp42", "avc1", "M4V ", "dash"].some((b) => ascii(bytes, 8, b)))
    return "video/mp4";
  // Matroska/WebM: the EBML magic; the doctype "webm" follows within the header.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = new TextDecoder("latin1").decode(bytes.subarray(0, 64));
    if (head.includes("webm")) return "video/webm";
  }
  return null;
}

export const extensionOf: Record<UploadType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
};
