/**
 * Every bound the feed reader holds a feed to (docs/security.md, "The GBFS feeds"). A feed is someone else's server:
 * each limit turns a document that would cost the instance memory, time, Redis room or a page into a counted failure.
 */
export const FEED_LIMITS = {
  /** Bytes of one document after decompression: the largest real one (Auckland's ~1,500 stations) is estimated well under 1 MB. */
  maxBytes: 4 * 1024 * 1024,
  /** One document's whole read, headers to last byte (redirects included); it always settles by then. */
  deadlineMs: 5000,
  /** Same-origin redirects followed for one document. */
  maxRedirects: 3,
  /** Nesting of a document: GBFS 3.0 nests at most 8 deep (a station's area polygon). */
  maxDepth: 16,
  /** Characters of any one string (an alert's description, an extra field's value). */
  maxStringLength: 10_000,
  /** Items in any one array (vehicles, stations, alerts, a polygon's points). */
  maxArrayLength: 20_000,
  /** Alerts in system_alerts, vehicle types and pricing plans. */
  maxAlerts: 500,
  maxTypes: 200,
  maxPlans: 200,
  /** Seconds a document's `ttl` may keep it: a change shows within this and a page's refresh, whatever the feed says. */
  maxTtlSeconds: 60,
  /** How far ahead of this instance's clock a last_updated may be (clocks drift): beyond it the document is refused. */
  futureSkewMs: 60_000,
  /** A system's whole read (gbfs.json, then its feeds in parallel): a refresh in flight is never shared past it. */
  systemDeadlineMs: 12_000,
  /** Documents kept in an instance's memory, and their bytes all told; the least recently used go first. */
  cacheEntries: 64,
  cacheBytes: 32 * 1024 * 1024,
  /** A snapshot's alerts and their texts as kept and shown. */
  snapshotAlerts: 10,
  summaryLength: 200,
  descriptionLength: 1000,
  urlLength: 500,
  /** Bytes of a system's snapshot as Redis keeps it; a larger one is kept in memory only. */
  redisEntryBytes: 512 * 1024,
} as const;
