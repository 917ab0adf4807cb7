"use client";

import { useCallback, useState, type KeyboardEvent, type MouseEvent } from "react";
import { playerPageUrl } from "@/lib/video-player";
import { VideoModal } from "./VideoModal";
import styles from "./VideoGallery.module.css";
import { LaterImage } from "@/components/layout/LaterImage";

type Video = { title: string; description: string; poster: string; youtubeId: string };

/**
 * Poster images with a play button; the player (and its iframe) exists only while a video is open. Each poster is a
 * link to the player's own page that acts as a button once the script runs: a tap before then still plays the video.
 */
export function VideoGallery({ videos }: { videos: Video[] }) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const close = useCallback(() => setPlaying(null), []);
  const open = (video: Video) => (event: MouseEvent | KeyboardEvent) => {
    // A link named as a button answers Space as a button does; Enter arrives as a click.
    if ("key" in event && event.key !== " ") return;
    event.preventDefault();
    setPlaying(video);
  };
  return (
    <>
      <ul className={styles.list}>
        {videos.map((video) => (
          <li key={video.youtubeId} className={styles.item}>
            <a href={playerPageUrl(video.youtubeId)} role="button" className={styles.poster} onClick={open(video)} onKeyDown={open(video)} aria-haspopup="dialog">
              <span className={styles.frame}>
                <LaterImage src={video.poster} alt="" width={1280} height={720} className={styles.image} />
                <span className={styles.play} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width={28} height={28}>
                    <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
                  </svg>
                </span>
              </span>
              <span className={styles.title}>
                <span className="visually-hidden">Play video: </span>
                {video.title}
              </span>
            </a>
            <p className={styles.description}>{video.description}</p>
          </li>
        ))}
      </ul>
      {playing && <VideoModal video={playing} onClose={close} />}
    </>
  );
}
