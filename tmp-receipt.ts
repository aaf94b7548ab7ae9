import { writeFileSync } from "node:fs";
import { renderReceiptPdf } from "./app/features/payments/receipt-pdf.server.ts";
const pdf = await renderReceiptPdf({ id: "r1", slug: "x", service: "Company Registration (कंपनी)", customerName: "Asha Rao", status: "paid", statusLabel: "Paid", regularPrice: "₹2,998", saving: "₹1,887", coupon: null, amount: "₹1,11,111", amountPaise: 111111, gatewayPaymentId: "pay_1", testMode: true, date: "1 Jan 2026", createdAt: "x" } as any, { name: "Nyayik", email: null, phones: [], headOffice: { street: null, city: "Dhanbad", state: "Jharkhand", postalCode: null, country: "IN" } }, "http://x");
writeFileSync("/tmp/receipt.pdf", pdf);
console.log(pdf.length);
