// `npm run bench -- --gzip`: a front for a preview server that compresses what it sends, as Cloudflare's
// edge does for a deployed app (gzip here; browsers get brotli there, a little smaller). `vite preview`
// sends everything uncompressed, so on the bench's Slow-4G link a page's scripts cost their raw size
// (the vendor chunk alone is 392 KiB, 122 KiB gzip): transfer dominates, and the app's ratios to the
// bare page follow its raw bytes. Streamed HTML stays streamed (each chunk is flushed); WebSockets pass
// through as they are.
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Listens on `port` and forwards to localhost:`target`; resolves with a function that closes it. */
export function startGzipProxy({ port, target }) {
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: "localhost", port: target, method: req.method, path: req.url, headers: req.headers }, (up) => {
      const accepts = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      const compress =
        accepts &&
        !up.headers["content-encoding"] &&
        COMPRESSIBLE.test(up.headers["content-type"] ?? "") &&
        req.method !== "HEAD" &&
        ![204, 304].includes(up.statusCode);
      if (!compress) {
        res.writeHead(up.statusCode, up.headers);
        up.pipe(res);
        return;
      }
      const headers = { ...up.headers, "content-encoding": "gzip", vary: "accept-encoding" };
      delete headers["content-length"];
      res.writeHead(up.statusCode, headers);
      up.pipe(zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })).pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("upgrade", (req, socket, head) => {
    const up = net.connect(target, "localhost", () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    const close = () => (socket.destroy(), up.destroy());
    up.on("error", close);
    socket.on("error", close);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(() => new Promise((done) => (server.closeAllConnections(), server.close(() => done())))));
  });
}
