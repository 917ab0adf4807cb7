import { createHash, randomBytes } from "node:crypto";

export type Rejection = { status: number; code: string; endpoint: string; client: string };

type Options = { perSecond?: number; now?: () => number; write?: (line: string) => void; salt?: Buffer };

/**
 * One JSON line per rejected request (status, code, endpoint, and the client key hashed with a per-process salt,
 * so lines from one client can be matched without the log holding addresses). At most `perSecond` lines a second;
 * the rest are counted and reported as one `suppressed` line, so a flood cannot flood the log.
 */
export function rejectionLog({ perSecond = 10, now = Date.now, write = console.warn, salt = randomBytes(16) }: Options = {}) {
  let second = -1;
  let written = 0;
  let suppressed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (suppressed > 0) write(JSON.stringify({ level: "warn", event: "facade_rejected_suppressed", count: suppressed }));
    suppressed = 0;
  };

  return (rejection: Rejection) => {
    const current = Math.floor(now() / 1000);
    if (current !== second) {
      flush();
      second = current;
      written = 0;
    }
    if (written >= perSecond) {
      suppressed += 1;
      // The summary goes out when the next second's first line does, or after a second if none comes.
      timer ??= setTimeout(flush, 1000).unref();
      return;
    }
    written += 1;
    const client = createHash("sha256").update(salt).update(rejection.client).digest("hex").slice(0, 16);
    write(JSON.stringify({ level: "warn", event: "facade_rejected", status: rejection.status, code: rejection.code, endpoint: rejection.endpoint, client }));
  };
}
