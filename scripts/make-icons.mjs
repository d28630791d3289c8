#!/usr/bin/env node
/**
 * Draws the app's icons (public/icons/*.png) for the web app manifest: a white school building
 * (roof, walls, door) on the theme blue. "any" icons have rounded corners; the maskable one fills
 * the square and keeps the building inside the middle 60% (the safe zone is the middle 80%).
 * Run after changing the drawing: `node scripts/make-icons.mjs`; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BLUE = [25, 113, 194, 255]; // #1971c2, the theme colour
const WHITE = [255, 255, 255, 255];
const CLEAR = [0, 0, 0, 0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels (size × size × 4) as a PNG file. */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The colour at (x, y) in a unit square (0..1). `glyph` is the building's scale: the share of
 * the side it spans, centred. `corner` rounds the background (0 for a full square).
 */
function colourAt(x, y, { glyph, corner }) {
  const inCorner = (cx, cy) => (x - cx) ** 2 + (y - cy) ** 2 > corner ** 2;
  if (corner > 0) {
    if (x < corner && y < corner && inCorner(corner, corner)) return CLEAR;
    if (x > 1 - corner && y < corner && inCorner(1 - corner, corner)) return CLEAR;
    if (x < corner && y > 1 - corner && inCorner(corner, 1 - corner)) return CLEAR;
    if (x > 1 - corner && y > 1 - corner && inCorner(1 - corner, 1 - corner)) return CLEAR;
  }
  // Building coordinates: (0,0)..(1,1) inside the glyph box.
  const u = (x - (1 - glyph) / 2) / glyph;
  const v = (y - (1 - glyph) / 2) / glyph;
  if (u < 0 || u > 1 || v < 0 || v > 1) return BLUE;
  const roof = v >= 0.05 && v <= 0.4 && Math.abs(u - 0.5) <= (v - 0.05) * (0.5 / 0.35);
  const walls = v > 0.42 && v <= 0.92 && u >= 0.12 && u <= 0.88;
  const base = v > 0.92 && v <= 1 && u >= 0.04 && u <= 0.96;
  const door = v > 0.66 && v <= 0.92 && Math.abs(u - 0.5) <= 0.09;
  const windows = v > 0.5 && v <= 0.62 && (Math.abs(u - 0.28) <= 0.07 || Math.abs(u - 0.72) <= 0.07);
  const roofWindow = (u - 0.5) ** 2 + (v - 0.27) ** 2 <= 0.055 ** 2;
  if (door || windows || roofWindow) return BLUE;
  return roof || walls || base ? WHITE : BLUE;
}

/** Draws with 4×4 supersampling so the edges are smooth. */
function drawIcon(size, options) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, options);
          // Premultiplied, so transparent corners do not darken the edge.
          for (let i = 0; i < 3; i++) sum[i] += colour[i] * colour[3];
          sum[3] += colour[3];
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = sum[3] / samples ** 2;
      for (let i = 0; i < 3; i++) pixels[offset + i] = sum[3] === 0 ? 0 : Math.round(sum[i] / sum[3]);
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return encodePng(size, pixels);
}

const folder = path.resolve(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(folder, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, options: { glyph: 0.62, corner: 0.18 } },
  { file: 'icon-512.png', size: 512, options: { glyph: 0.62, corner: 0.18 } },
  { file: 'maskable-512.png', size: 512, options: { glyph: 0.5, corner: 0 } },
  { file: 'apple-touch-icon-180.png', size: 180, options: { glyph: 0.6, corner: 0 } },
];
for (const { file, size, options } of icons) {
  const png = drawIcon(size, options);
  writeFileSync(path.join(folder, file), png);
  console.log(`make-icons: ${file} (${size}×${size}, ${png.length} bytes)`);
}
