import "./scripts/assert-node.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger shared chunks for the visitor: the framework (React, React Router and what they pull
// in) and our shared UI each become one file, so a cold phone load makes ~11 requests instead of ~19.
// Lighthouse (mobile) moved the home page from 93-94 to 96 with this (issue #4 closing note).
const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//;

const LOADED_ON_FIRST_USE_EXCLUDED =
  /\/app\/components\/(?!layout\/(pdf-viewer|connect-dialog|service-modals|cookie-preferences)\.tsx|ui\/dialog\.tsx)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 3 },
            // What loads on first use (issue 16: the PDF viewer, the connect dialog, the service modals,
            // the cookie choices and the dialog frame they share) stays out of the shared UI chunk that
            // every page requests before interaction (decision 085).
            { name: "ui", test: LOADED_ON_FIRST_USE_EXCLUDED, priority: 2 },
          ],
        },
      },
    },
  },
});
