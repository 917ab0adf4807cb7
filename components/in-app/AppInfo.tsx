"use client";

import { MarkdownBlocks } from "@/components/markdown/MarkdownBlocks";
import { readAppInfo } from "@/lib/in-app";
import { isSafeValue } from "@/lib/safe-text";
import styles from "./InApp.module.css";
import { InAppAnnouncer, InAppFailure, InAppLoader } from "./InAppStatus";
import { useInAppData, type InAppOptions } from "./useInAppData";

const request: InAppOptions<string> = {
  section: "app-info",
  endpoint: "/api/facade/app-info",
  body: (slug) => (isSafeValue(slug) ? { slug } : null),
  read: readAppInfo,
};

/** /app-info/{slug}: the content the app asks for, fetched from the facade by the slug in the path. */
export function AppInfo() {
  const state = useInAppData(request);
  return (
    <>
      <InAppAnnouncer status={state.status} ready="Page loaded" />
      {state.status === "loading" ? <InAppLoader /> : null}
      {state.status === "failed" ? <InAppFailure /> : null}
      {state.status === "ready" ? (
        <article className={`prose ${styles.content}`}>
          <MarkdownBlocks>{state.data}</MarkdownBlocks>
        </article>
      ) : null}
    </>
  );
}
