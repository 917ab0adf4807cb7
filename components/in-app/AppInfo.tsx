"use client";

import { MarkdownBlocks } from "@/components/markdown/MarkdownBlocks";
import { readAppInfo, withPhone } from "@/lib/in-app";
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

/**
 * /app-info/{slug}: the content the app asks for, fetched from the facade by the slug in the path; "{phone}" in it
 * becomes the market's number as a call link.
 */
export function AppInfo({ phone }: { phone: { label: string; href: string } }) {
  const state = useInAppData(request);
  return (
    <>
      <InAppAnnouncer status={state.status} ready="Page loaded" />
      {state.status === "loading" ? <InAppLoader /> : null}
      {state.status === "failed" ? <InAppFailure /> : null}
      {state.status === "ready" ? (
        <article className={`prose ${styles.content}`}>
          <MarkdownBlocks>{withPhone(state.data, phone)}</MarkdownBlocks>
        </article>
      ) : null}
    </>
  );
}
