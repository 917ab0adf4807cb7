// CPU time of a process group, for the scripts that measure what a request costs an instance.
import fs from "node:fs";

/** Clock ticks a second as /proc reports them (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) used so far by every process of the group led by `pgid`. */
export function cpuSeconds(pgid) {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp … utime (14th) stime (15th).
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
