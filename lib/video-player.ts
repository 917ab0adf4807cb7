/**
 * The few words of YouTube's IFrame API the video dialog speaks (by postMessage, with `enablejsapi=1` on the
 * embed): a command to the player, the "listening" hello that makes it report, and its state from what it reports.
 */
export const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

/** The player on a page of its own: where a poster leads before the page's script runs, or without one. */
export const playerPageUrl = (youtubeId: string) => `${PLAYER_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;

export const playerCommand = (func: "playVideo" | "pauseVideo") => JSON.stringify({ event: "command", func, args: [] });

export const LISTENING = JSON.stringify({ event: "listening", id: 1, channel: "widget" });

/** YouTube's player states: playing and buffering count as playing. */
const PLAYING = new Set([1, 3]);

/** Whether the player says it is playing (true / false), or null for any other message. */
export function playingFrom(data: unknown): boolean | null {
  if (typeof data !== "string") return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== "object" || message === null) return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  const state =
    event === "onStateChange" ? info : event === "infoDelivery" && typeof info === "object" && info !== null ? (info as { playerState?: unknown }).playerState : undefined;
  return typeof state === "number" ? PLAYING.has(state) : null;
}
