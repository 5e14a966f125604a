// Reads a request body but never more than `max` bytes: a client that lies about
// (or omits) Content-Length still cannot make the Worker buffer a huge upload.
export class BodyTooLarge extends Error {}

export async function readLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** What a refused upload answers: the error for a body over the limit, an empty one, and one whose bytes are no allowed type. */
export interface UploadErrors {
  tooLarge: () => Error;
  missing: () => Error;
  notAllowed: () => Error;
}

/**
 * An uploaded file's bytes (at most `max`) and its type as `sniff` reads it from them,
 * never from the declared type or name; throws the matching error of `errors`.
 */
export async function readSniffedUpload<T extends string>(request: Request, max: number, sniff: (bytes: Uint8Array) => T | null, errors: UploadErrors) {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readLimited(request, max);
  } catch (err) {
    if (err instanceof BodyTooLarge) throw errors.tooLarge();
    throw err;
  }
  if (!bytes.byteLength) throw errors.missing();
  const type = sniff(bytes);
  if (!type) throw errors.notAllowed();
  return { bytes, type };
}
