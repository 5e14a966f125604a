// What an uploaded file really is, from its first bytes (its "magic number"):
// a client's content-type or file name proves nothing. Only the raster types
// avatars may use are recognised; SVG (which can carry script) never is.
import type { LabFileMime } from "../../app/domain/lab-reports/rules";
import type { AvatarMime } from "../../app/domain/profile/rules";

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): AvatarMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** A lab report's file: a PDF ("%PDF-"), or a JPEG or PNG photo. */
export function sniffLabFileType(bytes: Uint8Array): LabFileMime | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  const image = sniffImageType(bytes);
  return image === "image/jpeg" || image === "image/png" ? image : null;
}

/**
 * Serves a user's stored image: its URL changes with every upload, so a copy never
 * goes stale; private (health data, no shared caches); never sniffed or run as a page.
 */
export function privateImageResponse(obj: R2ObjectBody): Response {
  return new Response(obj.body, {
    headers: {
      "content-type": obj.httpMetadata?.contentType ?? "application/octet-stream",
      "content-length": String(obj.size),
      etag: obj.httpEtag,
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      // A PDF opens in the browser's own viewer, which a sandboxed response may not use;
      // it loads nothing from anywhere either way.
      "content-security-policy": obj.httpMetadata?.contentType === "application/pdf" ? "default-src 'none'" : "default-src 'none'; sandbox",
    },
  });
}
