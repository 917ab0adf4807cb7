"use client";

import { useEffect, useRef } from "react";
import { messageFor } from "@/lib/facade/messages/error";
import { VERIFY_PLAN_ERRORS, verifyPlanSuccess } from "@/lib/facade/messages/verify-plan";
import { valueFromPath } from "@/lib/forms/path";
import { FormAlert } from "./FormAlert";
import { FormSuccess } from "./FormSuccess";
import { Loading } from "./Loading";
import { useSubmission } from "./useSubmission";

/** Spends the emailed token once, on arrival, and says how it went. */
export function VerifyPlan({ product }: { product: string }) {
  const { state, send, fail } = useSubmission("/api/facade/verify-plan");
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single use: a second effect run (development's strict mode) must not spend it again.
    if (started.current) return;
    started.current = true;
    const token = valueFromPath(window.location.pathname, "verify-plan");
    if (token) void send({ token });
    else fail("validation");
  }, [send, fail]);

  if (state.status === "success") return <FormSuccess heading="You're verified" message={verifyPlanSuccess(product)} />;
  if (state.status === "error") {
    return (
      <div>
        <FormAlert message={messageFor(VERIFY_PLAN_ERRORS, state.code)} />
        <p>
          Each link works once and only for a limited time. You can ask for a fresh one from your workplace&apos;s join page, or{" "}
          <a href="/contact">contact us</a> if you&apos;re stuck.
        </p>
      </div>
    );
  }
  return <Loading label="Checking your verification link" />;
}
