import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';

/**
 * Reading an uploaded PDF for real (a licence scan): pdf-lib parses every object of the file,
 * follows the catalog to the page tree and counts the pages. The file is only stored and shown
 * to staff, never rendered by the server; parsing proves it is the document it claims to be.
 *
 * A decompression bomb: while loading, pdf-lib inflates the file's object streams and
 * cross-reference streams (content and images stay compressed until someone draws them). A 5 MB
 * file can hold a Flate stream of gigabytes. Every decoder pdf-lib has (Flate, LZW, ASCII85,
 * ASCIIHex, RunLength) grows its output through DecodeStream.ensureBuffer; that one method is
 * wrapped below so a load started by readPdf may decode at most MAX_DECODED_BYTES in all (the
 * budget of the load running, kept in an AsyncLocalStorage as loads interleave). Beyond it the
 * load fails at once, so the file is refused in milliseconds with the memory it used bounded.
 * pdf-lib is pinned (1.17.1, server/package.json): a release that moved this class would make the test of the bomb fail.
 */

/** What a load may inflate in all: the object and cross-reference streams of a scan are a few kilobytes, of a long document a few megabytes. */
export const MAX_DECODED_BYTES = 8 * 1024 * 1024;

class DecodeBudgetExceeded extends Error {}
const budget = new AsyncLocalStorage<{ left: number }>();

interface DecodeStreamLike {
  buffer: Uint8Array;
  ensureBuffer(requested: number): Uint8Array;
}
const DecodeStream = (createRequire(import.meta.url)('pdf-lib/cjs/core/streams/DecodeStream.js') as { default: { prototype: DecodeStreamLike } }).default;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
DecodeStream.prototype.ensureBuffer = function (this: DecodeStreamLike, requested: number) {
  const mine = budget.getStore();
  const before = this.buffer.byteLength;
  const buffer = ensureBuffer.call(this, requested);
  // Charged what the buffer grew by (it doubles: at most twice the budget is ever held).
  if (mine && buffer.byteLength > before) {
    mine.left -= buffer.byteLength - before;
    if (mine.left < 0) throw new DecodeBudgetExceeded('decoded too much');
  }
  return buffer;
};

export type PdfProblem = 'unreadable' | 'encrypted' | 'no-pages' | 'too-many-pages';

/**
 * Loads the PDF and counts its pages: the page count, or the reason it cannot be a licence scan.
 * Any parse error (a malformed object, a missing catalog or page tree, too much to inflate) is
 * `unreadable`; a file with an /Encrypt entry is `encrypted` (staff could not open it).
 */
export async function readPdf(bytes: Uint8Array, options: { maxPages: number }): Promise<{ pages: number } | { problem: PdfProblem }> {
  let doc: PDFDocument;
  try {
    doc = await budget.run({ left: MAX_DECODED_BYTES }, () =>
      PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false, ignoreEncryption: false }),
    );
  } catch (err) {
    return { problem: err instanceof EncryptedPDFError ? 'encrypted' : 'unreadable' };
  }
  let pages: number;
  try {
    // The catalog's page tree, walked: its leaves are the pages.
    pages = doc.getPageCount();
  } catch {
    return { problem: 'unreadable' };
  }
  if (pages === 0) return { problem: 'no-pages' };
  if (pages > options.maxPages) return { problem: 'too-many-pages' };
  return { pages };
}
