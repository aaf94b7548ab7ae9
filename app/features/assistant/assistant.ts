import type { Content } from "#app/features/catalogue/content.server.ts";
import type { ConceptIndex } from "./concepts.ts";
import type { Knowledge } from "./knowledge.server.ts";
import type { Reader } from "./model/model.server.ts";

/** The embedded assistant for loaded content: the trained model, the structured knowledge and the concept index. */
export type Assistant = { content: Content; reader: Reader; knowledge: Knowledge; concepts: ConceptIndex };
