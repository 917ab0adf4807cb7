import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from "react";
import styles from "./FieldFrame.module.css";

/**
 * A field's label, mark, hint and control, without the character count (Field.tsx adds it where a field has a
 * limit): what the fare finder and the discount calculator use, so their scripts carry no count.
 *
 * `needed` marks a field the server will ask for: a visible mark beside the label and `aria-required` on the
 * control. Not the `required` attribute: that would make the browser judge the form, and the spec leaves judging to
 * the server, whose code picks the message.
 */
export type Labelled = { id: string; label: string; hint?: ReactNode; needed?: boolean };

export function Frame({ id, label, hint, needed, children }: Labelled & { children: ReactNode }) {
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
 * What every control carries: its id, its hint and its character count (when it has one) as description, and
 * whether the server will ask for it.
 */
export const controlProps = ({ id, hint, needed, counted }: Pick<Labelled, "id" | "hint" | "needed"> & { counted?: boolean }) => ({
  id,
  "aria-describedby": [hint ? `${id}-hint` : "", counted ? `${id}-count` : ""].filter(Boolean).join(" ") || undefined,
  "aria-required": needed || undefined,
});

/**
 * A one-line input; its type is always written out (text unless given), so every checker reads its autocomplete.
 * `counter`: what follows the control inside the field (Field.tsx's character count), which then describes it.
 */
export function InputField({ id, label, hint, needed, type = "text", counter, ...input }: Labelled & { counter?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint} needed={needed}>
      <input {...controlProps({ id, hint, needed, counted: Boolean(counter) })} type={type} className={styles.control} {...input} />
      {counter}
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
