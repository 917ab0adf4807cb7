"use client";

import type { ReactNode } from "react";
import { DOWNLOAD_DELAY_MS, downloadTarget, followDownload, type DownloadLinks } from "@/lib/download";
import { goTo, pageHidden } from "./browser";

/** The top bar's Download action: a plain link to /download that, with JavaScript, goes straight to the right store. */
export function DownloadAction({ links, className, children }: { links: DownloadLinks; className?: string; children: ReactNode }) {
  return (
    <a
      href="/download"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const target = downloadTarget(navigator.userAgent, navigator.maxTouchPoints, links);
        followDownload(target, DOWNLOAD_DELAY_MS.topBar, goTo, pageHidden);
      }}
    >
      {children}
    </a>
  );
}
