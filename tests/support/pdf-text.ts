import { inflateSync } from "node:zlib";

/**
 * Extracts the text of a PDF the way a reader's copy/search does: each font's ToUnicode map turns
 * the glyph codes in the page content streams back into characters. Enough for the PDFs pdfkit
 * writes (embedded subset fonts, Flate streams, Tj/TJ operators); used by tests only.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  // Walk the objects in order, skipping each stream by its /Length, so binary font data that
  // happens to contain "endobj" cannot cut an object short.
  const objRe = /(\d+) 0 obj\s*/g;
  let m: RegExpExecArray | null = objRe.exec(source);
  while (m) {
    const bodyStart = m.index + m[0].length;
    const streamAt = source.indexOf("stream", bodyStart);
    const endAt = source.indexOf("endobj", bodyStart);
    if (streamAt < 0 || endAt < streamAt) {
      objects.set(Number(m[1]), { dict: source.slice(bodyStart, endAt) });
      objRe.lastIndex = endAt;
    } else {
      const dict = source.slice(bodyStart, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const after = streamAt + "stream".length;
      const dataStart = source[after] === "\r" ? after + 2 : after + 1;
      let data = pdf.subarray(dataStart, dataStart + length);
      if (/\/FlateDecode/.test(dict)) data = inflateSync(data);
      objects.set(Number(m[1]), { dict, stream: data });
      objRe.lastIndex = source.indexOf("endobj", dataStart + length);
    }
    m = objRe.exec(source);
  }

  const unicodeMaps = new Map<number, Map<string, string>>();
  const cmapOf = (fontObj: number) => {
    let map = unicodeMaps.get(fontObj);
    if (map) return map;
    map = new Map();
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObj)?.dict ?? "")?.[1];
    const cmap = ref ? (objects.get(Number(ref))?.stream?.toString("latin1") ?? "") : "";
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)));
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, code, uni] of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set((code ?? "").toLowerCase(), hex(uni ?? ""));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, rest] of (block[1] ?? "").matchAll(
        /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
      )) {
        const from = Number.parseInt(lo ?? "0", 16);
        const to = Number.parseInt(hi ?? "0", 16);
        const width = (lo ?? "").length;
        // A ligature maps to several code points, written "<0066 0069>" by pdfkit.
        const list = rest?.startsWith("[")
          ? [...rest.matchAll(/<([0-9a-fA-F ]+)>/g)].map((x) => (x[1] ?? "").replace(/ /g, ""))
          : null;
        for (let c = from; c <= to; c++) {
          const key = c.toString(16).padStart(width, "0");
          if (list) map.set(key, hex(list[c - from] ?? ""));
          else {
            const base = Number.parseInt((rest ?? "<0>").slice(1, -1).replace(/ /g, ""), 16) + (c - from);
            map.set(key, String.fromCodePoint(base));
          }
        }
      }
    }
    unicodeMaps.set(fontObj, map);
    return map;
  };

  const out: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const resRef = /\/Resources (\d+) 0 R/.exec(dict)?.[1];
    const resources = resRef ? (objects.get(Number(resRef))?.dict ?? "") : dict;
    const fonts = new Map<string, number>();
    const fontBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "";
    for (const [, name, ref] of fontBlock.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(name ?? "", Number(ref));
    const contentRefs = [...(/\/Contents (\d+) 0 R/.exec(dict)?.slice(1) ?? [])];
    for (const ref of contentRefs) {
      const content = objects.get(Number(ref))?.stream?.toString("latin1") ?? "";
      let map = new Map<string, string>();
      let lineY: number | undefined;
      // Text placed at a new height starts a new line; runs on the same line are joined.
      for (const op of content.matchAll(
        /\/(\S+) [\d.]+ Tf|(\[[^\]]*\]|<[0-9a-fA-F]*>) ?T[Jj]|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm/g,
      )) {
        if (op[3] !== undefined) {
          // Fonts of one line sit at slightly different heights (their ascenders differ).
          const y = Number(op[3]);
          if (lineY !== undefined && Math.abs(y - lineY) > 4) out.push("\n");
          lineY = y;
        } else if (op[1]) map = cmapOf(fonts.get(op[1]) ?? -1);
        else if (op[2]) {
          for (const [, h] of op[2].matchAll(/<([0-9a-fA-F]*)>/g))
            for (const code of (h ?? "").match(/.{4}/g) ?? []) out.push(map.get(code.toLowerCase()) ?? "");
        }
      }
      out.push("\n");
    }
  }
  return out.join("");
}
