import { expect, test } from "vitest";
import { englishFor, loanwordIndex, skeleton } from "./loanwords.ts";

// Decision 172: Devanagari loanwords read as the English words of the facts they sound like.

const facts =
  "update your IEC every year; turnover above the limit; penalty for late filing; the director and the nominee; licence or license; form; firm; a date".split(
    /[^A-Za-z]+/,
  );
const index = loanwordIndex([...facts, "form", "licence"]);

test("a loanword and its English word share a consonant skeleton", () => {
  expect(skeleton("update")).toBe(skeleton("apdet"));
  expect(skeleton("turnover")).toBe("trnr");
  expect(skeleton("registration")).toBe(skeleton("rjistreshn"));
});

test("Devanagari loanwords find the English word of the facts", () => {
  expect(englishFor("टर्नओवर", index)).toBe("turnover");
  expect(englishFor("पेनल्टी", index)).toBe("penalty");
  expect(englishFor("नॉमिनी", index)).toBe("nominee");
  // Spelling variants share a skeleton: the one the facts use most.
  expect(englishFor("लाइसेंस", index)).toBe("licence");
  expect(englishFor("फॉर्म", index)).toBe("form");
});

test("a short skeleton, a Hindi word or Latin input finds nothing", () => {
  expect(englishFor("डेट", index)).toBeUndefined();
  // A native word of three consonants is not taken for an English one ("तारीख" is not "track").
  expect(englishFor("तारीख", loanwordIndex(["track"]))).toBeUndefined();
  expect(englishFor("करना", index)).toBeUndefined();
  expect(englishFor("update", index)).toBeUndefined();
});
