import { phoneForms } from "./phone";

describe("phoneForms", () => {
  it("dials New Zealand's 0800 number in its national form and names it internationally without the trunk 0", () => {
    expect(phoneForms("0800 352 646 46", "64")).toEqual({ phoneHref: "tel:080035264646", phoneInternational: "+6480035264646" });
  });

  it("keeps Australia's 1800 number whole in both forms (it has no trunk 0)", () => {
    expect(phoneForms("1800 352 646", "61")).toEqual({ phoneHref: "tel:1800352646", phoneInternational: "+611800352646" });
  });
});
