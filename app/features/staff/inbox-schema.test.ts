import { expect, test } from "vitest";
import { clientStatusLabel as portalLabel } from "#app/features/accounts/portal-schema.ts";
import { clientStatusLabel, LEAD_STATUSES, NEXT_STATUSES, statusLabel } from "./inbox-schema.ts";

test("staff and client status words map one to one, from one table both read", () => {
  const staff = LEAD_STATUSES.map((s) => s.label);
  const client = LEAD_STATUSES.map((s) => s.clientLabel);
  expect(new Set(staff).size).toBe(LEAD_STATUSES.length);
  expect(new Set(client).size).toBe(LEAD_STATUSES.length);
  expect(Object.keys(NEXT_STATUSES).sort()).toEqual(LEAD_STATUSES.map((s) => s.value).sort());
  for (const s of LEAD_STATUSES) {
    expect(statusLabel(s.value)).toBe(s.label);
    expect(portalLabel(s.value)).toBe(clientStatusLabel(s.value));
  }
  expect(portalLabel("contacted")).toBe("In progress");
});
