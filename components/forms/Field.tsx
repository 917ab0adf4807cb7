import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { CharacterCount } from "./CharacterCount";
import styles from "./Form.module.css";

/**
 * `needed` marks a field the server will ask for: a visible mark beside the label and `aria-required` on the
 * control. Not the `required` attribute: that would make the browser judge the form, and the spec leaves judging to
 * the server, whose code picks the message.
 */
type Labelled = { id: string; label: string; hint?: ReactNode; needed?: boolean };

function Frame({ id, label, hint, needed, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      {/* The mark sits beside the label, not in it: the label's words stay the field's name, and aria-required
          says "required" once, without a "star" read out. */}
      <span className={styles.labelLine}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {needed ? (
          <span className={styles.needed} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * What every control carries: its id, its hint and its character count (when it has a limit) as description,
 * and whether the server will ask for it.
 */
const controlProps = ({ id, hint, needed, maxLength }: Pick<Labelled, "id" | "hint" | "needed"> & { maxLength?: number }) => ({
  id,
  "aria-describedby": [hint ? `${id}-hint` : "", maxLength ? `${id}-count` : ""].filter(Boolean).join(" ") || undefined,
  "aria-required": needed || undefined,
});

/** The line above a form that says what its mark means; hidden from screen readers, which hear aria-required. */
export function NeededNote() {
  return (
    <p className={styles.neededNote} aria-hidden="true">
      Fields marked <span className={styles.needed}>*</span> are required.
    </p>
  );
}

/**
 * A one-line input; its type is always written out (text unless given), so every checker reads its autocomplete.
 * With `maxLength` (the server's limit) it also says how much is left once a person nears it.
 */
export function TextField({ id, label, hint, needed, type = "text", maxLength, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint} needed={needed}>
      <input {...controlProps({ id, hint, needed, maxLength })} type={type} className={styles.control} maxLength={maxLength} {...input} />
      {maxLength ? <CharacterCount controlId={id} max={maxLength} /> : null}
    </Frame>
  );
}

export function TextAreaField({ id, label, hint, needed, maxLength, ...textarea }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} hint={hint} needed={needed}>
      <textarea {...controlProps({ id, hint, needed, maxLength })} className={`${styles.control} ${styles.textarea}`} maxLength={maxLength} {...textarea} />
      {maxLength ? <CharacterCount controlId={id} max={maxLength} /> : null}
    </Frame>
  );
}

export type Option = string | { value: string; label: string };

export function SelectField({ id, label, hint, needed, options, ...select }: Labelled & { options: readonly Option[]; ref?: Ref<HTMLSelectElement> } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} hint={hint} needed={needed}>
      <select {...controlProps({ id, hint, needed })} className={`${styles.control} ${styles.select}`} {...select}>
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Frame>
  );
}
