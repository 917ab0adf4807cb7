"use client";

import { useEffect, useId, useRef } from "react";
import styles from "./VideoModal.module.css";

export type ModalVideo = { title: string; youtubeId: string };

/** The player's address; autoplay because the visitor has just asked for the video. */
export const embedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;

/**
 * A modal video player. It takes focus when it opens, keeps Tab inside (guards either side send focus round to
 * the other end, which also works when focus leaves the cross-origin player), closes on Escape, on a click on
 * the backdrop or on its close button, and gives focus back to whatever opened it.
 */
export function VideoModal({ video, onClose }: { video: ModalVideo; onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      }
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  const focusEnd = (end: "first" | "last") => {
    const items = dialog.current?.querySelectorAll<HTMLElement>("button, iframe");
    if (!items?.length) return;
    items[end === "first" ? 0 : items.length - 1]?.focus();
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()} data-testid="video-backdrop">
      <span tabIndex={0} onFocus={() => focusEnd("last")} data-focus-guard="start" />
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {video.title}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            CLICK HERE TO CLOSE
          </button>
        </div>
        <div className={styles.player}>
          <iframe
            src={embedUrl(video.youtubeId)}
            title={`${video.title} (video)`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </div>
      <span tabIndex={0} onFocus={() => focusEnd("first")} data-focus-guard="end" />
    </div>
  );
}
