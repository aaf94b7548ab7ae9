import "./scripts/assert-node.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger shared chunks for the visitor: the framework (React, React Router and what they pull
// in) and our shared UI each become one file, so a cold phone load makes ~11 requests instead of ~19.
// Lighthouse (mobile) moved the home page from 93-94 to 96 with this (issue #4 closing note).
const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 3 },
            // The PDF viewer loads on first use (issue 16), so it stays out of the shared UI chunk.
            { name: "ui", test: /\/app\/components\/(?!layout\/pdf-viewer\.tsx)/, priority: 2 },
          ],
        },
      },
    },
  },
});
