import { z } from "zod";
import { phoneForms } from "@/lib/phone";
import { CITY_KEYS } from "./keys";

const text = z.string().trim().min(1);
const summary = z.string().trim().min(50).max(200);
const isoDate = z.iso.date({ error: "expected a date like 2025-03-31" });
/** Site paths, or absolute web and mail links: nothing a content editor types can become a script URL. */
const href = z.string().regex(/^(\/(?!\/)|https:\/\/|mailto:)/, "must be a site path, an https:// URL or a mailto: link");
const imagePath = z.string().regex(/^\/assets\/images\/[a-z0-9/-]+\.svg$/, "must be an SVG under /assets/images/");

/** A reference to another content file by its key (a promo's city), checked against that folder's files. */
export const keyIn = (keys: readonly string[], folder: string) =>
  z.string().refine((key) => keys.includes(key), { error: `expected the name of a file in content/${folder}: ${keys.join(", ")}` });

export const imageSchema = z.strictObject({ src: imagePath, alt: z.string() });

/** Phone numbers are written once, in national form with the country's calling code; links are derived from them. */
export const contactSchema = z
  .strictObject({
    phoneLabel: text,
    phone: z.string().regex(/^\d[\d ]{5,18}\d$/, "must be the national number: digits and spaces"),
    countryCode: z.string().regex(/^[1-9]\d{0,2}$/, "must be the calling code's digits, without +"),
    email: z.email(),
    mediaEmail: z.email(),
    /** The privacy officer's address, given in the Privacy Policy. */
    privacyEmail: z.email(),
    careersEmail: z.email(),
  })
  .transform(({ countryCode, ...contact }) => ({ ...contact, ...phoneForms(contact.phone, countryCode) }));

export const marketSchema = z.strictObject({
  name: text,
  locale: z.enum(["en-NZ", "en-AU"]),
  siteUrl: z.url({ protocol: /^https$/ }),
  /** The App Store listing in this market's storefront (apps.apple.com/{nz|au}/…). */
  appStoreUrl: z.string().regex(/^https:\/\/apps\.apple\.com\/[a-z]{2}\/app\/[a-z0-9-]+\/id\d+$/, "must be an apps.apple.com/{storefront}/app/{name}/id{digits} URL"),
  subline: text,
  contact: contactSchema,
});

export const marketsFileSchema = z.strictObject({
  hosts: z
    .array(z.strictObject({ host: z.string().regex(/^[a-z0-9.-]+$/), market: z.enum(["nz", "au"]) }))
    .min(1),
  markets: z.strictObject({ nz: marketSchema, au: marketSchema }),
});

export const siteSchema = z.strictObject({
  product: text,
  company: text,
  appStoreScheme: z.string().startsWith("itms-apps://"),
  appStoreId: z.string().regex(/^\d+$/),
  playStoreUrl: z.url(),
  playStorePackage: text,
  appDeepLink: z.string().regex(/^[a-z]+:\/\//),
  shopUrl: z.url(),
  helmetShopUrl: z.url(),
  social: z.strictObject({
    facebook: z.url(),
    x: z.url(),
    instagram: z.url(),
    tiktok: z.url(),
    linkedin: z.url(),
  }),
});

export const citySchema = z.strictObject({
  name: text,
  regionId: z.number().int().positive(),
  instructionGroupId: z.number().int().positive(),
  /** The system's id in the operator's GBFS feeds: GBFS_URL_TEMPLATE's {system}, and content/gbfs/{system}/. */
  gbfsSystem: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, "lower-case letters, digits, - and _"),
  image: imageSchema,
  catch: text,
  summary,
  blurb: text,
  safetyIntro: text,
  hours: z.tuple([text, text]),
  center: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  zoom: z.number().int().min(1).max(21).optional(),
  /**
   * Three to five places a local would look for, named on the service-area map and used to say where a phone's fix
   * is on /report. Coordinates are facts of geography (the place's centre, to about 50 m).
   */
  places: z
    .array(z.strictObject({ name: text, lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }))
    .min(3)
    .max(5),
  howTo: z.strictObject({ scooter: z.boolean(), scooter5: z.boolean(), bike: z.boolean() }),
  listed: z.boolean(),
  endedOn: isoDate.optional(),
});

export const vehicleSchema = z.strictObject({
  name: text,
  instructionGroupId: z.number().int().positive(),
  image: imageSchema,
  catch: text,
  summary,
  blurb: text,
  started: z.tuple([
    z.strictObject({ title: text, image: imageSchema, description: text }),
    z.strictObject({ title: text, image: imageSchema, description: text }),
    z.strictObject({ title: text, image: imageSchema, description: text }),
  ]),
});

export const homeSchema = z.strictObject({
  summary,
  citiesHeading: text,
  /** The cities of the home page's grid, in the spec's order: names of files in content/cities. */
  cities: z.array(keyIn(CITY_KEYS, "cities")).min(1),
  howToHeading: text,
  steps: z.array(z.strictObject({ title: text, text, image: imageSchema })).length(3),
  discounts: z.strictObject({ title: text, text, cta: text }),
  giftCards: z.strictObject({ title: text, text, cta: text }),
  workplace: z.strictObject({ title: text, text, cta: text }),
});

export type MarketsFile = z.infer<typeof marketsFileSchema>;
export type Market = z.infer<typeof marketSchema>;
export type Site = z.infer<typeof siteSchema>;
export type City = z.infer<typeof citySchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Image = z.infer<typeof imageSchema>;
export { href, imagePath, isoDate, summary, text };
