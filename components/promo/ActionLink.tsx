import Link from "next/link";
import { isSitePath } from "@/lib/markdown/links";

/** A content-defined button: site paths navigate in place, anything else is an ordinary outbound link. */
export function ActionLink({ url, label, className = "button button--primary" }: { url: string; label: string; className?: string }) {
  return isSitePath(url) ? (
    <Link href={url} className={className}>
      {label}
    </Link>
  ) : (
    <a href={url} className={className} rel="noopener noreferrer">
      {label}
    </a>
  );
}
