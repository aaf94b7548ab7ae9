import { strToU8, zipSync } from "fflate";
import { expect, test } from "vitest";
import { readUpload } from "./uploads.server.ts";

// Real ZIP packages, built with the same library the check reads them with.
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const wordPackage = (extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "_rels/.rels": strToU8("<Relationships/>"),
    "word/document.xml": strToU8("<w:document><w:body><w:p/></w:body></w:document>"),
    ...extra,
  });
const file = (bytes: Uint8Array, name = "agreement.docx") => new File([bytes as BlobPart], name, { type: DOCX_TYPE });

test("issue 22: a real Word package is accepted as DOCX", async () => {
  const read = await readUpload(file(wordPackage()));
  expect(read).toMatchObject({ ok: true, upload: { filename: "agreement.docx", contentType: DOCX_TYPE } });
});

test.each([
  [
    "a ZIP that only mentions the Word part names inside a text file",
    zipSync({ "notes.txt": strToU8("[Content_Types].xml word/document.xml") }, { level: 0 }),
  ],
  [
    "a ZIP with [Content_Types].xml but no word/document.xml",
    zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/": new Uint8Array() }),
  ],
  ["a package cut short (no central directory)", wordPackage().subarray(0, 200)],
  [
    "a local header with the part names but no archive",
    new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...strToU8("....[Content_Types].xml....word/document.xml")]),
  ],
])("issue 22: %s is refused as DOCX", async (_what, bytes) => {
  const read = await readUpload(file(bytes));
  expect(read.ok).toBe(false);
  expect(!read.ok && read.error).toMatch(/not a Word document|not accepted/);
});
