/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoGallery } from "./VideoGallery";

const videos = [
  { title: "Starting Your Ride", description: "Scan and go.", poster: "/assets/images/safety/starting-poster.svg", youtubeId: "Vn3xQ0Yx0sE" },
  { title: "Safe Riding", description: "Share the path.", poster: "/assets/images/safety/riding-poster.svg", youtubeId: "k7Pq2Hn4R1c" },
  { title: "Ending Your Ride", description: "Park well.", poster: "/assets/images/safety/ending-poster.svg", youtubeId: "aL9mT5wZc8o" },
];

const setup = () => {
  const user = userEvent.setup();
  const view = render(
    <>
      <VideoGallery videos={videos} />
      <button type="button">A button after the gallery</button>
    </>,
  );
  return { user, ...view };
};
const opener = (title: string) => screen.getByRole("button", { name: `Play video: ${title}` });
const iframes = (container: HTMLElement) => container.ownerDocument.querySelectorAll("iframe");

describe("VideoGallery", () => {
  it("shows posters and no player until a video is chosen", () => {
    const { container } = setup();
    expect(screen.getAllByRole("button", { name: /^Play video:/ })).toHaveLength(3);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(iframes(container)).toHaveLength(0);
  });

  it("links each poster to the player's own page, for a tap before the script runs", () => {
    setup();
    expect(opener("Safe Riding")).toHaveAttribute("href", "https://www.youtube-nocookie.com/embed/k7Pq2Hn4R1c?autoplay=1");
  });

  it("opens the modal, not the link, on Space and on Enter, as a button would", async () => {
    const { user } = setup();
    opener("Ending Your Ride").focus();
    await user.keyboard(" ");
    expect(screen.getByRole("dialog", { name: "Ending Your Ride" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "CLICK HERE TO CLOSE" }));
    opener("Safe Riding").focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Safe Riding" })).toBeInTheDocument();
  });

  it("opens the chosen video in a labelled modal with the close button focused", async () => {
    const { user, container } = setup();
    await user.click(opener("Safe Riding"));
    const dialog = screen.getByRole("dialog", { name: "Safe Riding" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(iframes(container)).toHaveLength(1);
    expect(within(dialog).getByTitle("Safe Riding (video)")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/k7Pq2Hn4R1c?autoplay=1&enablejsapi=1");
    expect(within(dialog).getByRole("button", { name: "CLICK HERE TO CLOSE" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("closes with the close button and returns focus to the poster that opened it", async () => {
    const { user, container } = setup();
    await user.click(opener("Starting Your Ride"));
    await user.click(screen.getByRole("button", { name: "CLICK HERE TO CLOSE" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(iframes(container)).toHaveLength(0);
    expect(opener("Starting Your Ride")).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on Escape and returns focus", async () => {
    const { user } = setup();
    opener("Ending Your Ride").focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Ending Your Ride" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener("Ending Your Ride")).toHaveFocus();
  });

  it("closes on a click on the backdrop but not on a click inside the dialog", async () => {
    const { user } = setup();
    await user.click(opener("Safe Riding"));
    await user.click(screen.getByRole("heading", { name: "Safe Riding" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("video-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener("Safe Riding")).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab among the dialog's buttons, never in the player", async () => {
    const { user } = setup();
    await user.click(opener("Safe Riding"));
    const close = screen.getByRole("button", { name: "CLICK HERE TO CLOSE" });
    const pause = screen.getByRole("button", { name: "Pause" });
    expect(close).toHaveFocus();
    await user.tab(); // onto the guard in front of the player, which sends focus round to the first button
    expect(pause).toHaveFocus();
    await user.tab({ shift: true }); // onto the start guard, which sends focus to the last button
    expect(close).toHaveFocus();
    expect(screen.getByRole("button", { name: "A button after the gallery" })).not.toHaveFocus();
  });

  it("Pause and Play command the player and follow what it reports", async () => {
    const { user } = setup();
    await user.click(opener("Safe Riding"));
    const player = screen.getByTitle("Safe Riding (video)") as HTMLIFrameElement;
    const post = jest.spyOn(player.contentWindow!, "postMessage").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(post).toHaveBeenCalledWith(JSON.stringify({ event: "command", func: "pauseVideo", args: [] }), "https://www.youtube-nocookie.com");
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    // The player says it plays again (its own control was used): the button follows.
    fireEvent(window, new MessageEvent("message", { data: JSON.stringify({ event: "onStateChange", info: 1 }), origin: "https://www.youtube-nocookie.com", source: player.contentWindow }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    // Another page's messages change nothing.
    fireEvent(window, new MessageEvent("message", { data: JSON.stringify({ event: "onStateChange", info: 2 }), origin: "https://evil.example", source: player.contentWindow }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
  });

  it("can open another video after closing one", async () => {
    const { user } = setup();
    await user.click(opener("Safe Riding"));
    await user.keyboard("{Escape}");
    await user.click(opener("Ending Your Ride"));
    expect(screen.getByRole("dialog", { name: "Ending Your Ride" })).toBeInTheDocument();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
