import fs from "node:fs/promises";
import path from "node:path";

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? ".data");
}

/**
 * Append-only JSON-lines files under DATA_DIR. Every operation goes through one queue, so concurrent submissions
 * are written whole and in order, and a read-check-append (a token's single use) cannot interleave with another.
 */
export class Store {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  /** Runs `task` after every earlier task has finished, even a failed one. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private file(name: string): string {
    return path.join(this.dir, `${name}.jsonl`);
  }

  /** Appends and flushes one record; callers inside `exclusive` use this directly. */
  async appendNow(name: string, record: object): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const handle = await fs.open(this.file(name), "a");
    try {
      await handle.appendFile(`${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async readNow<T>(name: string): Promise<T[]> {
    let raw: string;
    try {
      raw = await fs.readFile(this.file(name), "utf8");
    } catch {
      return [];
    }
    return raw
      .split("\n")
      .filter((line) => line.trim() !== "")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as T];
        } catch {
          return []; // a torn last line after a crash must not take the rest down
        }
      });
  }

  append(name: string, record: object): Promise<void> {
    return this.exclusive(() => this.appendNow(name, record));
  }

  read<T>(name: string): Promise<T[]> {
    return this.exclusive(() => this.readNow<T>(name));
  }

  /** Writes a whole file (an outbox message) atomically: write aside, then rename. */
  async writeFile(relPath: string, contents: string): Promise<string> {
    const target = path.join(this.dir, relPath);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, contents);
    await fs.rename(temp, target);
    return target;
  }
}
