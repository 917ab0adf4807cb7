// Types for sized-map.cjs.
export class SizedMap<K, V> {
  constructor(maxBytes: number, sizeOf: (value: V) => number);
  readonly bytes: number;
  readonly size: number;
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
}
