// Before any Jest test: the two files that need a real redis-server (tests/redis-server.ts) find Debian's, installed
// with apt-get when missing and run as root, as CI runs (scripts/redis.mjs). Jest runs before the browser suite,
// which used to be the first to install it.
import { ensureRedis } from "../scripts/redis.mjs";

export default function globalSetup() {
  process.env.REDIS_SERVER_PATH = ensureRedis();
}
