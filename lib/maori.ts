/**
 * Te reo Māori names and words the site's copy uses, so a screen reader can switch to Māori pronunciation for
 * them (`lang="mi"`). Place names long used in English (Porirua, Tauranga, Waimakariri) are read as English words
 * and are left out; the names with macrons and the greetings are the ones an English voice gets wrong.
 */
export const MAORI_WORDS = ["Tāmaki Makaurau", "Ōtautahi", "Ōtepoti", "Aotearoa", "Te Aro", "Kia ora", "whānau", "Hāpai", "Kōwhai"] as const;

const PATTERN = new RegExp(`(${MAORI_WORDS.join("|")})`, "g");

/** The text in runs, each saying whether it is Māori; joined, the runs give the text back unchanged. */
export function maoriRuns(text: string): { text: string; mi: boolean }[] {
  return text
    .split(PATTERN)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, mi: (MAORI_WORDS as readonly string[]).includes(part) }));
}
