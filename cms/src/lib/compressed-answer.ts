/**
 * The cached API answers (lib/cache.ts) in the encoding the caller accepts: brotli or gzip, made
 * once per kept answer and kept beside it, never per request. A subscriber's calls list is some
 * 200 KB of JSON and their track record 20 KB; compressed they are a tenth of that, on every hop
 * (CMS → origin or nginx → a phone). Without Accept-Encoding (server-side callers, curl) the
 * answer goes as it is. Compression and secrets (BREACH): no answer carries a token or any
 * credential, and the API authenticates by a bearer header, never a cookie, so no other site can
 * make a signed-in browser fetch an answer and measure it (the users list does hold names that
 * users chose beside others' details, but only an administrator's own request ever sees it).
 */
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Context } from 'koa';
import { ownBytes } from './own-bytes';

/** Smaller answers go as they are: compressing saves too little to pay for itself. */
export const COMPRESS_FROM_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Middle settings (brotli 5, gzip 6): an answer is compressed on the request that first asks for
 * it, and waits for it; brotli 11 would take a tenth of a second on the calls list for a few
 * per cent less.
 */
const ENCODERS: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(zlib.brotliCompress)(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes, { level: 6 }),
};

/** The compressed forms of an answer, for as long as the answer itself is kept. */
const forms = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

function compressedAs(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let kept = forms.get(body);
  if (!kept) forms.set(body, (kept = {}));
  const made = (kept[encoding] ??= ENCODERS[encoding](body).then(ownBytes));
  // A failure is not kept: the next request tries again.
  made.catch(() => {
    if (kept[encoding] === made) delete kept[encoding];
  });
  return made;
}

/** Sends a JSON answer's bytes, compressed when the caller accepts it (and it is worth it). */
export async function sendCompressible(ctx: Context, body: Buffer): Promise<void> {
  ctx.type = 'application/json';
  if (body.length >= COMPRESS_FROM_BYTES) {
    ctx.vary('Accept-Encoding');
    // Brotli whenever it is accepted (browsers list gzip first, at the same weight); a client
    // that weighs it lower than gzip but above 0 still gets it, which is within what it accepts.
    const encoding = ENCODINGS.find((e) => ctx.acceptsEncodings(e) === e);
    if (encoding) {
      const compressed = await compressedAs(body, encoding).catch(() => null);
      if (compressed) {
        ctx.set('Content-Encoding', encoding);
        ctx.body = compressed;
        return;
      }
    }
  }
  ctx.body = body;
}
