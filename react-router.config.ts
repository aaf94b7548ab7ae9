import "./scripts/assert-node.mjs";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prepareStatic } from "./scripts/prepare-static.ts";

const guides = readdirSync("content/guides").filter((f) => f.endsWith(".md"));
const policies = readdirSync("content/policies").filter((f) => f.endsWith(".md"));

export default {
  ssr: true,
  // BUILD_DIR lets two builds coexist on one machine (e.g. parallel work); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Content pages are prerendered at build (full text in the HTML); everything else is rendered per request.
  prerender: [
    "/",
    "/about",
    ...guides.map((f) => `/service/${f.replace(/\.md$/, "")}`),
    ...policies.map((f) => `/policies/${f.replace(/\.md$/, "")}`),
  ],
  // Prerendered pages become static files: scripts after first paint, CSP hashes, precompressed
  // twins (scripts/prepare-static.ts, decisions 080–082).
  async buildEnd({ reactRouterConfig }) {
    console.log(await prepareStatic(path.resolve(reactRouterConfig.buildDirectory)));
  },
} satisfies Config;
