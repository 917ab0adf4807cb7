"use client";

import dynamic from "next/dynamic";
import { isAppInfoSlug, readAppInfo } from "@/lib/in-app";
import styles from "./InApp.module.css";
import { InAppFailure, InAppLoader } from "./InAppStatus";
import { useInAppData, type InAppOptions } from "./useInAppData";

const loadMarkdown = () => import("@/components/markdown/Markdown");

/** The markdown renderer is fetched only once there is content to show, so the loader paints first. */
const Markdown = dynamic(() => loadMarkdown().then((module) => module.Markdown), { loading: InAppLoader });

const request: InAppOptions<string> = {
  section: "app-info",
  endpoint: "/api/facade/app-info",
  body: (slug) => (isAppInfoSlug(slug) ? { slug } : null),
  read: readAppInfo,
  prepare: loadMarkdown,
};

/** /app-info/{slug}: the content the app asks for, fetched from the facade by the slug in the path. */
export function AppInfo() {
  const state = useInAppData(request);
  if (state.status === "loading") return <InAppLoader />;
  if (state.status === "failed") return <InAppFailure />;
  return (
    <article className={`prose ${styles.content}`}>
      <Markdown>{state.data}</Markdown>
    </article>
  );
}
