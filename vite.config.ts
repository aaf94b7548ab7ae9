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

// Small modules that every public page runs before interaction (formatting, meta tags, the 404 view the
// root's error boundary shows, the popup's link listener) join the shared UI chunk instead of arriving
// as six files of a few hundred bytes each: each file costs a request (~1.7 KB of headers) and
// compresses worse alone (decision 159).
const SHARED_SMALL =
  /\/app\/(lib\/(indian-digits|use-hydrated)\.ts|features\/(catalogue\/seo|site\/format|payments\/money)\.ts|features\/leads\/consultation-popup\.tsx|features\/site\/sample-badge\.tsx|routes\/not-found\.tsx)$/;
const SHARED_UI = (id: string) => LOADED_ON_FIRST_USE_EXCLUDED.test(id) || SHARED_SMALL.test(id);

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
            { name: "ui", test: SHARED_UI, priority: 2 },
          ],
        },
      },
    },
  },
});
