import { describe, expect, it } from "vitest";
import { newReference, parseReference } from "./reference.ts";

describe("consultation reference", () => {
  it("is two and four Crockford base32 characters, never I, L, O or U", () => {
    for (let i = 0; i < 500; i++) {
      const ref = newReference();
      expect(ref).toMatch(/^[0-9A-Z]{2}-[0-9A-Z]{4}$/);
      expect(ref).not.toMatch(/[ILOU]/);
      expect(parseReference(ref)).toBe(ref);
    }
  });

  it("varies between draws", () => {
    const refs = new Set(Array.from({ length: 200 }, newReference));
    expect(refs.size).toBeGreaterThan(195);
  });

  it("reads a typed reference leniently and refuses anything else", () => {
    expect(parseReference(" ny-7k3f ")).toBe("NY-7K3F");
    expect(parseReference("NO-1LIO")).toBe("N0-1110");
    expect(parseReference("NY7K3F")).toBeNull();
    expect(parseReference("NY-7K3U")).toBeNull();
    expect(parseReference("1")).toBeNull();
    expect(parseReference(null)).toBeNull();
  });
});
