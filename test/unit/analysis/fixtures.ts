/** Real images made with sharp for the analysis tests, plus a crafted decompression bomb. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export function solid(colour: string, width = 120, height = 80) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A left-to-right gradient between two colours, so the picture has more than one colour. */
export function gradient(from: [number, number, number], to: [number, number, number], width = 160, height = 120) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = x / (width - 1);
      for (let c = 0; c < 3; c += 1) pixels[(y * width + x) * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose header claims width x height RGB pixels: the classic pixel flood. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const firstRows = deflateSync(Buffer.alloc((width * 3 + 1) * 2));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
