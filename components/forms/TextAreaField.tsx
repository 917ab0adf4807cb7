import type { TextareaHTMLAttributes } from "react";
import { CharacterCount } from "./CharacterCount";
import { controlProps, Frame, type Labelled } from "./FieldFrame";
import styles from "./FieldFrame.module.css";

/** A text area with the server's limit, saying how much is left once a person nears it; only the contact form has one. */
export function TextAreaField({ id, label, hint, needed, maxLength, ...textarea }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} hint={hint} needed={needed}>
      <textarea {...controlProps({ id, hint, needed, counted: Boolean(maxLength) })} className={`${styles.control} ${styles.textarea}`} maxLength={maxLength} {...textarea} />
      {maxLength ? <CharacterCount controlId={id} max={maxLength} /> : null}
    </Frame>
  );
}
