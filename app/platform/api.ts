// The one API client. Errors arrive as ApiError carrying the server's {code, message, fields}.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** True when the request never reached the server (offline, DNS, connection dropped). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof ApiError && err.code === "network_error");
}

/** `body`: JSON, or a file (Blob) sent as it is with its own type (uploads). */
async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const file = body instanceof Blob ? body : null;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": file ? file.type : "application/json" },
      body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
    });
  } catch {
    throw new ApiError(0, "network_error", "Network request failed");
  }
  const data = res.headers.get("content-type")?.includes("application/json") ? await res.json() : null;
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } })?.error;
    throw new ApiError(res.status, e?.code ?? "http_" + res.status, e?.message ?? res.statusText, e?.fields);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {}),
  delete: <T>(path: string) => request<T>("DELETE", path),
  /** A file as the raw body; the server decides what it is by its bytes. */
  upload: <T>(method: "PUT" | "POST", path: string, file: Blob) => request<T>(method, path, file),
};
