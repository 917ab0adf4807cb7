"use client";

import { useEffect } from "react";
import { DOWNLOAD_DELAY_MS, downloadTarget, followDownload, type DownloadLinks } from "@/lib/download";
import { goTo, pageHidden } from "./browser";

/** /download: sends the device to its store as soon as the page loads, 3 s between the iOS attempts. */
export function DownloadRedirect({ links }: { links: DownloadLinks }) {
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const target = downloadTarget(navigator.userAgent, navigator.maxTouchPoints, links);
    followDownload(target, DOWNLOAD_DELAY_MS.downloadPage, (url) => (target.kind === "other" ? window.location.replace(url) : goTo(url)), pageHidden, (fn, ms) => timers.push(setTimeout(fn, ms)));
    return () => timers.forEach(clearTimeout);
  }, [links]);
  return null;
}
