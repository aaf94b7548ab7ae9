import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
const s = readFileSync("/tmp/receipt.pdf");
const src = s.toString("latin1");
for (const m of src.matchAll(/stream\n/g)) { try { const end = src.indexOf("endstream", m.index! + 7); const d = inflateSync(s.subarray(m.index! + 7, end)).toString("latin1"); if (d.includes("Tf")) { console.log(d.match(/[\d.]+ [\d.]+ Tm\n\/F\d+ [\d.]+ Tf/g)?.join(" | ")); break; } } catch {} }
