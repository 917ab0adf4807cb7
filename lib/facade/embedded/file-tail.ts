import fs from "node:fs/promises";

/** What a reader has made of an append-only JSON-lines file: its records folded in order, and where it stopped. */
export type Tail<S> = { state: S; ino: number; size: number };

/**
 * Brings `tail` up to date with `file`, reading only the bytes appended since it stopped (by this process or any
 * other writing the file), up to the last whole line: a line still being written is read next time. A file that was
 * replaced (pruning writes a new one and renames it over the old: another inode) or that shrank is read afresh
 * into `empty()`. So the cost follows what was appended, not the file's length. A line that is not JSON (torn by a
 * crash) is skipped, as Store.readNow skips it.
 */
export async function catchUp<S>(
  file: string,
  tail: Tail<S> | undefined,
  empty: () => S,
  add: (state: S, record: Record<string, unknown>) => void,
): Promise<Tail<S>> {
  // Opened before it is measured, so the size and inode are those of the file that is then read.
  const handle = await fs.open(file, "r").catch(() => undefined);
  if (!handle) return tail && tail.ino === 0 ? tail : { state: empty(), ino: 0, size: 0 };
  try {
    const { ino, size } = await handle.stat();
    const current = tail && tail.ino === ino && tail.size <= size ? tail : { state: empty(), ino, size: 0 };
    if (size === current.size) return current;
    const fresh = Buffer.alloc(size - current.size);
    const { bytesRead } = await handle.read(fresh, 0, fresh.length, current.size);
    const whole = fresh.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
    for (const line of fresh.subarray(0, whole).toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      try {
        const record: unknown = JSON.parse(line);
        if (record && typeof record === "object" && !Array.isArray(record)) add(current.state, record as Record<string, unknown>);
      } catch {
        // a torn line after a crash
      }
    }
    current.size += whole;
    return current;
  } finally {
    await handle.close();
  }
}
