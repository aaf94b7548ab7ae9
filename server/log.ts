/** One-line logs to stdout/stderr; LOG_LEVEL=silent quiets tests. */
let level: "silent" | "error" | "info" = "info";
export function setLogLevel(next: typeof level) {
  level = next;
}
export const log = {
  info: (message: string) => {
    if (level === "info") console.log(`${new Date().toISOString()} ${message}`);
  },
  error: (message: string) => {
    if (level !== "silent") console.error(`${new Date().toISOString()} ERROR ${message}`);
  },
};
