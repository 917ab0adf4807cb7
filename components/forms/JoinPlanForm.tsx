"use client";

import type { FormEvent } from "react";
import { messageFor } from "@/lib/facade/messages/error";
import { JOIN_PLAN_ERRORS, JOIN_PLAN_SUCCESS } from "@/lib/facade/messages/join-plan";
import { joinPlanPayload } from "@/lib/forms/payloads/join-plan";
import { FIELD_LIMITS } from "@/lib/facade/limits";
import { NeededNote, TextField } from "./Field";
import { FormAlert } from "./FormAlert";
import { FormSuccess } from "./FormSuccess";
import styles from "./Form.module.css";
import { SubmitButton } from "./SubmitButton";
import { useMounted } from "./useMounted";
import { useSubmission } from "./useSubmission";

/** Work email and app phone number: the facade emails a verification link when both check out. */
export function JoinPlanForm({ plan }: { plan: string }) {
  const { state, send, edit } = useSubmission("/api/facade/join-plan");
  const ready = useMounted();

  if (state.status === "success") return <FormSuccess heading={JOIN_PLAN_SUCCESS.heading} message={JOIN_PLAN_SUCCESS.text} />;

  const busy = state.status === "loading";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void send(joinPlanPayload(new FormData(event.currentTarget), plan));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} onChange={edit} aria-busy={busy} aria-label="Verify your workplace plan">
      <NeededNote />
      <TextField id="join-email" name="email" type="email" label="Work email" needed autoComplete="email" hint="The address your employer gave you." maxLength={FIELD_LIMITS.joinPlan.email} disabled={busy} />
      <TextField
        id="join-phone"
        name="phone"
        type="text"
        inputMode="tel"
        label="Phone number"
        needed
        autoComplete="tel"
        hint="The number on your Flamingo app account."
        maxLength={FIELD_LIMITS.joinPlan.phone}
        disabled={busy}
      />
      <div className={styles.actions}>
        <FormAlert message={state.status === "error" ? messageFor(JOIN_PLAN_ERRORS, state.code) : null} />
        <SubmitButton label="Verify My Email" loading={busy} ready={ready} />
      </div>
    </form>
  );
}
