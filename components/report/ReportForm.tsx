"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { NeededNote, TextField } from "@/components/forms/Field";
import { ChoiceField } from "@/components/forms/ChoiceField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { FormAlert } from "@/components/forms/FormAlert";
import { FormSuccess } from "@/components/forms/FormSuccess";
import styles from "@/components/forms/Form.module.css";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useEarlyValue } from "@/components/forms/useEarlyValue";
import { useMounted } from "@/components/forms/useMounted";
import { useSubmission } from "@/components/forms/useSubmission";
import { CONTACT_ERRORS, CONTACT_SUCCESS } from "@/lib/facade/messages/contact";
import { messageFor } from "@/lib/facade/messages/error";
import { CONTACT_TYPE_LABELS, CONTACT_TYPES_WITH_PLACE, type ContactType } from "@/lib/facade/options/contact";
import { FIELD_LIMITS } from "@/lib/facade/limits";
import { fieldsNeedingAttention, type Attention, type JudgedField } from "@/lib/forms/attention";
import { contactPayload } from "@/lib/forms/payloads/contact";
import type { NamedPlace } from "@/lib/geo/place-words";
import { LocateButton } from "./LocateButton";
import report from "./ReportForm.module.css";

const MESSAGE_LABELS: Partial<Record<ContactType, string>> = { report: "Reason/Details", incident: "Incident Details" };
const TYPES = CONTACT_TYPES_WITH_PLACE;
const INITIAL: ContactType = "report";

/** What the mark under a field says, by what the server's refusal most likely means for it. */
const ATTENTION_WORDS: Record<JudgedField, Record<"missing" | "check", string>> = {
  name: { missing: "Add your name.", check: "Check your name." },
  email: { missing: "Add your email address.", check: "Check your email address: we reply to it." },
  message: { missing: "Tell us what you found.", check: "Check what you wrote here." },
};

type Props = { places: readonly NamedPlace[]; registrationHelp: ReactNode };

/** One numbered step of the report: a fieldset whose legend reads as the step's heading. */
function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={report.step}>
      <legend className={report.stepTitle}>
        <span className={report.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </legend>
      <div className={report.stepBody}>{children}</div>
    </fieldset>
  );
}

/**
 * /report's form, in the order the person who reads a report needs it and someone on a footpath can answer it:
 * where the vehicle is, its number, what happened, then how to reach the sender. It sends the spec's contact enquiry
 * (type, name, email, message, and location and registration when written) to /contact's endpoint, and shows the
 * spec's message for each code; after a refusal it also marks each field that needs attention
 * (lib/forms/attention.ts). No checks before sending: the spec leaves judging to the server.
 */
export function ReportForm({ places, registrationHelp }: Props) {
  const { state, send, edit } = useSubmission("/api/facade/contact");
  const [chosen, setType, typeControl] = useEarlyValue<HTMLFieldSetElement>(INITIAL);
  const type: ContactType = TYPES.find((known) => known === chosen) ?? INITIAL;
  const ready = useMounted();
  const formRef = useRef<HTMLFormElement>(null);
  const [attention, setAttention] = useState<Attention>({});

  const failedWith = state.status === "error" ? state.code : null;
  useEffect(() => {
    const form = formRef.current;
    if (failedWith === null || !form) {
      setAttention({});
      return;
    }
    const fields = new FormData(form);
    const email = form.elements.namedItem("email");
    setAttention(
      fieldsNeedingAttention(failedWith, {
        name: String(fields.get("name") ?? ""),
        email: String(fields.get("email") ?? ""),
        message: String(fields.get("message") ?? ""),
        emailMalformed: email instanceof HTMLInputElement && email.validity.typeMismatch,
      }),
    );
  }, [failedWith]);

  if (state.status === "success") return <FormSuccess message={CONTACT_SUCCESS} />;

  const busy = state.status === "loading";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void send(contactPayload(new FormData(event.currentTarget)));
  };
  /** aria-invalid and the mark's words, named as the control's description beside its character count. */
  const marked = (field: JudgedField) => {
    const mark = attention[field];
    const id = `report-${field}`;
    return {
      "aria-invalid": mark ? true : undefined,
      "aria-describedby": mark ? `${id}-count ${id}-attention` : undefined,
      mark: mark ? (
        <p id={`${id}-attention`} className={report.attention}>
          {ATTENTION_WORDS[field][mark]}
        </p>
      ) : null,
    };
  };
  const name = marked("name");
  const email = marked("email");
  const message = marked("message");

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} onChange={edit} aria-busy={busy} aria-label="Report form">
      <NeededNote />
      <Step number={1} title="Where is it?">
        <LocateButton targetId="report-location" places={places} ready={ready} disabled={busy} />
        <TextField id="report-location" name="location" label="Location" hint="Or type a street address or a landmark nearby." maxLength={FIELD_LIMITS.contact.location} disabled={busy} />
      </Step>
      <Step number={2} title="Which vehicle?">
        <TextField id="report-registration" name="registration" label="Registration" hint="The number printed on the scooter or bike." maxLength={FIELD_LIMITS.contact.registration} disabled={busy} />
        {registrationHelp}
      </Step>
      <Step number={3} title="What happened?">
        <ChoiceField name="type" legend="What are you reporting?" options={TYPES.map((value) => ({ value, label: CONTACT_TYPE_LABELS[value] }))} initial={INITIAL} ref={typeControl as RefObject<HTMLFieldSetElement | null>} onChange={(event) => setType(event.target.value)} disabled={busy} />
        <div className={message.mark ? report.marked : undefined}>
          <TextAreaField id="report-message" name="message" label={MESSAGE_LABELS[type] ?? "Reason/Details"} rows={5} maxLength={FIELD_LIMITS.contact.message} needed disabled={busy} aria-invalid={message["aria-invalid"]} aria-describedby={message["aria-describedby"]} />
          {message.mark}
        </div>
      </Step>
      <Step number={4} title="How can we reach you?">
        <div className={styles.row}>
          <div className={name.mark ? report.marked : undefined}>
            <TextField id="report-name" name="name" label="Name" autoComplete="name" maxLength={FIELD_LIMITS.contact.name} needed disabled={busy} aria-invalid={name["aria-invalid"]} aria-describedby={name["aria-describedby"]} />
            {name.mark}
          </div>
          <div className={email.mark ? report.marked : undefined}>
            <TextField id="report-email" name="email" type="email" label="Email" autoComplete="email" maxLength={FIELD_LIMITS.contact.email} needed disabled={busy} aria-invalid={email["aria-invalid"]} aria-describedby={email["aria-describedby"]} />
            {email.mark}
          </div>
        </div>
      </Step>
      <div className={styles.actions}>
        <FormAlert message={failedWith !== null ? messageFor(CONTACT_ERRORS, failedWith) : null} />
        <SubmitButton label="Send Message" loading={busy} ready={ready} />
      </div>
    </form>
  );
}
