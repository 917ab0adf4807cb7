"use client";

import { useEffect, useId, useRef, useState } from "react";
import { LISTENING, PLAYER_ORIGIN, playerCommand, playingFrom } from "@/lib/video-player";
import styles from "./VideoModal.module.css";

export type ModalVideo = { title: string; youtubeId: string };

/** The player's address: autoplay because the visitor has just asked for the video; the API for Pause and Play. */
export const embedUrl = (youtubeId: string) => `${PLAYER_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&enablejsapi=1`;

/** How often the dialog looks whether a click has put focus in the player. */
const FOCUS_CHECK_MS = 150;

/**
 * A modal video player. It takes focus when it opens, keeps Tab among its own buttons (guards either side send
 * focus round to the other end), closes on Escape, on a click on the backdrop or on its close button, and gives
 * focus back to whatever opened it.
 *
 * Keys pressed inside the player's frame belong to YouTube's page and never reach this one, so focus is kept out of
 * it: Tab skips it (the guard in front of it), and focus a click leaves there is brought back to the Pause button.
 * That keeps Escape working everywhere; Pause and Play are the dialog's own buttons, driven through the IFrame API.
 */
export function VideoModal({ video, onClose }: { video: ModalVideo; onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== PLAYER_ORIGIN || event.source !== frame.current?.contentWindow) return;
      const now = playingFrom(event.data);
      if (now !== null) setPlaying(now);
    };
    const focusCheck = window.setInterval(() => {
      if (document.activeElement === frame.current) playButton.current?.focus();
    }, FOCUS_CHECK_MS);
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("message", onMessage);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("message", onMessage);
      window.clearInterval(focusCheck);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  const focusEnd = (end: "first" | "last") => {
    const items = dialog.current?.querySelectorAll<HTMLElement>("button");
    if (!items?.length) return;
    items[end === "first" ? 0 : items.length - 1]?.focus();
  };

  const send = (message: string) => frame.current?.contentWindow?.postMessage(message, PLAYER_ORIGIN);
  const togglePlaying = () => {
    send(playerCommand(playing ? "pauseVideo" : "playVideo"));
    setPlaying(!playing);
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()} data-testid="video-backdrop">
      <span tabIndex={0} onFocus={() => focusEnd("last")} data-focus-guard="start" />
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {video.title}
          </h2>
          <div className={styles.controls}>
            <button ref={playButton} type="button" className={styles.control} onClick={togglePlaying}>
              {playing ? "Pause" : "Play"}
            </button>
            <button ref={closeButton} type="button" className={styles.control} onClick={onClose}>
              <span aria-hidden="true" className={styles.cross}>
                ×
              </span>
              CLICK HERE TO CLOSE
            </button>
          </div>
        </div>
        <p className={styles.hint}>Or press Esc.</p>
        {/* Tab from the last button lands here, in front of the player, and goes round to the first. */}
        <span tabIndex={0} onFocus={() => focusEnd("first")} data-focus-guard="player" />
        <div className={styles.player}>
          <iframe
            ref={frame}
            src={embedUrl(video.youtubeId)}
            title={`${video.title} (video)`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => send(LISTENING)}
          />
        </div>
      </div>
      <span tabIndex={0} onFocus={() => focusEnd("first")} data-focus-guard="end" />
    </div>
  );
}
