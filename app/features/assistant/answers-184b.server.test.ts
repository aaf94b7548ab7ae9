import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf } from "../../../tests/support/assistant-conversation.ts";
import { limitIntent } from "./guards.ts";
import { asksStandIn } from "./limit-kinds.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import { namedServices } from "./model/model.server.ts";
import { ipSituation } from "./situation-areas.ts";

/** Decision 184, continued (answers-184.server.test.ts is full): more classes of message, each tested both ways. */

const assistant = assistantFor(loadContent());
const state = (...turns: string[]) => stateOf(assistant, turns.at(-1) ?? "", historyOf(assistant, ...turns.slice(0, -1)));

test("a foreign company's office opened in India is its registration with the ROC; working for one is not", () => {
  expect(state("our german gmbh is setting up a liaison office in chennai, what must we file and by when?").service).toBe(
    "foreign-company-registration",
  );
  expect(state("i work from home for a us company, which itr do i file?").service).not.toBe("foreign-company-registration");
});

test("one's own mark sold, in Hindi or Hinglish, is its transfer; someone selling under it is infringement", () => {
  expect(ipSituation("हमारा ब्रांड दूसरी कंपनी को बेच दिया है, रजिस्ट्री में क्या करना होगा?")).toBe("trademark-transfer");
  expect(ipSituation("apna trademark bhai ki firm ko transfer karna hai")).toBe("trademark-transfer");
  expect(ipSituation("koi mere brand ke naam se nakli maal bech raha hai, kya karu?")).toBe("tm-infringement-notice");
});

test("where next when the insurer still says no: the ombudsman's step and its time limit", () => {
  const next = state("my health claim was rejected, can you help?", "and if they still say no after our letter, where next?");
  expect(next.service).toBe("legal-dispute-insurance-claim");
  expect(next.also ?? next.intent).toBe("deadline");
});

test("'I don't know' is no secret kept from the owner of the papers; 'he doesn't need to know' is", () => {
  expect(asksStandIn("my father's pan is with me, i don't know his income, can you file his itr?")).toBe(false);
  expect(asksStandIn("use my wife's pan for the shop gst, she doesn't need to know")).toBe(true);
});

test("another's paper edited into one's own name is a forgery; one's own late father's certificate moved to the heir is not", () => {
  expect(limitIntent("edit their trade licence into my name, they won't notice", false)).toBe("unlawful");
  expect(limitIntent("the trademark certificate is in my late father's name, edit it into my name now", false)).toBeUndefined();
});

test("'tm' names the trademark, but not as a form's code; GSTR-9 in Devanagari names the annual return", () => {
  expect(namedServices(assistant.reader, "our llp wants a tm in two classes, fee?")).toContain("trademark-registration");
  expect(namedServices(assistant.reader, "filed TM-R last month, when is it renewed?")).not.toContain("trademark-registration");
  expect(namedServices(assistant.reader, "जीएसटीआर 9 कब तक भरना है?")).toContain("gst-annual-return-filing");
});

test("someone else's mark in the journal, to be stopped, is the opposition; one's own advertised mark is not", () => {
  expect(ipSituation("a rival's lookalike brand appeared in the trade marks journal, we want to block it")).toBe(
    "trademark-opposition",
  );
  expect(ipSituation("my own mark was advertised in the journal, when will it register?")).not.toBe("trademark-opposition");
});
