import { maoriRuns } from "./maori";

describe("maoriRuns", () => {
  it("marks the Māori names inside English text, keeping every character", () => {
    const text = "From the Viaduct to Mt Eden, Tāmaki Makaurau is a scoot away.";
    const runs = maoriRuns(text);
    expect(runs).toEqual([
      { text: "From the Viaduct to Mt Eden, ", mi: false },
      { text: "Tāmaki Makaurau", mi: true },
      { text: " is a scoot away.", mi: false },
    ]);
    expect(runs.map((run) => run.text).join("")).toBe(text);
  });

  it("marks a name at either end and names that repeat", () => {
    expect(maoriRuns("Hāpai Access")).toEqual([{ text: "Hāpai", mi: true }, { text: " Access", mi: false }]);
    expect(maoriRuns("Kia ora, Ōtepoti! Ōtepoti")).toEqual([
      { text: "Kia ora", mi: true },
      { text: ", ", mi: false },
      { text: "Ōtepoti", mi: true },
      { text: "! ", mi: false },
      { text: "Ōtepoti", mi: true },
    ]);
  });

  it("leaves English text and place names long used in English alone", () => {
    expect(maoriRuns("Harbourside rides from the city centre to Titahi Bay.")).toEqual([
      { text: "Harbourside rides from the city centre to Titahi Bay.", mi: false },
    ]);
  });
});
