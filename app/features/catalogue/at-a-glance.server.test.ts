import { expect, test } from "vitest";
import { glanceHtml } from "./at-a-glance.server.ts";
import { ServiceFactsSchema } from "./facts-schema.ts";

test("the box escapes content text, so a stray < or & never becomes markup", () => {
  const facts = ServiceFactsSchema.parse({
    summary: `Files <script>alert("x")</script> & more for O'Brien`,
    documents: [{ name: "Deed <b>", why: "why", required: true, who: "firms & LLPs", types: ["pdf"] }],
    sources: [1],
  });
  const html = glanceHtml(facts) ?? "";
  expect(html).not.toContain("<script>");
  expect(html).toContain("Files &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more for O&#39;Brien");
  expect(html).toContain("Deed &lt;b&gt; <span");
  expect(html).toContain("(firms &amp; LLPs)");
});

test("only the parts a facts file has are drawn: no timeline, validity, optional documents or deadlines here", () => {
  const facts = ServiceFactsSchema.parse({
    summary: "A short service",
    documents: [{ name: "PAN", why: "identity", required: true, types: ["pdf", "jpg"] }],
    sources: [1],
  });
  const html = glanceHtml(facts) ?? "";
  expect(html).toContain("Documents required");
  for (const absent of ["<dl", "Optional or only in some cases", "Key deadlines"]) expect(html).not.toContain(absent);
  expect(glanceHtml(undefined)).toBeNull();
});
