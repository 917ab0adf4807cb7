import { LISTENING, playerCommand, playerPageUrl, playingFrom } from "./video-player";

describe("the video player's messages", () => {
  it("writes commands and the hello as the IFrame API reads them", () => {
    expect(JSON.parse(playerCommand("pauseVideo"))).toEqual({ event: "command", func: "pauseVideo", args: [] });
    expect(JSON.parse(LISTENING)).toMatchObject({ event: "listening" });
  });

  it("reads playing or not from a state change and from an info delivery", () => {
    expect(playingFrom(JSON.stringify({ event: "onStateChange", info: 1 }))).toBe(true);
    expect(playingFrom(JSON.stringify({ event: "onStateChange", info: 3 }))).toBe(true);
    expect(playingFrom(JSON.stringify({ event: "onStateChange", info: 2 }))).toBe(false);
    expect(playingFrom(JSON.stringify({ event: "infoDelivery", info: { playerState: 0 } }))).toBe(false);
    expect(playingFrom(JSON.stringify({ event: "infoDelivery", info: { playerState: 1, currentTime: 4 } }))).toBe(true);
  });

  it("ignores anything else", () => {
    for (const data of [undefined, 7, "not json", "null", JSON.stringify({ event: "infoDelivery", info: { volume: 50 } }), JSON.stringify({ event: "initialDelivery", info: null }), { event: "onStateChange", info: 1 }]) {
      expect(playingFrom(data)).toBeNull();
    }
  });
});

describe("playerPageUrl", () => {
  it("is the privacy-enhanced player's own page, playing at once", () => {
    expect(playerPageUrl("k7Pq2Hn4R1c")).toBe("https://www.youtube-nocookie.com/embed/k7Pq2Hn4R1c?autoplay=1");
  });

  it("keeps an odd id inside its path segment", () => {
    expect(playerPageUrl("a/b?c")).toBe("https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1");
  });
});
