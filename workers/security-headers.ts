// The security headers of every response (issue 12 finding 8). Pages get a Content
// Security Policy whose scripts are our own files plus the inline scripts that carry
// this response's nonce (React Router's context and module scripts, the theme and
// early-submit scripts of root.tsx): an injected <script> or on* attribute never runs.
// Styles may be inline: the app's stylesheet travels in the page (platform/render/inline-css.tsx)
// and React sets style attributes.

/** A fresh nonce for one page. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries, pages and API alike. */
export function addSecurityHeaders(headers: Headers, url: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Notifications and the microphone-free alarm need nothing here; camera stays for a later photo upload of prescriptions.
  headers.set("Permissions-Policy", "geolocation=(self), camera=(self), microphone=(), payment=(), usb=(), interest-cohort=()");
  headers.set("X-Frame-Options", "DENY");
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
