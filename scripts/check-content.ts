import "./assert-node.mjs";
import { ContentError, loadContent } from "../app/features/catalogue/content.server.ts";

// Validates everything under content/; the build runs this first so bad content never ships.
try {
  const content = loadContent();
  const words = [...content.guides.values()].map((g) => g.words);
  console.log(
    `content ok: ${content.guides.size} guides (${Math.min(...words)}–${Math.max(...words)} words), ${content.prices.size} prices, ${content.policies.size} policies, ${content.catalogue.length} categories`,
  );
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}
