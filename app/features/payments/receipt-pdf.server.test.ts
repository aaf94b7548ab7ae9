import { expect, test } from "vitest";
import { breakdownFor } from "#app/features/billing/breakdown.ts";
import { invoiceSnapshot } from "#app/features/billing/invoice-snapshot.ts";
import { invoiceView } from "#app/features/billing/invoice-view.ts";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import type { ReceiptView } from "./receipt.server.ts";
import { renderReceiptPdf } from "./receipt-pdf.server.ts";

const receipt: ReceiptView = {
  lines: null,
  payableLater: null,
  invoice: null,
  creditNotes: [],
  id: "0b8a7c1e-1111-4a1a-9a1a-000000000001",
  slug: "company-registration",
  service: "Company Registration",
  customerName: "Asha Rao",
  status: "paid",
  statusLabel: "Paid",
  regularPrice: "₹2,998",
  saving: "₹1,887",
  coupon: null,
  amount: "₹1,11,111",
  amountPaise: 11_111_100,
  gatewayPaymentId: "pay_test_1",
  testMode: false,
  date: "22 Nov 2026, 3:04 pm IST",
  createdAt: "22 Nov 2026, 3:00 pm IST",
  refunds: [],
  refunded: null,
  net: null,
  fullyRefunded: false,
};
const site = {
  name: "Nyayik Legal & Compliance",
  phones: [],
  email: null,
  headOffice: { street: null, city: "Dhanbad", state: "Jharkhand", postalCode: null, country: "IN" as const },
};

test("the receipt PDF prints ₹ amounts with Indian grouping (an embedded font with the ₹ glyph), never Rs. or INR", async () => {
  const pdf = await renderReceiptPdf(receipt, site, "https://nyayik.example");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain("₹");
  expect(text).toContain("Amount paid₹1,11,111");
  expect(text).toContain("Regular price₹2,998");
  expect(text).not.toMatch(/\bRs\.|\bINR\b/);
  // The fonts are embedded as subsets: Noto Sans for Latin, Noto Sans Devanagari for ₹.
  const raw = pdf.toString("latin1");
  expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
  expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
});

test("Hindi in a receipt field prints in Devanagari, and no sample contact is printed", async () => {
  const pdf = await renderReceiptPdf({ ...receipt, customerName: "आशा राव" }, site, "https://nyayik.example");
  const text = pdfText(pdf);
  expect(text).toContain("Billed toआशा राव");
  expect(text).toContain("Dhanbad, Jharkhand");
  expect(text).not.toMatch(/98350|@nyayik/);
});

test("a refund recorded by staff is printed with its date, the net amount and the status", async () => {
  const refunded: ReceiptView = {
    ...receipt,
    refunds: [{ amount: "₹11,111", date: "23 Nov 2026" }],
    refunded: "₹11,111",
    net: "₹1,00,000",
  };
  const text = pdfText(await renderReceiptPdf(refunded, site, "https://nyayik.example"));
  expect(text).toContain("Refunded₹11,111 on 23 Nov 2026");
  expect(text).toContain("Net amount₹1,00,000");
  expect(text).toContain("Paid, partly refunded");
});

test("a paid payment's PDF carries its tax invoice: GSTINs, SAC, CGST and SGST, the government fee apart, words", async () => {
  const government = {
    fee: 4500,
    basis: "per class",
    payable: "now",
    source: "https://ipindia.gov.in/",
    confirmed: true,
  } as const;
  const tax = { mode: "registered", stateCode: "20" } as const;
  const b = breakdownFor({ ourFeeRupees: 999, discountRupees: 0, government, tax, placeOfSupply: "20" });
  const snapshot = invoiceSnapshot(
    {
      serviceTitle: "Trademark Registration",
      customerName: "Asha Rao",
      customerEmail: "asha@example.com",
      billing: {
        taxMode: "registered",
        placeOfSupply: "20",
        recipientGstin: "20AAAAA0000A1ZG",
        recipientAddress: "Bank More, Dhanbad",
        ...b,
      },
    },
    {
      ...tax,
      legalName: "Nyayik LLP",
      address: "Dhanbad",
      gstin: "20AAAAA0000A1ZG",
      sac: ["998212"],
      invoicePrefix: "NY",
      creditNotePrefix: "CN",
    },
    true,
  );
  const invoice = invoiceView({ number: "NY/2026-27/00001", issuedAt: new Date("2026-11-24T10:00:00Z"), snapshot });
  // Long values wrap onto a second line in the PDF; read it as one line.
  const text = pdfText(await renderReceiptPdf({ ...receipt, invoice }, site, "https://nyayik.example")).replace(/\s*\n/g, " ");
  expect(text).toContain("Tax invoice NY/2026-27/00001");
  expect(text).toContain("Sample — not a valid tax invoice");
  expect(text).toContain("Supplier GSTIN20AAAAA0000A1ZG");
  expect(text).toContain("SAC998212");
  expect(text).toContain("Place of supplyJharkhand (20)");
  expect(text).toContain("Taxable value (our fee)₹999");
  expect(text).toContain("CGST 9%₹89.91");
  expect(text).toContain("SGST 9%₹89.91");
  expect(text).toContain("Government fee paid on your behalf₹4,500");
  expect(text).toContain("Total₹5,678.82");
  expect(text).toContain("Rupees Five Thousand Six Hundred Seventy Eight and Eighty Two Paise Only");
});
