// zlib hands back its output as a slice of a 64 kB buffer, and Node's small buffers are slices of a shared 8 kB
// slab: a cache that keeps such a slice keeps the whole buffer behind it while counting only the slice. Measured
// on the memory bench: 3,800 compressed pages of about 9 kB held 250 MB. The caches keep copies of their own size.

/** The same bytes in a buffer of exactly their size (the buffer itself when it already is one). */
export function ownBytes(buffer) {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}
