import { deflateSync } from 'node:zlib';

/**
 * A real one-page PDF, written byte by byte as ISO 32000 lays one out: header, three objects
 * (catalog, page tree, page), the cross-reference section with each object's byte offset, and
 * `startxref` with that section's offset, then `%%EOF`. `xrefStream` writes the cross-reference
 * as a compressed stream object (PDF 1.5, what most scanners and phones write today) instead of
 * a classic `xref` table and trailer. pdfinfo and pdftoppm open both.
 */
export function minimalPdf(opts: { xrefStream?: boolean } = {}): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  const parts: Buffer[] = [Buffer.from(`%PDF-${opts.xrefStream ? '1.5' : '1.4'}\n%\u00e2\u00e3\u00cf\u00d3\n`, 'latin1')];
  const length = () => parts.reduce((n, p) => n + p.length, 0);
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length());
    parts.push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  const xref = length();
  if (opts.xrefStream) {
    // Entries of widths [1 4 2]: type, offset, generation; object 4 is the stream itself.
    const entry = (type: number, offset: number, gen: number) => {
      const b = Buffer.alloc(7);
      b.writeUInt8(type, 0);
      b.writeUInt32BE(offset, 1);
      b.writeUInt16BE(gen, 5);
      return b;
    };
    const data = deflateSync(Buffer.concat([entry(0, 0, 65535), ...offsets.map((o) => entry(1, o, 0)), entry(1, xref, 0)]));
    const size = objects.length + 2;
    parts.push(Buffer.from(`${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'));
    parts.push(data, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  } else {
    let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
    parts.push(Buffer.from(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n`, 'latin1'));
  }
  parts.push(Buffer.from(`startxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
