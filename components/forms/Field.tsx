import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import styles from "./Form.module.css";

type Labelled = { id: string; label: string; hint?: ReactNode };

function Frame({ id, label, hint, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

const describedBy = (id: string, hint: ReactNode) => (hint ? `${id}-hint` : undefined);

/** A one-line input; its type is always written out (text unless given), so every checker reads its autocomplete. */
export function TextField({ id, label, hint, type = "text", ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint}>
      <input id={id} type={type} className={styles.control} aria-describedby={describedBy(id, hint)} {...input} />
    </Frame>
  );
}

export function TextAreaField({ id, label, hint, ...textarea }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} hint={hint}>
      <textarea id={id} className={`${styles.control} ${styles.textarea}`} aria-describedby={describedBy(id, hint)} {...textarea} />
    </Frame>
  );
}

export type Option = string | { value: string; label: string };

export function SelectField({ id, label, hint, options, ...select }: Labelled & { options: readonly Option[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} hint={hint}>
      <select id={id} className={`${styles.control} ${styles.select}`} aria-describedby={describedBy(id, hint)} {...select}>
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
