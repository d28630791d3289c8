/**
 * The text a pdfkit PDF draws, for tests that check what a PDF says. pdfkit compresses its
 * streams and, with an embedded font (DejaVu Sans here), writes glyph ids rather than letters;
 * each font's ToUnicode map turns them back. Enough for pdfkit's own output (hex strings in TJ
 * arrays, bfrange arrays and bfchar maps), not a general PDF reader. One string per text run, in
 * drawing order.
 */
import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const start = (match.index ?? 0) + match[0].indexOf(body) + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    const dict = body.slice(0, streamAt);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const hexCodes = (hex: string) => hex.match(/.{4}/g)?.map((code) => parseInt(code, 16)) ?? [];

/** glyph id → text, from a ToUnicode CMap. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCodePoint(...hexCodes(hex));
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    [...list.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, hex], index) => map.set(parseInt(from, 16) + index, unicode(hex)));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, hex] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code, 16), unicode(hex));
  }
  return map;
}

export function pdfTextRuns(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const runs: string[] = [];
  for (const page of [...objects.values()].filter((object) => /\/Type \/Page\b/.test(object.dict))) {
    const resources = objects.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fontRefs = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontRefs.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(ref(objects.get(Number(id))?.dict ?? '', 'ToUnicode'))?.stream;
      fonts.set(name, cmap ? readCMap(cmap.toString('latin1')) : new Map());
    }
    const content = objects.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    let font = new Map<number, string>();
    for (const [, fontName, array] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\] TJ/g)) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      else runs.push([...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hexCodes(hex).map((code) => font.get(code) ?? '').join('')).join(''));
    }
  }
  return runs;
}
