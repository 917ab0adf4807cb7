import { isSitePath } from "@/lib/markdown/links";

/**
 * A content-defined button: site paths navigate in place (components/layout/LinkNavigation.tsx), anything else is
 * an ordinary outbound link that tells the other site nothing of this page.
 */
export function ActionLink({ url, label, className = "button button--primary" }: { url: string; label: string; className?: string }) {
  return (
    <a href={url} className={className} rel={isSitePath(url) ? undefined : "noopener noreferrer"}>
      {label}
    </a>
  );
}
