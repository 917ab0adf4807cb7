/**
 * The life of one form submission, shared by every form on the site: idle → loading → success | error.
 * Pure, so the rules (no double submit, editing clears an error, success is final) are tested without a DOM.
 */

export type FormState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success" }
  | { status: "error"; code: string };

export type FormEvent =
  | { type: "submit" }
  | { type: "succeed" }
  | { type: "fail"; code: string }
  | { type: "edit" };

export const initialFormState: FormState = { status: "idle" };

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "submit":
      return state.status === "idle" || state.status === "error" ? { status: "loading" } : state;
    case "succeed":
      return state.status === "loading" ? { status: "success" } : state;
    case "fail":
      return state.status === "loading" ? { status: "error", code: event.code } : state;
    case "edit":
      return state.status === "error" ? { status: "idle" } : state;
  }
}

/** Whether the fields can be changed: not while a submission is in flight, and not once it has succeeded. */
export const isEditable = (state: FormState) => state.status === "idle" || state.status === "error";
