import { readFileSync } from "node:fs";
import { pdfText } from "./tests/support/pdf-text.ts";
console.log(pdfText(readFileSync("/tmp/receipt.pdf")));
