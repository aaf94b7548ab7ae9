import "./assert-node.mjs";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  readCorpus,
  readerOf,
  serviceNamesOf,
  TRAIN_FILE,
  trainModel,
  understand,
} from "../app/features/assistant/model/model.server.ts";
import { loadContent } from "../app/features/catalogue/content.server.ts";

/**
 * Trains the assistant's model from content/assistant/corpus/train.jsonl and the guide names, and
 * writes it beside the server build (`npm run build` runs this after `react-router build`), where the
 * server reads it (decision 123). Deterministic: the same corpus and names give the same file.
 *   node scripts/train-assistant.ts [--train file] [--out file]
 */
const { values: args } = parseArgs({
  options: { train: { type: "string", default: TRAIN_FILE }, out: { type: "string" } },
});
const out = args.out ?? path.resolve(process.env.BUILD_DIR || "build", "assistant-model.json");
const started = performance.now();
const items = readCorpus(args.train);
const model = trainModel(items, serviceNamesOf(loadContent()));
const json = JSON.stringify(model);
writeFileSync(out, json);
const trainedMs = performance.now() - started;
const reader = readerOf(model);
const t0 = performance.now();
for (const item of items.slice(0, 500)) understand(reader, item.text);
const perMessage = (performance.now() - t0) / Math.max(1, Math.min(500, items.length));
console.log(
  `assistant model: ${items.length} corpus items, ${model.vocab.length} features, ${(json.length / 1024).toFixed(0)} KiB → ${path.relative(process.cwd(), out)} (trained in ${(trainedMs / 1000).toFixed(1)} s; ${perMessage.toFixed(3)} ms per message)`,
);
