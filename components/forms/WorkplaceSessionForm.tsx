"use client";

import { useMemo, useState, type FormEvent } from "react";
import { messageFor } from "@/lib/facade/messages/error";
import { WORKPLACE_SESSION_ERRORS, WORKPLACE_SESSION_SUCCESS } from "@/lib/facade/messages/workplace-session";
import { WORKPLACE_CITIES, WORKPLACE_PARTICIPANTS, WORKPLACE_TIMES, workplaceTypeIn, workplaceTypesFor } from "@/lib/facade/options/workplace";
import { workplacePayload } from "@/lib/forms/payloads/workplace";
import { sessionDateOptions } from "@/lib/session-dates";
import { FIELD_LIMITS } from "@/lib/facade/limits";
import { NeededNote, TextField } from "./Field";
import { SelectField } from "./FieldFrame";
import { FormAlert } from "./FormAlert";
import { FormSuccess } from "./FormSuccess";
import styles from "./Form.module.css";
import { SubmitButton } from "./SubmitButton";
import { useEarlyValue } from "./useEarlyValue";
import { useMounted } from "./useMounted";
import { useNzToday } from "./useNzToday";
import { useSubmission } from "./useSubmission";

/** The training-session request. Dates are worked out in the browser from New Zealand's today. */
export function WorkplaceSessionForm() {
  const { state, send, edit } = useSubmission("/api/facade/workplace-session");
  const ready = useMounted();
  const today = useNzToday();
  // A city or type picked before the page came alive is kept; the type then follows the city as on a change.
  const [city, setCity, cityControl] = useEarlyValue("Wellington");
  const [type, setType, typeControl] = useEarlyValue("Bikes", (read) => workplaceTypeIn(cityControl.current?.value ?? "Wellington", read));
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const dates = useMemo(() => (today ? sessionDateOptions(today) : []), [today]);

  if (state.status === "success") return <FormSuccess message={WORKPLACE_SESSION_SUCCESS} />;

  const busy = state.status === "loading";
  const types = workplaceTypesFor(city);
  // A date that has dropped off the list (the page was left open past midnight) falls back to the first one.
  const date = chosenDate !== null && dates.includes(chosenDate) ? chosenDate : (dates[0] ?? "");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && dates.length > 0) void send(workplacePayload(new FormData(event.currentTarget)));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} onChange={edit} aria-busy={busy} aria-label="Workplace training request">
      <NeededNote />
      <div className={styles.row}>
        <TextField id="session-name" needed name="name" label="Name" autoComplete="name" maxLength={FIELD_LIMITS.workplaceSession.name} disabled={busy} />
        <TextField id="session-email" needed name="email" type="email" label="Work email" autoComplete="email" maxLength={FIELD_LIMITS.workplaceSession.email} disabled={busy} />
      </div>
      <TextField id="session-organisation" needed name="organisation" label="Organisation" autoComplete="organization" maxLength={FIELD_LIMITS.workplaceSession.organisation} disabled={busy} />
      <div className={styles.row}>
        <SelectField
          id="session-city"
          needed
          name="city"
          label="City"
          options={WORKPLACE_CITIES}
          ref={cityControl}
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
            setType(workplaceTypeIn(event.target.value, type));
          }}
          disabled={busy}
        />
        <SelectField
          id="session-type"
          needed
          name="type"
          label="Vehicles"
          hint={types.length === 1 ? "Bike sessions run in Wellington only." : undefined}
          options={types}
          ref={typeControl}
          value={type}
          onChange={(event) => setType(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className={styles.row}>
        <SelectField id="session-participants" needed name="participants" label="Participants" options={WORKPLACE_PARTICIPANTS} defaultValue="6-10" disabled={busy} />
        <SelectField id="session-time" needed name="time" label="Time of day" options={WORKPLACE_TIMES} defaultValue="Afternoon" disabled={busy} />
      </div>
      <SelectField
        id="session-date"
        needed
        name="date"
        label="Preferred date"
        options={dates.length > 0 ? dates : [{ value: "", label: "Loading dates…" }]}
        value={date}
        onChange={(event) => setChosenDate(event.target.value)}
        disabled={busy || dates.length === 0}
      />
      <div className={styles.actions}>
        <FormAlert message={state.status === "error" ? messageFor(WORKPLACE_SESSION_ERRORS, state.code) : null} />
        <SubmitButton label="Request a Session" loading={busy} ready={ready && dates.length > 0} />
      </div>
    </form>
  );
}
