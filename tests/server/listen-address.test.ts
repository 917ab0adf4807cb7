import net from "node:net";
import { bindSitePort } from "../../server/listen-address.cjs";

/** A Server class of its own, so the patch stays off node:net's. */
const isolated = () => class extends net.Server {};

const listening = (server: net.Server) => new Promise<net.AddressInfo>((resolve) => server.once("listening", () => resolve(server.address() as net.AddressInfo)));

describe("bindSitePort", () => {
  it("binds the site's port to HOSTNAME and takes HOSTNAME from the environment before Next reads it", async () => {
    const Server = isolated();
    const env: Record<string, string | undefined> = { HOSTNAME: "127.0.0.1", PORT: "0" };
    jest.spyOn(console, "log").mockImplementation(() => undefined);
    expect(bindSitePort(env, Server)).toBe("127.0.0.1");
    expect(env.HOSTNAME).toBeUndefined();
    const server = new Server();
    server.listen(0);
    expect((await listening(server)).address).toBe("127.0.0.1");
    server.close();
  });

  it("leaves another port, an explicit address and a wildcard HOSTNAME alone", async () => {
    const Server = isolated();
    jest.spyOn(console, "log").mockImplementation(() => undefined);
    bindSitePort({ HOSTNAME: "127.0.0.1", PORT: "1" }, Server);
    const other = new Server();
    other.listen(0, "::");
    expect((await listening(other)).address).toBe("::");
    other.close();
    const env: Record<string, string | undefined> = { HOSTNAME: "0.0.0.0", PORT: "0" };
    expect(bindSitePort(env, isolated())).toBeUndefined();
    expect(env.HOSTNAME).toBeUndefined();
  });
});
