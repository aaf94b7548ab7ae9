// Guard: the project runs on Node 24 (the node@24 devDependency puts it first on PATH for npm scripts).
// If `npm ci` skipped install scripts, or a bare shell ran `node`, we would silently fall back to the
// system Node 20; fail fast with the fix instead.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 (found ${process.version} at ${process.execPath}). ` +
      "Run it through npm scripts (npm start, npm test) after `npm ci` without --ignore-scripts.",
  );
  process.exit(1);
}
