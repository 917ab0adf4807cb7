type Env = Readonly<Record<string, string | undefined>>;
export const SAMPLE_ID: "sample";
export const SOURCE_ATTRIBUTE: "data-gbfs-source";
export function gbfsTemplate(env?: Env): string | null;
export function gbfsSourceId(env?: Env): string;
export function showsOtherSource(html: unknown, id: string): boolean;
export function servableEntry(entry: unknown, id: string): boolean;
