import type { InputHTMLAttributes } from "react";
import { CharacterCount } from "./CharacterCount";
import { InputField, type Labelled } from "./FieldFrame";
import frame from "./FieldFrame.module.css";
import styles from "./Form.module.css";

/** The line above a form that says what its mark means; hidden from screen readers, which hear aria-required. */
export function NeededNote() {
  return (
    <p className={styles.neededNote} aria-hidden="true">
      Fields marked <span className={frame.needed}>*</span> are required.
    </p>
  );
}

/** A one-line input that, with `maxLength` (the server's limit), also says how much is left once a person nears it. */
export function TextField({ maxLength, ...field }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return <InputField {...field} maxLength={maxLength} counter={maxLength ? <CharacterCount controlId={field.id} max={maxLength} /> : undefined} />;
}
