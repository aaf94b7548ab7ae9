import { data } from "react-router";
import { expect, test } from "vitest";
import { CROSS_SITE_MESSAGE, crossSiteRefusal, isSameOriginRequest } from "./origin.server.ts";

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

test("a refused cross-site form becomes one warning line without the URL or a stack; other errors are not matched", () => {
  const request = post({ origin: "https://evil.example" }, "http://127.0.0.1:3000/admin/reset/secret-token-value");
  // React Router's own origin check throws these (react-router/lib/actions).
  for (const message of [
    "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
    "`origin` header is not a valid URL. Aborting the action.",
  ]) {
    const line = crossSiteRefusal(new Error(message), request);
    expect(line).toBe("refused a cross-site POST (Origin: https://evil.example)");
  }
  // Our guards throw a 403 with CROSS_SITE_MESSAGE (as React Router hands it on: status and data).
  const thrown = data(CROSS_SITE_MESSAGE, { status: 403 });
  expect(crossSiteRefusal({ status: thrown.init?.status, data: thrown.data }, request)).toMatch(/^refused a cross-site POST/);
  expect(crossSiteRefusal(new Error("database unreachable"), request)).toBeNull();
  expect(crossSiteRefusal({ status: 403, data: "Staff only" }, request)).toBeNull();
  const odd = post({ origin: `https://x.example/${"a".repeat(300)}` });
  expect(crossSiteRefusal(new Error("`origin` header is not a valid URL. Aborting the action."), odd)?.length).toBeLessThan(200);
});
