import { Fragment } from "react";
import { maoriRuns } from "@/lib/maori";

/** Copy with its te reo Māori names marked `lang="mi"`, so screen readers say them in Māori. */
export function MaoriText({ children }: { children: string }) {
  return maoriRuns(children).map((run, index) =>
    run.mi ? (
      <span key={index} lang="mi">
        {run.text}
      </span>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}
