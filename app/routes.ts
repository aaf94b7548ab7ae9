import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One explicit line per URL.
export default [
  index("routes/home.tsx"),
  route("service/:slug", "routes/service.tsx"),
  route("policies/:slug", "routes/policy.tsx"),
  route("consultation", "routes/consultation.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/chat", "routes/api.chat.ts"),
  route("api/chat/handoff", "routes/api.chat-handoff.ts"),
  route("payments/start", "routes/payments/start.ts"),
  route("payments/quote", "routes/payments/quote.ts"),
  route("payments/callback", "routes/payments/callback.tsx"),
  route("payments/webhook", "routes/payments/webhook.ts"),
  route("payments/test-gateway/:id", "routes/payments/test-gateway.tsx"),
  route("payments/:id/receipt", "routes/payments/receipt.tsx"),
  route("payments/:id/receipt.pdf", "routes/payments/receipt-pdf.ts"),
  route("payments/:id/failed", "routes/payments/failed.tsx"),
  // Staff console: every module exports handle.access; app/routes/admin/authorization.test.ts checks them all.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/forgot", "routes/admin/forgot.tsx"),
  route("admin/reset/:token", "routes/admin/reset.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
    route("audit", "routes/admin/audit.tsx"),
  ]),
  // Downloads answer with a file, outside the console layout.
  route("admin/inbox.csv", "routes/admin/inbox-csv.ts"),
  route("admin/uploads/:id", "routes/admin/upload.ts"),
  // Client portal: same rule, checked by the same test.
  route("account/login", "routes/account/login.tsx"),
  route("account/verify", "routes/account/verify.tsx"),
  route("account/logout", "routes/account/logout.ts"),
  route("account/me", "routes/account/me.ts"),
  route("account", "routes/account/index.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
