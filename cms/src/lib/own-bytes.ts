/**
 * Bytes in memory of their own, for what a cache keeps: Buffer.from puts anything under 4 KB into
 * a shared 8 KB slab, and zlib's output can be a view on a larger chunk; a kept entry would hold
 * either whole (20,000 small cached answers: some 160 MB).
 */
export function ownBytes(data: string | Buffer): Buffer {
  const bytes = Buffer.allocUnsafeSlow(typeof data === 'string' ? Buffer.byteLength(data) : data.length);
  if (typeof data === 'string') bytes.write(data);
  else data.copy(bytes);
  return bytes;
}
