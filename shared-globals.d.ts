// The few Web APIs that code both runtimes import may use: every runtime we run on has them
// (browser, service worker, Cloudflare Worker, Node ≥ 20), so tsconfig.shared.json declares
// just these instead of a whole runtime's lib. Add one here only if all four have it.

declare class URL {
  constructor(url: string | URL, base?: string | URL);
  readonly origin: string;
  readonly searchParams: URLSearchParams;
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  toString(): string;
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare const crypto: {
  getRandomValues<T extends Uint8Array | Uint16Array | Uint32Array>(array: T): T;
  randomUUID(): `${string}-${string}-${string}-${string}-${string}`;
  readonly subtle: {
    digest(algorithm: "SHA-1" | "SHA-256" | "SHA-384" | "SHA-512", data: Uint8Array<ArrayBuffer> | ArrayBuffer): Promise<ArrayBuffer>;
  };
};
