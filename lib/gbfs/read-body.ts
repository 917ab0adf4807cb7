export type BodyRead = { ok: true; text: string; bytes: number } | { ok: false; kind: "too_large" | "timeout" | "unreachable" | "not_json"; detail: string };

/**
 * A response body read chunk by chunk, after decompression, into text: refused past `maxBytes`, and settled by
 * `withinMs` whatever the stream does. Node 20's fetch can leave a body read pending for good when its request is
 * aborted while a gzip body is inflating (lib/gbfs/fetch-document.test.ts reproduces it), so the deadline here is a
 * timer of our own raced against the read, never the abort. Pulling one chunk at a time also means a bomb inflates
 * only as far as the limit: nothing reads the rest, and the stream is cancelled.
 */
export async function readBounded(body: ReadableStream<Uint8Array> | null, maxBytes: number, withinMs: number): Promise<BodyRead> {
  if (!body) return { ok: true, text: "", bytes: 0 };
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let parts: string[] = [];
  let bytes = 0;
  let settled = false;
  const reading = (async (): Promise<BodyRead> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (settled) return { ok: false, kind: "timeout", detail: "read after its deadline" };
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) return { ok: false, kind: "too_large", detail: `over ${maxBytes} bytes` };
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
    return { ok: true, text: parts.join(""), bytes };
  })().catch((error: Error): BodyRead => (error instanceof TypeError && /decode|encoded/i.test(error.message) ? { ok: false, kind: "not_json", detail: "the body is not UTF-8" } : { ok: false, kind: "unreachable", detail: error.message }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<BodyRead>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, kind: "timeout", detail: `body not read within its deadline (${bytes} bytes by then)` }), Math.max(0, withinMs));
  });
  const result = await Promise.race([reading, deadline]);
  clearTimeout(timer);
  settled = true;
  if (!result.ok) {
    parts = [];
    // Not awaited: on the wedged path cancel() never settles either.
    reader.cancel().catch(() => {});
  }
  return result;
}
