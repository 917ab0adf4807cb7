/**
 * A shared link's values go into the form's controls, but only into those nobody has changed yet: a choice made
 * before the page's script ran is kept over the link's.
 */
export function fillUntouched(form: HTMLFormElement, values: URLSearchParams, names: readonly string[]) {
  for (const name of names) {
    const value = values.get(name);
    const control = form.elements.namedItem(name);
    if (value === null || !control) continue;
    if (control instanceof RadioNodeList) {
      const radios = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
      const untouched = radios.every((radio) => radio.checked === radio.defaultChecked);
      const target = radios.find((radio) => radio.value === value);
      if (untouched && target) target.checked = true;
    } else if (control instanceof HTMLSelectElement) {
      const untouched = [...control.options].every((option) => option.selected === option.defaultSelected);
      if (untouched && [...control.options].some((option) => option.value === value)) control.value = value;
    } else if (control instanceof HTMLInputElement && control.value === control.defaultValue) {
      control.value = value;
    }
  }
}

/** The form's current values, read the way a query is. */
export function formValues(form: HTMLFormElement): { get(name: string): string | null } {
  const data = new FormData(form);
  return {
    get: (name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    },
  };
}
