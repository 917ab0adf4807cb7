"use client";

import { useCallback, useReducer, useRef } from "react";
import { formReducer, initialFormState } from "@/lib/forms/machine";
import { submitJson } from "@/lib/forms/submit";

/** Binds the shared state machine to one endpoint: `send` posts a payload once at a time, `edit` clears an error. */
export function useSubmission(url: string) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const inFlight = useRef(false);

  const send = useCallback(
    async (payload: unknown) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: "submit" });
      const result = await submitJson(url, payload);
      inFlight.current = false;
      dispatch(result.ok ? { type: "succeed" } : { type: "fail", code: result.code });
    },
    [url],
  );
  const fail = useCallback((code: string) => {
    dispatch({ type: "submit" });
    dispatch({ type: "fail", code });
  }, []);
  const edit = useCallback(() => dispatch({ type: "edit" }), []);

  return { state, send, fail, edit };
}
