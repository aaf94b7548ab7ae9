import { randomBytes } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import { payments } from "#app/db/schema.server.ts";

type NewPayment = typeof payments.$inferInsert;

/**
 * A payment row as the payment flow leaves it (trademark registration, ₹999, test gateway unless
 * told otherwise). Pass `status: "paid"` for a settled one; times may be set to any moment.
 */
export async function makePayment(db: Db, overrides: Partial<NewPayment> = {}) {
  const paid = overrides.status === "paid";
  const [row] = await db
    .insert(payments)
    .values({
      slug: "trademark-registration",
      serviceTitle: "Trademark Registration",
      actualPaise: 450_000,
      amountPaise: 99_900,
      customerName: "Asha Verma",
      customerEmail: "asha@example.com",
      customerPhone: "+919876543210",
      gateway: "test-gateway",
      gatewayLinkId: `plink_${randomBytes(7).toString("hex")}`,
      gatewayPaymentId: paid ? `pay_${randomBytes(7).toString("hex")}` : null,
      paidAt: paid ? new Date() : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no payment row");
  return row;
}
