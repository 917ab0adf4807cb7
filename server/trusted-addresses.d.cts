// Types for trusted-addresses.cjs (plain CommonJS, loaded by the preload before anything is compiled).
import type { BlockList } from "node:net";

export type TrustedAddresses = { list: BlockList; entries: string[]; invalid: string[] };
export const DEFAULT_TRUSTED_PROXY_ADDRESSES: string;
export function trustedAddresses(env: Readonly<Record<string, string | undefined>>): TrustedAddresses;
export function isTrustedPeer(trusted: TrustedAddresses, peer: string | undefined): boolean;
