import { inflateSync } from "node:zlib";

/**
 * Extracts the text of a PDF the way a reader's copy/search does: each font's ToUnicode map turns
 * the glyph codes in the page content streams back into characters. Enough for the PDFs pdfkit
 * writes (embedded subset fonts, Flate streams, Tj/TJ operators); used by tests only.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  const objRe = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const m of source.matchAll(objRe)) {
    const body = m[2] ?? "";
    const streamAt = body.indexOf("stream");
    if (streamAt < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = (m.index ?? 0) + m[0].indexOf("stream") + "stream".length;
    const dataStart = source[start] === "\r" ? start + 2 : start + 1;
    const end = source.indexOf("endstream", dataStart);
    let data = pdf.subarray(dataStart, end);
    if (/\/FlateDecode/.test(dict)) data = inflateSync(data);
    objects.set(Number(m[1]), { dict, stream: data });
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
        const list = rest?.startsWith("[") ? [...(rest.matchAll(/<([0-9a-fA-F]+)>/g) ?? [])].map((x) => x[1] ?? "") : null;
        for (let c = from; c <= to; c++) {
          const key = c.toString(16).padStart(width, "0");
          if (list) map.set(key, hex(list[c - from] ?? ""));
          else {
            const base = Number.parseInt((rest ?? "<0>").slice(1, -1), 16) + (c - from);
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
