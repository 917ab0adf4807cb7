"use client";

import type { FormEvent } from "react";
import { CONTACT_ERRORS, CONTACT_SUCCESS } from "@/lib/facade/messages/contact";
import { messageFor } from "@/lib/facade/messages/error";
import { CONTACT_TYPES, CONTACT_TYPE_LABELS, CONTACT_TYPES_WITH_PLACE, type ContactType } from "@/lib/facade/options/contact";
import { contactPayload } from "@/lib/forms/payloads/contact";
import { FIELD_LIMITS } from "@/lib/facade/limits";
import { NeededNote, TextField } from "./Field";
import { SelectField } from "./FieldFrame";
import { TextAreaField } from "./TextAreaField";
import { FormAlert } from "./FormAlert";
import { FormSuccess } from "./FormSuccess";
import styles from "./Form.module.css";
import { SubmitButton } from "./SubmitButton";
import { useEarlyValue } from "./useEarlyValue";
import { useMounted } from "./useMounted";
import { useSubmission } from "./useSubmission";

const MESSAGE_LABELS: Record<ContactType, string> = {
  general: "Message",
  trip: "Message",
  report: "Reason/Details",
  incident: "Incident Details",
};

const optionsFor = (types: readonly ContactType[]) => types.map((value) => ({ value, label: CONTACT_TYPE_LABELS[value] }));

/** /report has a form of its own, in the order a report is read (components/report/ReportForm.tsx). */
type Props = { phoneLabel: string; phoneHref: string };

/** The enquiry form. No checks beyond the input types: the server judges, and its code picks the message. */
export function ContactForm({ phoneLabel, phoneHref }: Props) {
  const { state, send, edit } = useSubmission("/api/facade/contact");
  const [chosen, setType, typeControl] = useEarlyValue<HTMLSelectElement>("general");
  const type: ContactType = CONTACT_TYPES.find((known) => known === chosen) ?? "general";
  const ready = useMounted();

  if (state.status === "success") return <FormSuccess message={CONTACT_SUCCESS} />;

  const busy = state.status === "loading";
  const asksForPlace = CONTACT_TYPES_WITH_PLACE.includes(type);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void send(contactPayload(new FormData(event.currentTarget)));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} onChange={edit} aria-busy={busy} aria-label="Contact form">
      <NeededNote />
      <div>
        <SelectField
          id="contact-type"
          name="type"
          label="What can we help with?"
          needed
          options={optionsFor(CONTACT_TYPES)}
          ref={typeControl}
          value={type}
          onChange={(event) => setType(event.target.value)}
          disabled={busy}
        />
        <div aria-live="polite">
          {type === "trip" ? (
            <p className={styles.notice}>
              <span>
                If you are unable to end your ride, please call us for immediate support. <a href={phoneHref}>Call {phoneLabel}</a>
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.row}>
        <TextField id="contact-name" name="name" label="Name" autoComplete="name" maxLength={FIELD_LIMITS.contact.name} needed disabled={busy} />
        <TextField id="contact-email" name="email" type="email" label="Email" autoComplete="email" maxLength={FIELD_LIMITS.contact.email} needed disabled={busy} />
      </div>
      {/* Hidden rather than removed, so words typed here survive a change of type and back. */}
      <div className={styles.row} hidden={!asksForPlace}>
        <TextField id="contact-location" name="location" label="Location" hint="A street address or landmark nearby." maxLength={FIELD_LIMITS.contact.location} disabled={busy} />
        <TextField id="contact-registration" name="registration" label="Registration" hint="The number printed on the scooter or bike." maxLength={FIELD_LIMITS.contact.registration} disabled={busy} />
      </div>
      <TextAreaField id="contact-message" name="message" label={MESSAGE_LABELS[type]} rows={5} maxLength={FIELD_LIMITS.contact.message} needed disabled={busy} />
      <div className={styles.actions}>
        <FormAlert message={state.status === "error" ? messageFor(CONTACT_ERRORS, state.code) : null} />
        <SubmitButton label="Send Message" loading={busy} ready={ready} />
      </div>
    </form>
  );
}
