"use client";

import { useEffect, useState } from "react";
import { LOADER_HOLD_MS, segmentAfter } from "@/lib/in-app";

export type InAppState<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed" };

export type InAppOptions<T> = {
  /** The first path segment: the value to load is the one after it. */
  section: string;
  endpoint: string;
  /** The request body for a path value, or null when the value is malformed (then nothing is sent). */
  body: (value: string) => object | null;
  /** The wanted part of a successful answer, or undefined when the answer has the wrong shape. */
  read: (json: unknown) => T | undefined;
};

class Failed extends Error {}

async function load<T>({ section, endpoint, body, read }: InAppOptions<T>, signal: AbortSignal): Promise<T> {
  const value = segmentAfter(window.location.pathname, section);
  const payload = value === undefined ? null : body(value);
  if (!payload) throw new Failed("malformed path value");
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    signal,
  });
  if (!response.ok) throw new Failed(`status ${response.status}`);
  const data = read(await response.json());
  if (data === undefined) throw new Failed("unexpected answer");
  await new Promise((resolve) => window.setTimeout(resolve, LOADER_HOLD_MS));
  return data;
}

/**
 * The in-app pages' state machine: loading until the facade answers, then (after holding the loader for
 * LOADER_HOLD_MS) ready with the data, or failed on any error, bad answer or malformed path value.
 * `options` should be a module-level constant: a new object each render would start a new load.
 */
export function useInAppData<T>(options: InAppOptions<T>): InAppState<T> {
  const [state, setState] = useState<InAppState<T>>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    load(options, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "ready", data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [options]);

  return state;
}
