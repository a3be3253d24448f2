import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A real PDF, written byte by byte as ISO 32000 lays one out: header, the objects (catalog, page
 * tree, `pages` pages), the cross-reference section with each object's byte offset, and
 * `startxref` with that section's offset, then `%%EOF`. `xrefStream` writes the cross-reference
 * as a compressed stream object (PDF 1.5, what most scanners and phones write today) instead of
 * a classic `xref` table and trailer. pdfinfo and pdftoppm open both.
 * - `pages: 0`: a page tree with no page (a document with nothing to show).
 * - `encrypted`: the trailer names a standard security handler (RC4, 40 bits), as a
 *   password-protected PDF's does: staff could not open it.
 * - `extra`: more objects (their bodies, `obj`/`endobj` added), numbered after the pages.
 */
export function minimalPdf(opts: { xrefStream?: boolean; pages?: number; encrypted?: boolean; extra?: Buffer[] } = {}): Buffer {
  const pages = opts.pages ?? 1;
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`),
    ...Array.from({ length: pages }, () => Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>')),
    ...(opts.extra ?? []),
  ];
  let encrypt = '';
  if (opts.encrypted) {
    objects.push(Buffer.from(`<< /Filter /Standard /V 1 /R 2 /O <${'5a'.repeat(32)}> /U <${'a5'.repeat(32)}> /P -3904 >>`));
    encrypt = ` /Encrypt ${objects.length} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`;
  }
  const parts: Buffer[] = [Buffer.from(`%PDF-${opts.xrefStream ? '1.5' : '1.4'}\n%\u00e2\u00e3\u00cf\u00d3\n`, 'latin1')];
  const length = () => parts.reduce((n, p) => n + p.length, 0);
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length());
    parts.push(Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n'));
  });
  const xref = length();
  if (opts.xrefStream) {
    // Entries of widths [1 4 2]: type, offset, generation; the last object is the stream itself.
    const entry = (type: number, offset: number, gen: number) => {
      const b = Buffer.alloc(7);
      b.writeUInt8(type, 0);
      b.writeUInt32BE(offset, 1);
      b.writeUInt16BE(gen, 5);
      return b;
    };
    const data = deflateSync(Buffer.concat([entry(0, 0, 65535), ...offsets.map((o) => entry(1, o, 0)), entry(1, xref, 0)]));
    const size = objects.length + 2;
    parts.push(Buffer.from(`${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R${encrypt} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'));
    parts.push(data, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  } else {
    let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
    parts.push(Buffer.from(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\n`, 'latin1'));
  }
  parts.push(Buffer.from(`startxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A zlib stream that inflates to `length` zero bytes, built without ever holding them: one
 * mebibyte of zeros compressed once (about a kilobyte, ending on a byte boundary with a sync
 * flush), repeated, then the final block and the Adler-32 of the whole (for zeros: a = 1,
 * b = length mod 65521). The ratio is deflate's best, about 1000 to 1: a decompression bomb.
 */
export function zlibOfZeros(length: number): Buffer {
  const MiB = 1024 * 1024;
  const chunk = deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let n = Math.floor(length / MiB); n > 0; n--) parts.push(chunk);
  // The rest, and the final (empty) block.
  parts.push(deflateRawSync(Buffer.alloc(length % MiB), { level: 9 }));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/**
 * A real PNG of `width` × `height` black grayscale pixels: signature, IHDR, one IDAT holding every
 * row (a filter byte and `width` zero bytes) compressed, IEND; CRCs as the format says. At
 * 60000 × 60000 it is 3.6 gigapixels in about 3.5 MB: what a decoder would allocate is the header's
 * claim, not the file's size.
 */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibOfZeros((width + 1) * height)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG of `width` × `height` whose frame header (SOF0) then claims `claim` × `claim` pixels. */
export async function jpegClaiming(claim: number, width = 16, height = 16): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#2a6' } }).jpeg({ mozjpeg: false }).toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no baseline frame header');
  jpeg.writeUInt16BE(claim, sof + 5);
  jpeg.writeUInt16BE(claim, sof + 7);
  return jpeg;
}

/** Real pictures of each accepted format (noise, so that a truncated copy misses real data). */
export async function samplePictures(): Promise<{ png: Buffer; jpg: Buffer; webp: Buffer }> {
  const width = 120;
  const height = 80;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  const raw = () => sharp(pixels, { raw: { width, height, channels: 3 } });
  return { png: await raw().png().toBuffer(), jpg: await raw().jpeg({ quality: 90 }).toBuffer(), webp: await raw().webp({ quality: 90 }).toBuffer() };
}
