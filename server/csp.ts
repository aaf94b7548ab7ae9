import { createHash } from "node:crypto";

/** Where the build writes each prerendered page's inline-script hashes (beside client/, never served). */
export const CSP_HASHES_FILE = "csp-hashes.json";

/** URL path of a prerendered page → the CSP hash sources of its inline scripts. */
export type CspHashes = Record<string, string[]>;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The `'sha256-…'` source of every inline script in a document, in document order, without
 * duplicates. JSON-LD data blocks are included too: CSP does not apply to them, and listing them
 * costs nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The request's policy with its `'nonce-…'` source replaced by the page's hashes: a prerendered page
 * is then a static file (no per-request rewrite), and its scripts run only if they are the ones built.
 */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/'nonce-[^']*'/g, hashes.join(" "));
}

const YOUTUBE = '"https://www.youtube-nocookie.com"';

/**
 * Permissions-Policy for every response (decision 094): the site uses no camera, microphone,
 * location, payment request, USB, serial, HID, Bluetooth or sensors, so neither it nor anything it
 * frames may ask. Only the privacy-enhanced YouTube player keeps what it needs (autoplay after the
 * visitor's click, full screen, picture-in-picture, protected media, accelerometer for 360° video).
 */
export const PERMISSIONS_POLICY = [
  `accelerometer=(self ${YOUTUBE})`,
  `autoplay=(self ${YOUTUBE})`,
  "bluetooth=()",
  "camera=()",
  "display-capture=()",
  `encrypted-media=(self ${YOUTUBE})`,
  `fullscreen=(self ${YOUTUBE})`,
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  `picture-in-picture=(self ${YOUTUBE})`,
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");
