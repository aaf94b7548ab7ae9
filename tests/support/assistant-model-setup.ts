import { modelFor } from "../../app/features/assistant/model/model.server.ts";
import { loadContent } from "../../app/features/catalogue/content.server.ts";

/**
 * Vitest global setup: the assistant's model is trained (or read from the build or the cache) once,
 * before the workers start, so parallel test files read the cached model instead of each training it.
 */
export default function setup() {
  modelFor(loadContent());
}
