import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { type Content, DEFAULT_CONTENT_DIR } from "#app/features/catalogue/content.server.ts";
import { ACTIVITIES, type CorpusItem, CorpusItemSchema, ENTITIES, INCOMES, INTENTS } from "../labels.ts";
import { delexicalized, featuresOf, type Gazetteer, gazetteerFrom, servicesNamedAndOwned, servicesNamedIn } from "./features.ts";
import { buildNeighbours, type NeighbourIndex } from "./neighbours.ts";
import {
  DEFAULT_TRAIN,
  type Example,
  type Head,
  type PackedHead,
  packHead,
  predictHead,
  type TrainOptions,
  trainHead,
} from "./softmax.ts";

/**
 * The assistant's understanding (decision 123): six small softmax heads over one set of character
 * n-gram features — intent, service (a guide slug or "none"), the profile slots entity, income and
 * activity, and the FAQ entry a question about the firm asks (decision 183). Trained from content/assistant/corpus/train.jsonl at build time (scripts/train-assistant.ts
 * writes it beside the server build); tests and `npm run dev` train once and reuse a cache keyed by the
 * corpus and the names. Nothing is downloaded, and the test split is never read here.
 */

/** Raise when the features or the trainer change: a model of another version is never read. */
export const MODEL_VERSION = 14;
export const NONE = "none";
export type HeadName = "intent" | "service" | "entity" | "income" | "activity" | "faq";
export type AssistantModel = {
  version: number;
  key: string;
  vocab: string[];
  gazetteer: Gazetteer;
  heads: Record<HeadName, Head>;
};
export type ServiceNames = { slug: string; names: string[] }[];

export const TRAIN_FILE = path.join(DEFAULT_CONTENT_DIR, "assistant/corpus/train.jsonl");

