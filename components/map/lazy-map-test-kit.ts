// What LazyMap's tests share: a stand-in IntersectionObserver the test drives by hand, and one city's shapes.

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
export type ObserverRecord = { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean };

/** Replaces window.IntersectionObserver before each test; the returned list holds the observers made since. */
export function stubIntersectionObserver() {
  const observers: ObserverRecord[] = [];
  beforeEach(() => {
    observers.length = 0;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      record: ObserverRecord;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    };
  });
  return observers;
}

export const shapes = {
  areas: [{ name: "Wellington", colour: "#FF206E", points: [{ lat: -41.3, lng: 174.77 }, { lat: -41.28, lng: 174.78 }, { lat: -41.29, lng: 174.8 }] }],
  lines: [],
  markers: [],
};
