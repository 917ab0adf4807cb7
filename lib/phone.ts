/**
 * A freephone number's two spellings, from the national form editors write ("0800 352 646 46"): the national
 * digits for tel: links, because freephone numbers dialled with a country code do not connect from many
 * networks, and the international form (E.164, trunk 0 dropped) for structured data read worldwide.
 */
export function phoneForms(national: string, countryCode: string): { phoneHref: string; phoneInternational: string } {
  const digits = national.replace(/\D/g, "");
  return { phoneHref: `tel:${digits}`, phoneInternational: `+${countryCode}${digits.replace(/^0/, "")}` };
}
