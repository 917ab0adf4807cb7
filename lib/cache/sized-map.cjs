"use strict";
// A map bounded by the total size of its values, least recently used out first (a Map keeps insertion order, and
// every read re-inserts its key).

class SizedMap {
  constructor(maxBytes, sizeOf) {
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
    this.entries = new Map();
    this.bytes = 0;
  }

  get(key) {
    const held = this.entries.get(key);
    if (!held) return undefined;
    this.entries.delete(key);
    this.entries.set(key, held);
    return held.value;
  }

  set(key, value) {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    while (this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value);
  }

  delete(key) {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.size;
  }

  get size() {
    return this.entries.size;
  }
}

module.exports = { SizedMap };
