"use client";

import { useEffect, useState } from "react";
import { ageWords, nextAgeChange } from "@/lib/live-time";

/**
 * The data's time as the server printed it into the cached page ("10:13 NZDT", right in both markets before any
 * script), and once hydrated its age by the visitor's clock ("2 minutes ago"), which only the browser can know of
 * a cached copy. The age is kept current, waking once a minute, when its words change.
 */
export function LiveAge({ dataTime, zoned }: { dataTime: number; zoned: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, nextAgeChange(dataTime, current));
    };
    tick();
    return () => clearTimeout(timer);
  }, [dataTime]);
  return (
    <time dateTime={new Date(dataTime).toISOString()} title={zoned}>
      {now === null ? zoned : `${ageWords(dataTime, now)} (${zoned})`}
    </time>
  );
}
