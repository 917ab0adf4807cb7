import { z } from "zod";
import { listKeys, once, readJson, readText } from "@/lib/content/files";
import { career, instructionSet, plan, point } from "../contracts";

export const careersFile = z.array(career);
const regionFile = z.strictObject({ id: z.number().int(), name: z.string().min(1), serviceArea: z.array(point).min(3) });
const plansFile = z.record(
  z.string().regex(/^[a-z0-9-]+$/),
  z.strictObject({ ...plan.shape, domains: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/)) }),
);
const accountsFile = z.array(z.strictObject({ phone: z.string().regex(/^\+\d{8,15}$/), name: z.string().min(1) }));
const referralsFile = z.record(z.uuid(), z.string().min(1));

/** The embedded facade's seed data (content/facade), validated once per process. */
export const seed = {
  careers: once(() => readJson("facade/careers.json", careersFile)),
  region: (id: number) => (listKeys("facade/regions", ".json").includes(String(id)) ? readJson(`facade/regions/${id}.json`, regionFile) : undefined),
  regionIds: () => listKeys("facade/regions", ".json").map(Number),
  instruction: (id: number) =>
    listKeys("facade/instructions", ".json").includes(String(id)) ? readJson(`facade/instructions/${id}.json`, instructionSet) : undefined,
  instructionIds: () => listKeys("facade/instructions", ".json").map(Number),
  plans: once(() => readJson("facade/plans.json", plansFile)),
  accounts: once(() => readJson("facade/accounts.json", accountsFile)),
  referrals: once(() => readJson("facade/referrals.json", referralsFile)),
  appInfo: (slug: string) => (listKeys("facade/app-info", ".md").includes(slug) ? readText(`facade/app-info/${slug}.md`) : undefined),
  appInfoSlugs: () => listKeys("facade/app-info", ".md"),
};
