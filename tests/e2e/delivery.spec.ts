import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// How pages reach the browser (issue 16): the head requests the stylesheet and no script, nothing
// blocks rendering, prerendered pages are precompressed static files allowed by script hashes, and
// per-request pages keep nonces. Every check runs against the built production server.

const PAGES = ["/", "/service/trademark-registration", "/policies/privacy-policy"];

type Raw = { response: { status: number; headers: Map<string, string> }; bytes: Buffer };

/** The response exactly as the server sent it (still compressed: fetch would undo the encoding). */
function rawBody(baseURL: string, path: string, encoding: string, extra: Record<string, string> = {}, method = "GET") {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(`${baseURL}${path}`, { method, headers: { "accept-encoding": encoding, ...extra } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers = new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
        resolve({ response: { status: res.statusCode ?? 0, headers }, bytes: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

function headOf(html: string) {
  return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
}

function collectCspViolations(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

for (const path of PAGES) {
  test(`${path}: the head carries the stylesheet inline and asks for no script, and nothing blocks rendering`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = headOf(html);
    // Decision 155: the stylesheet travels inside the page, so the first paint needs no second response.
    expect(head).toMatch(/<style data-inlined="\/assets\/app-[^"]+\.css">[\s\S]{10000,}?<\/style>/);
    const requests = [...head.matchAll(/<(link|script)\b[^>]*>/g)].map((m) => m[0]);
    expect(
      requests.filter((tag) => /rel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag)),
      "no stylesheet is requested before the paint",
    ).toEqual([]);
    const scriptRequests = requests.filter(
      (tag) => /rel="(modulepreload|preload)"/.test(tag) || /<script\b[^>]*\ssrc=/.test(tag),
    );
    expect(scriptRequests, "no script is requested from the head").toEqual([]);
    // A render-blocking script is a classic external script without async/defer, anywhere in the page.
    const blocking = [...html.matchAll(/<script\b[^>]*\ssrc=[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/\s(async|defer)\b/.test(tag) && !/type="module"/.test(tag));
    expect(blocking).toEqual([]);
    // The head's inline scripts: the pre-paint theme script and the one that requests the scripts after
    // the first paint. The stylesheet's link is there, disabled (its rules are inline; decision 159).
    const inline = [...head.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((m) => m[1] ?? "")).toEqual([
      expect.stringContaining("ui-theme"),
      expect.stringContaining('"first-contentful-paint"'),
    ]);
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css" data-precedence="default" disabled\/?>/);
  });
}

test("a prerendered page never downloads its stylesheet: its rules are inline and its link is disabled", async ({ page }) => {
  const css: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet" || /\.css(\?|$)/.test(r.url())) css.push(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(css).toEqual([]);
  // The link React rendered is still there (so hydration adopts it) but applies nothing.
  expect(
    await page.locator('link[rel="stylesheet"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).disabled)),
  ).toEqual([true]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "800");
});

test("prerendered pages are precompressed static files with a hash-based CSP that matches their inline scripts", async ({
  baseURL,
}) => {
  for (const path of PAGES) {
    const br = await rawBody(baseURL as string, path, "br, gzip");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.response.headers.get("cache-control")).toBe("no-cache");
    expect(br.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = brotliDecompressSync(br.bytes).toString("utf8");

    const gz = await rawBody(baseURL as string, path, "gzip");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString("utf8")).toBe(html);
    expect(gz.response.headers.get("etag")).not.toBe(br.response.headers.get("etag"));

    const plain = await rawBody(baseURL as string, path, "identity");
    expect(plain.response.headers.get("content-encoding")).toBeUndefined();
    expect(plain.bytes.toString("utf8")).toBe(html);

    // The same bytes on every request: nothing per request is written into a prerendered page.
    const again = await rawBody(baseURL as string, path, "br");
    expect(again.bytes.equals(br.bytes)).toBe(true);
    expect(html).not.toContain("nonce=");

    const policy = br.response.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("'nonce-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !(m[1] ?? "").includes("application/ld+json"),
    );
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const m of inline) {
      const hash = `'sha256-${createHash("sha256")
        .update(m[2] ?? "")
        .digest("base64")}'`;
      expect(scriptSrc, `hash of inline script ${(m[2] ?? "").slice(0, 40)}…`).toContain(hash);
    }

    // Revalidation answers 304 for the same encoding.
    const etag = br.response.headers.get("etag") ?? "";
    const revalidated = await rawBody(baseURL as string, path, "br", { "if-none-match": etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
  }
});

test("hashed assets are precompressed and immutable for a year; HEAD answers without a body", async ({ baseURL, request }) => {
  const html = await (await request.get("/")).text();
  const asset = /"(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const br = await rawBody(baseURL as string, asset as string, "gzip, deflate, br, zstd");
  expect(br.response.headers.get("content-encoding")).toBe("br");
  expect(br.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(br.response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  expect(Number(br.response.headers.get("content-length"))).toBe(br.bytes.length);
  const plain = await rawBody(baseURL as string, asset as string, "identity");
  expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
  const head = await rawBody(baseURL as string, asset as string, "gzip", {}, "HEAD");
  expect(head.response.headers.get("content-encoding")).toBe("gzip");
  expect(head.bytes.length).toBe(0);
});

test("a page rendered per request keeps a fresh nonce on every script", async ({ request }) => {
  const first = await request.get("/consultation");
  const second = await request.get("/consultation");
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
  const nonce = nonceOf(first.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((a) => !a.includes("application/ld+json"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
});

for (const path of [...PAGES, "/consultation"]) {
  test(`${path} hydrates without a CSP violation and the header menu answers`, async ({ page }) => {
    const problems = collectCspViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(async () => {
      await menu.click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible({ timeout: 500 });
    }).toPass();
    expect(problems).toEqual([]);
  });
}

// Decision 087: a prerendered guide or policy sends its article once, in the body; the inline
// hydration data says "already in the page" and the component keeps that markup. A client
// navigation fetches the `.data` file, which carries the article.
for (const [path, name] of [
  ["/service/trademark-registration", "article"],
  ["/policies/privacy-policy", "policy"],
] as const) {
  test(`${path}: the article is in the body once, not in the hydration data, and survives hydration`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const sentence = new RegExp(`data-page-html="${name}">[\\s\\S]*?<p>([^<&]{40,})`).exec(html)?.[1]?.slice(0, 40) ?? "";
    expect(sentence).toHaveLength(40);
    const data = /streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(html)?.[1] ?? "";
    expect(data).toContain("[html-in-page]");
    expect(data).not.toContain(sentence);

    const problems = collectCspViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    const shown = page.locator(`[data-page-html="${name}"]`);
    await expect(shown).toContainText(sentence);
    // After hydration the element holds exactly the markup the server sent.
    const [live, sent] = await shown.evaluate(
      (el, [source, selector]) => [
        el.innerHTML,
        new DOMParser().parseFromString(source, "text/html").querySelector(selector)?.innerHTML ?? "",
      ],
      [html, `[data-page-html="${name}"]`] as const,
    );
    expect(sent.length).toBeGreaterThan(1000);
    expect(live).toBe(sent);
    expect(problems).toEqual([]);
  });
}

test("a client navigation to another guide shows its article from the .data file", async ({ page }) => {
  await page.goto("/service/trademark-registration");
  await waitForHydration(page);
  const related = page.getByRole("region", { name: "Related Services" }).getByRole("link").first();
  const href = (await related.getAttribute("href")) ?? "";
  const dataRequest = page.waitForRequest((r) => r.url().includes(`${href}.data`));
  await related.click();
  await dataRequest;
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const article = page.locator('[data-page-html="article"]');
  await expect(article.locator("h2").first()).toBeVisible();
  await expect(article).not.toContainText("[html-in-page]");
});
