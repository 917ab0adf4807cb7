// Runs a probe script in a network namespace of its own (`unshare --net`, root only), where whole IPv6 networks can
// be made local: the deploy tests can then send requests from many addresses of one /64, which loopback alone
// (::1 only) cannot (the local route takes them in; ip_nonlocal_bind lets a client send from them). The probe prints one JSON line of what it saw; the test asserts on it.
import { spawn } from "node:child_process";

/** IPv6 networks the probes send from, each routed to loopback in the namespace (documentation prefix, RFC 3849). */
export const NETWORKS = ["2001:db8:1::", "2001:db8:2::", "2001:db8:3::"];

export const canUseNetworkNamespace = () => process.getuid?.() === 0;

/** Runs `node script` inside a fresh network namespace with loopback up and NETWORKS local; resolves with its JSON. */
export function runInNetworkNamespace(script, env = {}) {
  const routes = NETWORKS.map((network) => `ip -6 route add local ${network}/64 dev lo`).join(" && ");
  return new Promise((resolve, reject) => {
    const child = spawn("unshare", ["--net", "sh", "-c", `ip link set lo up && ${routes} && echo 1 > /proc/sys/net/ipv6/ip_nonlocal_bind && exec "$0" "$1"`, process.execPath, script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.trim().split("\n").pop() ?? "";
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`the probe exited ${code} without a result:\n${output}`));
      }
    });
  });
}
