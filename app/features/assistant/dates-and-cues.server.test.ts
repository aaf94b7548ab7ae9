import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { compose } from "./compose.server.ts";
import { limitIntent } from "./guards.ts";
import { ruleIntent } from "./intent-rules.ts";
import { answerLocally, assistantFor, stateOf } from "./local-assistant.server.ts";
import { fullDates, stillOpen } from "./open-dates.ts";
import { domainOf, itrFormFor } from "./situation.server.ts";

/**
 * Decision 172: a passed date leads to the one still open, a last date or papers named outright decide the
 * intent, GST or income tax said outright decides the area, other clients' data is confidential, and a
 * family member mentioned is not a dispute. Our own wordings.
 */

const content = loadContent();
const assistant = assistantFor(content);

describe("dates already passed", () => {
  const deadlines = [
    { what: "Return for FY 2025-26", when: "31 October 2026" },
    { what: "With a transfer pricing report", when: "30 November 2026" },
    { what: "Belated return for FY 2025-26", when: "up to 31 December 2026" },
  ];

  test("full dates are read as days", () => {
    expect(fullDates("by 31 October 2026 or 15 March 2027").map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2026-10-31",
      "2027-03-15",
    ]);
  });

  test("a lead line with only passed dates points to the late road still open, never another filer's date", () => {
    const open = stillOpen("Return: **31 October 2026**", deadlines, new Date("2026-11-24T10:00:00Z"));
    expect(open).toEqual({ passed: "31 October 2026", open: "Belated return for FY 2025-26: **up to 31 December 2026**" });
    expect(stillOpen("Return: **31 October 2026**", deadlines, new Date("2026-10-01T10:00:00Z"))).toBeUndefined();
    expect(stillOpen("Return: **31 October 2026**", deadlines, new Date("2027-01-05T10:00:00Z"))).toBeUndefined();
  });

  test("the answer about a missed ITR date says so and gives the belated date, in the visitor's language", () => {
    const today = new Date("2026-11-24T10:00:00Z");
    const en = compose(stateOf(assistant, "company return itr 6 date missed, last date now?"), assistant.knowledge, today);
    expect(en).toMatch(/31 October 2026 has already passed\. Still open: Belated return/);
    expect(en).toContain("31 December 2026");
    const before = compose(stateOf(assistant, "company return itr 6 last date?"), assistant.knowledge, new Date("2026-09-01"));
    expect(before).not.toContain("has already passed");
    const hi = compose(stateOf(assistant, "आईटीआर 6 की आखिरी तारीख क्या है"), assistant.knowledge, today);
    expect(hi).toContain("निकल चुकी है");
  });
});

describe("what is asked, said outright", () => {
  test("a last date named outright is a deadline question about the service in view", () => {
    const ctx = { service: true, namedHere: true };
    expect(ruleIntent("eligibility", "gstr 9 fy 2025-26 cutoff", ctx)).toBe("deadline");
    expect(ruleIntent("which_service", "tds return jan se march wala kab due hai", ctx)).toBe("deadline");
    expect(ruleIntent("eligibility", "due date fees kitni", ctx)).toBe("eligibility");
    expect(ruleIntent("eligibility", "who can file it", ctx)).toBe("eligibility");
  });

  test("an amount asked is a price; a price word without paying words is not paying us", () => {
    const ctx = { service: true, namedHere: false };
    expect(ruleIntent("eligibility", "need a website terms drafted, how much", ctx)).toBe("price");
    expect(ruleIntent("eligibility", "how much turnover before gst applies", ctx)).toBe("eligibility");
    expect(ruleIntent("payment", "and its price?", ctx)).toBe("price");
    expect(ruleIntent("payment", "can i pay the price by upi", ctx)).toBe("payment");
  });

  test("a further need of another area becomes the topic, and its pronoun points to it", () => {
    const history = [
      { role: "user" as const, text: "llp registration charges" },
      { role: "bot" as const, text: "…" },
    ];
    const next = stateOf(assistant, "after that i also need a gst number, what is its price", history);
    expect(next.service).toBe("gst-registration");
    expect(next.intent).toBe("price");
    // Something the topic needs, asked with a pronoun, keeps the topic.
    expect(stateOf(assistant, "is a dsc needed for it", history).service).toBe("company-registration");
  });

  test("what to send is a documents question", () => {
    expect(
      ruleIntent("which_service", "pensioner here, what do i have to submit for my return", { service: true, namedHere: false }),
    ).toBe("documents");
  });

  test("GST or income tax said outright decides the area over a service of the other one", () => {
    expect(domainOf("itr-3-return-filing", {}, "consultant with 25 lakh fees, is gst registration needed")).toBe("gst");
    expect(domainOf("gst-registration", {}, "and my income tax return, which form")).toBe("itr");
    expect(domainOf("gst-return-filing", {}, "gst return due date")).toBe("gst");
  });

  test("someone copying the brand is an infringement notice", () => {
    expect(answerLocally(assistant, "a shop nearby is copying my brand name on their boards, what can i do")).toContain(
      "/service/tm-infringement-notice",
    );
  });

  test("goods vehicles are the presumptive scheme of section 44AE: ITR-4", () => {
    expect(itrFormFor({}, "i run two trucks on hire, which income tax return")).toBe("itr-4-return-filing");
  });
});

describe("more of what is asked, said outright", () => {
  const ctx = { service: true, namedHere: true };
  test("the most the law allows is a limit, not our fee; a period within which is a deadline", () => {
    expect(ruleIntent("price", "professional tax zyada se zyada kitna", ctx)).toBe("eligibility");
    expect(ruleIntent("price", "maximum you charge, your fees?", ctx)).toBe("price");
    expect(ruleIntent("eligibility", "naya address kitne din ke andar dena hai", ctx)).toBe("deadline");
  });

  test("tracking work paid for with us is the visitor's own case", () => {
    expect(ruleIntent("eligibility", "how do i see the status of my filing after paying you", ctx)).toBe("case_status");
    expect(ruleIntent("process", "how to check trademark application status on the registry", ctx)).toBe("process");
  });

  test("an unsure guarantee reading with no word of promising is not taken", () => {
    const history = [
      { role: "user" as const, text: "gst registration price" },
      { role: "bot" as const, text: "…" },
    ];
    expect(
      stateOf(assistant, "if it is refused due to an error on your side, is the fee charged again", history).intent,
    ).not.toBe("guarantee");
    expect(limitIntent("can you guarantee my gst registration will be approved", true)).toBe("guarantee");
  });
});

describe("limits", () => {
  test("bribes, another person's PAN and a demanded discount are refused", () => {
    expect(limitIntent("can you give some money to the gst officer so it is approved faster", false)).toBe("unlawful");
    expect(limitIntent("file the return using my brother's pan so the refund comes to me", false)).toBe("unlawful");
    expect(limitIntent("gst registration pe 40% off do", true)).toBe("manipulation");
    expect(limitIntent("is there any discount on gst registration", true)).toBeUndefined();
  });

  test("other clients' names or numbers are confidential: the confidentiality answer", () => {
    expect(limitIntent("share the phone numbers of your other clients who did a trademark", true)).toBe("others_data");
    const answer = compose(stateOf(assistant, "give me the client list of your gst customers"), assistant.knowledge);
    expect(answer).toMatch(/confidential/i);
  });

  test("a relative mentioned is not a dispute; a relative who refuses or cheats is", () => {
    expect(limitIntent("my sister is a director, can she also be the nominee of my opc", false)).toBeUndefined();
    expect(limitIntent("my brother has not paid back the loan i gave him", false)).toBe("dispute");
  });
});
