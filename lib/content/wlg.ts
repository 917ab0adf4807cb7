import "server-only";
import { z } from "zod";
import { once, readJson } from "./files";
import { summary, text } from "./schemas";

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** Only colours from the design palette that read on the map's light background. */
const routeColour = z.enum(["#FF206E", "#C8004B", "#1B1B2F"]);

const guide = z.strictObject({ heading: text, steps: z.array(text).min(1) });

export const wlgSchema = z.strictObject({
  title: text,
  summary,
  intro: text,
  facts: z.strictObject({ minutes: z.number().int().positive(), price: z.number().positive(), text }),
  departing: guide,
  arriving: guide,
  parking: z.strictObject({ lat: latitude, lng: longitude, label: text }),
  routes: z
    .array(
      z.strictObject({
        name: text,
        description: text,
        colour: routeColour,
        path: z.array(z.tuple([latitude, longitude])).min(2),
      }),
    )
    .length(3)
    .refine((routes) => new Set(routes.map((route) => route.colour)).size === routes.length, "each route needs its own colour"),
  promo: z.strictObject({
    title: text,
    text,
    code: z.string().regex(/^[A-Z0-9]{4,20}$/, "must be 4-20 capital letters or digits"),
    terms: z.array(text).min(1),
  }),
});

export type Wlg = z.infer<typeof wlgSchema>;

export const getWlg = once(() => readJson("pages/wlg.json", wlgSchema));
