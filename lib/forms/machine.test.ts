import { formReducer, initialFormState, isEditable, type FormEvent, type FormState } from "./machine";

const run = (events: FormEvent[], from: FormState = initialFormState) => events.reduce(formReducer, from);

describe("form state machine", () => {
  it("starts idle and goes to loading on submit", () => {
    expect(initialFormState).toEqual({ status: "idle" });
    expect(run([{ type: "submit" }])).toEqual({ status: "loading" });
  });

  it("ends in success or in an error carrying the code", () => {
    expect(run([{ type: "submit" }, { type: "succeed" }])).toEqual({ status: "success" });
    expect(run([{ type: "submit" }, { type: "fail", code: "validation" }])).toEqual({ status: "error", code: "validation" });
  });

  it("ignores a second submit while one is in flight", () => {
    const loading = run([{ type: "submit" }]);
    expect(formReducer(loading, { type: "submit" })).toBe(loading);
  });

  it("clears an error when the rider edits a field, and lets them submit again", () => {
    const error = run([{ type: "submit" }, { type: "fail", code: "validation" }]);
    expect(formReducer(error, { type: "edit" })).toEqual({ status: "idle" });
    expect(formReducer(error, { type: "submit" })).toEqual({ status: "loading" });
  });

  it("treats success as final", () => {
    const success = run([{ type: "submit" }, { type: "succeed" }]);
    for (const event of [{ type: "submit" }, { type: "edit" }, { type: "fail", code: "x" }, { type: "succeed" }] as FormEvent[]) {
      expect(formReducer(success, event)).toBe(success);
    }
  });

  it("ignores answers that arrive when nothing is in flight", () => {
    expect(formReducer(initialFormState, { type: "succeed" })).toBe(initialFormState);
    expect(formReducer(initialFormState, { type: "fail", code: "validation" })).toBe(initialFormState);
    expect(formReducer(initialFormState, { type: "edit" })).toBe(initialFormState);
  });

  it("lets fields be edited only when idle or in error", () => {
    expect(isEditable({ status: "idle" })).toBe(true);
    expect(isEditable({ status: "error", code: "validation" })).toBe(true);
    expect(isEditable({ status: "loading" })).toBe(false);
    expect(isEditable({ status: "success" })).toBe(false);
  });
});
