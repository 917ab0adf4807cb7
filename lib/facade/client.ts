import { isIPv6 } from "node:net";

/** What server/trusted-proxy.cjs leaves in the global registry when it wraps the server. */
export type TrustedProxy = { header: string; token: string; hops: number };

const REGISTRY_KEY = Symbol.for("flamingo.trustedProxy");

export const trustedProxy = (): TrustedProxy | undefined => (globalThis as Record<symbol, TrustedProxy | undefined>)[REGISTRY_KEY];

/** Every request of an unwrapped server (a bare `next start`) shares this key. */
export const UNVOUCHED_KEY = "unvouched";

/** One IPv6 subscriber holds a whole /64, so that is the unit a limit counts; IPv4 addresses count singly. */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** The address the trusted-proxy wrapper vouched for; undefined when the request carries no mark of it. */
export function vouchedAddress(headers: Headers, proxy = trustedProxy()): string | undefined {
  const address = headers.get("x-forwarded-for");
  return proxy && address && headers.get(proxy.header) === proxy.token ? address : undefined;
}

let warned = false;

/**
 * The rate-limit key of a request: the address the trusted-proxy wrapper vouched for (it overwrote
 * X-Forwarded-For and marked the request with its per-process token). Without the wrapper nothing in the request
 * can be trusted, so every request shares one key and the server says so once.
 */
export function clientKey(headers: Headers, proxy = trustedProxy(), warn: (line: string) => void = console.warn): string {
  const address = vouchedAddress(headers, proxy);
  if (address) return addressKey(address);
  if (!warned) {
    warned = true;
    warn(
      JSON.stringify({
        level: "warn",
        event: "client_address_unknown",
        message: "started without --require ./server/trusted-proxy.cjs: every client shares one rate-limit budget",
      }),
    );
  }
  return UNVOUCHED_KEY;
}
