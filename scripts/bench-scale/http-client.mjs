// The bench's HTTP client: node:http over a keep-alive pool of at most `connections`
// sockets, one request per socket at a time, so N users in flight hold N connections
// and every endpoint is measured through the same pool. Lighter on the CPU than fetch,
// which matters when the load generator shares two cores with workerd.
import http from "node:http";

/** A measured request slower than this fails (counted as an error). */
const DEFAULT_TIMEOUT_MS = 30_000;

export function httpClient(base, { connections, timeoutMs = DEFAULT_TIMEOUT_MS }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const origin = url.origin;

  /**
   * { status, headers, body (text), ms }; `ms` from the call until the last byte. A GET
   * sent on a kept-alive socket that the server closed for idleness at that moment fails
   * with "socket hang up" before the server saw it: sent once more on a fresh socket, as
   * browsers do (Node's docs, `request.reusedSocket`). Anything else is the answer.
   */
  async function request(method, path, options = {}) {
    try {
      return await once(method, path, options);
    } catch (err) {
      if (method !== "GET" || !err.reusedSocket || !["ECONNRESET", "EPIPE"].includes(err.code)) throw err;
      return once(method, path, options);
    }
  }

  function once(method, path, { headers = {}, json } = {}) {
    const payload = json === undefined ? null : Buffer.from(JSON.stringify(json));
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            origin,
            ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
            ...headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - t0 }),
          );
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer after ${timeoutMs / 1000} s`)));
      req.on("error", (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
      req.end(payload ?? undefined);
    });
  }

  return { request, close: () => agent.destroy() };
}

/** The name=value pairs of a response's Set-Cookie headers, as one Cookie header. */
export const cookieOf = (res) => (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
