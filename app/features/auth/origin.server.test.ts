import { expect, test } from "vitest";
import { isSameOriginRequest } from "./origin.server.ts";

const SITE = "https://nyayik.in";
const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/admin/login") =>
  new Request(url, { method: "POST", headers });

test.each([
  ["our SITE_URL as Origin", { origin: "https://nyayik.in" }, true],
  ["the request's own origin (behind a proxy or on localhost)", { origin: "http://127.0.0.1:3000" }, true],
  ["another site's Origin", { origin: "https://evil.example" }, false],
  ["a look-alike subdomain", { origin: "https://nyayik.in.evil.example" }, false],
  ["Origin: null (sandboxed frame, file:)", { origin: "null" }, false],
  ["no Origin but Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }, true],
  ["no Origin and Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }, false],
  ["no Origin and Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }, false],
  ["neither header", {}, false],
  ["a garbage Origin", { origin: "::::" }, false],
])("POST with %s → %s", (_label, headers, allowed) => {
  expect(isSameOriginRequest(post(headers as Record<string, string>), SITE)).toBe(allowed);
});

test("GET and HEAD are never refused (they change nothing)", () => {
  expect(
    isSameOriginRequest(new Request("http://127.0.0.1:3000/admin", { headers: { origin: "https://evil.example" } }), SITE),
  ).toBe(true);
  expect(isSameOriginRequest(new Request("http://127.0.0.1:3000/admin", { method: "HEAD" }), SITE)).toBe(true);
});
