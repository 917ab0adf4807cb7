import type { ChangeEvent, Ref } from "react";
import frame from "./FieldFrame.module.css";
import styles from "./Form.module.css";

type Props = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Checked in the served HTML; afterwards the browser keeps the choice (see below). */
  initial: string;
  ref?: Ref<HTMLFieldSetElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
};

/**
 * A choice shown whole, one tap each, where a select would take two: radio buttons in a fieldset, its legend their
 * name. Uncontrolled (`defaultChecked`): a choice made before hydration stays as the browser left it, and the form
 * reads it back through the fieldset (useEarlyValue), as it reads a select.
 */
export function ChoiceField({ name, legend, options, initial, ref, onChange, disabled }: Props) {
  return (
    <fieldset className={styles.choices} ref={ref} disabled={disabled}>
      <legend className={frame.label}>{legend}</legend>
      <div className={styles.choiceList}>
        {options.map(({ value, label }) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name={name} value={value} defaultChecked={value === initial} onChange={onChange} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
