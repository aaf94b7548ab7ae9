import { expect, test } from "vitest";
import { checkUpload, cleanFilename, MAX_UPLOAD_BYTES } from "./upload-rules.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PDF = bytes("%PDF-1.7\n%âãÏÓ\n");
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "rest");
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....word/document.xml");
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04], "....notes.txt");
const JPG = bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF");
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR");

test.each([
  ["notice.pdf", PDF, "application/pdf"],
  ["deed.doc", DOC, "application/msword"],
  ["agreement.DOCX", DOCX, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["scan.jpg", JPG, "image/jpeg"],
  ["scan.jpeg", JPG, "image/jpeg"],
  ["logo.png", PNG, "image/png"],
])("%s is accepted as %s", (name, content, contentType) => {
  expect(checkUpload(name, content.length, content)).toEqual({ ok: true, contentType, filename: name });
});

test.each([
  ["a plain ZIP named .docx", "archive.docx", ZIP, /not accepted/],
  ["a text file named .pdf", "notice.pdf", bytes("hello, this is text"), /not accepted/],
  ["a program", "setup.exe", bytes("MZ\x90\x00"), /not accepted/],
  ["a PDF named .png", "photo.png", PDF, /does not match/],
  ["a PNG without an extension", "photo", PNG, /does not match/],
  ["an empty file", "empty.pdf", new Uint8Array(), /empty/],
])("%s is refused", (_what, name, content, message) => {
  const check = checkUpload(name, content.length, content);
  expect(check.ok).toBe(false);
  expect(!check.ok && check.error).toMatch(message);
});

test("a file over 10 MB is refused on its size, whatever it contains", () => {
  const check = checkUpload("big.pdf", MAX_UPLOAD_BYTES + 1, PDF);
  expect(check).toEqual({ ok: false, error: "The document is larger than 10 MB. Please attach a smaller file." });
  expect(checkUpload("max.pdf", MAX_UPLOAD_BYTES, PDF).ok).toBe(true);
});

test("file names lose their path and control characters and stay short", () => {
  expect(cleanFilename("C:\\Users\\me\\tax\u0007 notice.pdf")).toBe("tax notice.pdf");
  expect(cleanFilename("../../etc/passwd")).toBe("passwd");
  const long = cleanFilename(`${"a".repeat(300)}.pdf`);
  expect(long).toHaveLength(150);
  expect(long.endsWith(".pdf")).toBe(true);
});