/** Corpus lines as items; a malformed line fails with its line number. */
export function readCorpus(file: string): CorpusItem[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) => {
      if (!line.trim()) return [];
      const parsed = CorpusItemSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path.basename(file)}:${i + 1}: ${parsed.error.issues[0]?.message}`);
      return [parsed.data];
    });
}

export const NAMES_FILE = path.join(DEFAULT_CONTENT_DIR, "assistant/names.yaml");
export const EverydayNamesSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(z.string().min(2)).min(1));

/** content/assistant/names.yaml: everyday names and abbreviations per guide slug ("nda", "rent agreement"). */
export function readEverydayNames(file = NAMES_FILE): Record<string, string[]> {
  return existsSync(file) ? EverydayNamesSchema.parse(parse(readFileSync(file, "utf8")) ?? {}) : {};
}

const GENERIC = new Set(["registration", "filing", "return", "and", "of", "the", "if", "applicable", "e"]);

/**
 * The guide titles, aliases and everyday names (content/assistant/names.yaml) the "names this service"
 * features look for, from the loaded content.
 */
export function serviceNamesOf(
  content: {
    guides: Map<string, { title: string; slug: string; markdown: string }>;
    aliases: Record<string, string>;
  },
  everyday: Record<string, string[]> = readEverydayNames(),
): ServiceNames {
  const names = new Map<string, string[]>();
  for (const guide of content.guides.values()) names.set(guide.slug, [guide.title, guide.slug.replace(/-/g, " ")]);
  for (const [alias, slug] of Object.entries(content.aliases)) names.get(slug)?.push(alias.replace(/-/g, " "));
  for (const [slug, list] of Object.entries(everyday)) names.get(slug)?.push(...list);
  // Initials of a slug's telling words ("one-person-company" → "opc", "digital-signature-certificate" →
  // "dsc"), when the guide itself writes them in capitals and no other guide has the same initials.
  const initials = new Map<string, string[]>();
  for (const slug of names.keys()) {
    const words = slug.split("-").filter((w) => !GENERIC.has(w) && !/\d/.test(w));
    const short = words.map((w) => w[0]).join("");
    const written = new RegExp(`\\b${short.toUpperCase()}\\b`).test(content.guides.get(slug)?.markdown ?? "");
    if (words.length >= 3 && written) initials.set(short, [...(initials.get(short) ?? []), slug]);
  }
  for (const [short, slugs] of initials) if (slugs.length === 1 && slugs[0]) names.get(slugs[0])?.push(short);
  return [...names].map(([slug, n]) => ({ slug, names: n }));
}

export function modelKey(items: CorpusItem[], names: ServiceNames): string {
  const hash = createHash("sha256");
  hash.update(`v${MODEL_VERSION}\n${JSON.stringify(DEFAULT_TRAIN)}\n${JSON.stringify(names)}\n`);
  for (const item of items) hash.update(`${JSON.stringify(item)}\n`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The service a message itself points to: its own `service`, or for a first message that describes a
 * situation ("my trademark expires next month") the service its answer is about. A follow-up's
 * `expect_service` comes from the context, so it is not learnt from the follow-up's words.
 */
const REFUSED = new Set<string>(["unlawful", "others_data"]);
/** Limits asked about a service or about nothing: when the item names none, it teaches the service head nothing (decision 175). */
const LIMITS = new Set<string>(["guarantee", "manipulation", "dispute"]);

/** Intents about the firm itself: a message of one of these that names no FAQ entry teaches the FAQ head nothing. */
const ABOUT_US = new Set<string>(["firm_contact", "firm_hours", "firm_about", "payment", "human", "case_status", "offer"]);

/**
 * The FAQ head's examples (decision 183): a message labelled with the entry it asks is an example of that
 * entry; any other message is an example of "no entry", except one about the firm with no entry named
 * ("your phone number?"), which may be any entry's neighbour and is left out.
 */
const FAQ_PER_ENTRY = 600;

function faqExamples(corpus: { item: CorpusItem }[], asked: number[][], classes: string[]): Example[] {
  return corpus.flatMap(({ item }, i) => {
    if (!item.faq && ABOUT_US.has(item.intent)) return [];
    return [{ features: asked[i] ?? [], label: Math.max(0, classes.indexOf(item.faq ?? NONE)) }];
  });
}

function serviceLabel(item: CorpusItem): string {
  return (item.context ? item.service : (item.service ?? item.expect_service)) ?? NONE;
}

export function trainModel(items: CorpusItem[], names: ServiceNames, options: TrainOptions = DEFAULT_TRAIN): AssistantModel {
  const gazetteer = gazetteerFrom(names);
  const vocab = new Map<string, number>();
  const ids = (text: string) =>
    featuresOf(text, gazetteer).map((f) => {
      let id = vocab.get(f);
      if (id === undefined) {
        id = vocab.size;
        vocab.set(f, id);
      }
      return id;
    });
  const corpus = items.map((item) => ({ item, features: ids(item.text) }));
  // The intent head reads the text with service names replaced by one placeholder (features.ts, decision 172).
  const asked = items.map((item) => ids(delexicalized(item.text, gazetteer)));
  // Each service's own names are examples of it too, so a service thin in the corpus is still known by name.
  const named = names.flatMap(({ slug, names: n }) => n.map((name) => ({ slug, features: ids(name) })));
  const slugs = [NONE, ...names.map((n) => n.slug).sort()];
  const labelled = (classes: readonly string[], pick: (item: CorpusItem) => string | undefined): Example[] =>
    corpus.map(({ item, features }) => ({ features, label: Math.max(0, classes.indexOf(pick(item) ?? NONE)) }));
  // A request we refuse says nothing about which service a message names: it does not teach the service head
  // "no service" (decision 174), or every story about a name or a notice would lose its service.
  const serviceExamples = [
    ...labelled(slugs, serviceLabel).filter((example, i) => {
      const intent = corpus[i]?.item.intent ?? "";
      return !REFUSED.has(intent) && !(LIMITS.has(intent) && example.label === 0);
    }),
    ...named.map(({ slug, features }) => ({ features, label: slugs.indexOf(slug) })),
  ];
  const size = vocab.size;
  const entries = [NONE, ...[...new Set(items.flatMap((item) => (item.faq ? [item.faq] : [])))].sort()];
  const heads: Record<HeadName, Head> = {
    intent: trainHead(
      INTENTS,
      corpus.map(({ item }, i) => ({ features: asked[i] ?? [], label: Math.max(0, INTENTS.indexOf(item.intent)) })),
      size,
      options,
    ),
    service: trainHead(slugs, serviceExamples, size, options),
    entity: trainHead(
      [NONE, ...ENTITIES],
      labelled([NONE, ...ENTITIES], (item) => item.profile?.entity),
      size,
      options,
    ),
    // A message may state several incomes ("salary plus capital gains"): one example per income, so the
    // probability is shared among them and the state takes each that is likely enough.
    income: trainHead(
      [NONE, ...INCOMES],
      corpus.flatMap(({ item, features }) =>
        (item.profile?.income ?? [NONE]).map((income) => ({ features, label: [NONE, ...INCOMES].indexOf(income) })),
      ),
      size,
      options,
    ),
    activity: trainHead(
      [NONE, ...ACTIVITIES],
      labelled([NONE, ...ACTIVITIES], (item) => item.profile?.activity),
      size,
      options,
    ),
    // Which of the firm's FAQ entries the message asks, read like the intent from the delexicalized text.
    // Each entry has few examples beside thousands of "no entry": each is repeated to FAQ_PER_ENTRY.
    faq: trainHead(entries, faqExamples(corpus, asked, entries), size, { ...options, minPerClass: FAQ_PER_ENTRY }),
  };
  // Features no head kept a weight for are dropped from the vocabulary (ids renumbered).
  const used = [...vocab.keys()].filter((_, id) => Object.values(heads).some((h) => h.rows[id]));
  const renumber = new Map(used.map((f, i) => [vocab.get(f) ?? -1, i]));
  for (const head of Object.values(heads)) {
    const rows: Record<number, number[]> = {};
    for (const [id, row] of Object.entries(head.rows)) {
      const to = renumber.get(Number(id));
      if (to !== undefined) rows[to] = row;
    }
    head.rows = rows;
  }
  return { version: MODEL_VERSION, key: modelKey(items, names), vocab: used, gazetteer, heads };
}

export type Prediction = { label: string; p: number }[];
/** Every head's reading; the FAQ head's may be absent where a reading is made up (tests of the state rules). */
export type Understanding = Record<Exclude<HeadName, "faq">, Prediction> & { faq?: Prediction };

/** A trained model ready to read messages: the vocabulary as a map. */
export type Reader = {
  model: AssistantModel;
  index: Map<string, number>;
  heads: Record<HeadName, PackedHead>;
  /** The corpus messages by their words, for the refusal vote (neighbours.ts); absent in a model read alone. */
  neighbours?: NeighbourIndex;
};

export function readerOf(model: AssistantModel): Reader {
  const n = model.vocab.length;
  const h = model.heads;
  const heads = {
    intent: packHead(h.intent, n),
    service: packHead(h.service, n),
    entity: packHead(h.entity, n),
    income: packHead(h.income, n),
    activity: packHead(h.activity, n),
    faq: packHead(h.faq, n),
  };
  return { model, index: new Map(model.vocab.map((f, i) => [f, i])), heads };
}

/** Every head's classes for one message, best first. */
export function understand(reader: Reader, text: string): Understanding {
  const known = (list: string[]) => list.map((f) => reader.index.get(f)).filter((id): id is number => id !== undefined);
  const features = known(featuresOf(text, reader.model.gazetteer));
  const asked = known(featuresOf(delexicalized(text, reader.model.gazetteer), reader.model.gazetteer));
  const h = reader.heads;
  return {
    intent: predictHead(h.intent, asked),
    service: predictHead(h.service, features),
    entity: predictHead(h.entity, features),
    income: predictHead(h.income, features),
    activity: predictHead(h.activity, features),
    faq: predictHead(h.faq, asked),
  };
}

/** The guide slugs a message names by title or alias (the gazetteer features, read directly). */
export function namedServices(reader: Reader, text: string): string[] {
  return servicesNamedIn(text, reader.model.gazetteer);
}

/** The guide slugs a message names, and those it names only as what the visitor already has ("my pvt ltd"). */
export function namedAndOwned(reader: Reader, text: string): { named: string[]; owned: string[] } {
  return servicesNamedAndOwned(text, reader.model.gazetteer);
}

/** Where the build writes the model: beside build/server (the bundle lives in build/server/assets). */
const BUILT_MODELS = [
  path.resolve(import.meta.dirname, "../assistant-model.json"),
  path.resolve(import.meta.dirname, "../../assistant-model.json"),
  path.resolve(process.env.BUILD_DIR || "build", "assistant-model.json"),
];
const cache = new Map<string, Reader>();

/**
 * The model for the given service names: the one written by the build when it matches the corpus and
 * names, else one trained now and cached on disk (tests, dev) — same inputs, same weights.
 */
export function loadModel(names: ServiceNames, trainFile = TRAIN_FILE, built = BUILT_MODELS): Reader {
  const items = readCorpus(trainFile);
  const key = modelKey(items, names);
  const cached = cache.get(key);
  if (cached) return cached;
  const dir = path.join(tmpdir(), "nyayik-assistant-model");
  let model: AssistantModel | undefined;
  for (const file of [...built, path.join(dir, `${key}.json`)]) {
    if (!existsSync(file)) continue;
    const parsed = JSON.parse(readFileSync(file, "utf8")) as AssistantModel;
    if (parsed.version === MODEL_VERSION && parsed.key === key) {
      model = parsed;
      break;
    }
  }
  if (!model) {
    model = trainModel(items, names);
    try {
      mkdirSync(dir, { recursive: true });
      const tmp = path.join(dir, `${key}.${process.pid}.tmp`);
      writeFileSync(tmp, JSON.stringify(model));
      renameSync(tmp, path.join(dir, `${key}.json`));
    } catch {
      // A read-only disk only costs the next process the training time.
    }
  }
  const reader: Reader = { ...readerOf(model), neighbours: buildNeighbours(items) };
  cache.set(key, reader);
  return reader;
}

const byContent = new WeakMap<object, Reader>();

/** The model for loaded content (its guide titles and aliases), read or trained once per content. */
export function modelFor(content: Pick<Content, "guides" | "aliases">): Reader {
  let reader = byContent.get(content);
  if (!reader) {
    reader = loadModel(serviceNamesOf(content));
    byContent.set(content, reader);
  }
  return reader;
}
