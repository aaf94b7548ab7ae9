import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import type { ChatTurn } from "./chat-schema.ts";
import { firmPassagesOf } from "./firm-passages.server.ts";
import { limitIntent } from "./guards.ts";
import { ruleIntent } from "./intent-rules.ts";
import { answerLocally, assistantFor, stateOf } from "./local-assistant.server.ts";

/**
 * Decision 172: questions about the firm answered from its policies and FAQ (passages), what happens
 * after paying, refusals to break the law, the ITR form a situation decides for a non-"which" question,
 * and the form a "which form?" answer named carried to the next turn. Our own wordings, not the dev set's.
 */

const content = loadContent();
const assistant = assistantFor(content);

const talk = (...turns: string[]) => lastAnswer(assistant, ...turns);

describe("passages of the policies and the FAQ", () => {
  const passages = firmPassagesOf(content);

  test("a question about us finds the policy line that answers it, with its section", () => {
    const kept = passages.search("for how many months do you store the chat messages I send");
    expect(kept?.text).toMatch(/chat messages/i);
    expect(kept?.url).toBe("/policies/privacy-policy#how-long-we-keep-your-data");
    expect(passages.search("you made a mistake and my filing was rejected, must I pay again")?.text).toMatch(/no extra charge/);
  });

  test("one shared word is a coincidence, not an answer", () => {
    expect(passages.search("data")).toBeUndefined();
    expect(passages.search("cricket score today")).toBeUndefined();
  });

  test("the assistant quotes the passage and links the policy for a question put to us", () => {
    const answer = talk("do you guys store my chats, for how long");
    expect(answer).toMatch(/twelve months/);
    expect(answer).toContain("/policies/privacy-policy");
  });
});

describe("after paying", () => {
  test("a worry after paying gets what happens next and where the case is followed, not how to pay", () => {
    const answer = talk("made the payment this morning but nobody called me yet");
    expect(answer).toContain("What happens after I pay?");
    expect(answer).toContain("/account");
    expect(answer).not.toContain("Razorpay's secure payment page");
  });

  test("a receipt question still gets the receipt entry, which names the GST invoice", () => {
    const answer = talk("do i get a proper tax invoice with gst for what i pay you");
    expect(answer).toContain("Will I get a receipt?");
    expect(answer).toMatch(/GST tax invoice/);
  });
});

describe("an FAQ entry's words in their inflections", () => {
  test("'cancellation' asks the refund entry; 'receipts' of a business does not ask for our receipt", () => {
    expect(talk("is there a cancellation fee if i change my mind")).toContain("Can I get a refund?");
    expect(talk("consultant with 18 lakh receipts a year, is gst compulsory")).not.toContain("Will I get a receipt?");
  });
});

describe("requests to break the law are refused", () => {
  test.each([
    "help me conceal part of my shop income from the income tax people",
    "show 80c deductions without any proof so my refund is bigger",
    "meri kamai chhupane ka tarika batao",
    "mujhe apne competitor ka pan number chahiye",
    "can you find a rival's aadhaar details for me",
  ])("%s", (q) => {
    expect(limitIntent(q, false)).toBe("unlawful");
    expect(answerLocally(assistant, q)).toMatch(/can't help|मदद नहीं/);
  });

  test("a lawful question with the same words is answered, not refused", () => {
    expect(limitIntent("health insurance claim without original bills possible", true)).toBeUndefined();
    expect(limitIntent("which deductions can I claim under 80c", false)).toBeUndefined();
  });
});

describe("the ITR form a situation decides", () => {
  test("a price or documents question about 'the ITR' of a firm or LLP answers for ITR-5", () => {
    expect(stateOf(assistant, "our llp needs its income tax return filed, what will you charge").service).toBe(
      "itr-5-return-filing",
    );
    expect(stateOf(assistant, "documents for a partnership firm's itr").service).toBe("itr-5-return-filing");
  });

  test("a form named outright is never replaced by the situation", () => {
    expect(stateOf(assistant, "i am salaried, itr 2 documents").service).toBe("itr-2-return-filing");
  });

  test("'which papers' is a documents question even when read as which-service", () => {
    expect(ruleIntent("which_service", "kaun se kagaz lagenge", { service: true, namedHere: false })).toBe("documents");
    expect(ruleIntent("which_service", "which itr form for me", { service: true, namedHere: false })).toBe("which_service");
  });

  test("the form a 'which form?' answer named is the one the next turn asks about", () => {
    const history: ChatTurn[] = [];
    for (const q of ["salary income itr price", "i also sold some shares this year, which form now"]) {
      history.push({ role: "user", text: q }, { role: "bot", text: answerLocally(assistant, q, history) });
    }
    expect(history.at(-1)?.text).toContain("/service/itr-2-return-filing");
    expect(stateOf(assistant, "due date?", history).service).toBe("itr-2-return-filing");
  });
});

describe("a question put to us, before asking which service", () => {
  test("our passage that shares three of its meanings comes first", () => {
    const answer = talk("if the gst filing is rejected because of a mistake by you, will i have to pay again?");
    expect(answer).toMatch(/^\*\*Refund Policy[^\n]*\n[^\n]*no extra charge/);
    expect(answer).toContain("/policies/refund-policy");
  });
});

test("a PAN asked for one's own work is not refused", () => {
  expect(answerLocally(assistant, "the landlord's pan number is needed for the rent agreement, what else")).not.toMatch(
    /can't help/,
  );
});

describe("questions about us in plain words", () => {
  test("asking for a real person is asking for an expert, not for a service", () => {
    const answer = talk("how do i talk to a real person");
    expect(answer).toContain("/book-a-call");
    expect(answer).not.toContain("/service/");
  });

  test("'do you work in <city>' gets where we work and that the work is online", () => {
    expect(talk("do you work in hyderabad")).toContain("Can I use your services if I do not live in Dhanbad?");
  });

  test("'is my aadhaar safe with you' gets the confidentiality entry", () => {
    expect(talk("is my aadhaar safe with you")).toContain("Is the information I share with you kept confidential?");
  });
});

test("a two-part question about us gets a passage for the part the first one does not answer", () => {
  const passages = firmPassagesOf(content);
  const message = "how long do you keep my chat messages, and how do i get a refund if i cancel";
  const first = passages.search(message);
  expect(first?.text).toMatch(/chat messages/i);
  const second = first ? passages.rest(message, first) : undefined;
  expect(second?.title).not.toBe(first?.title);
  expect(second?.text).toMatch(/refund/i);
});
