import { formatCents, formatMoney } from "./money";

describe("money", () => {
  it.each([[0, "$0.00"], [5, "$0.05"], [775, "$7.75"], [1000, "$10.00"], [6100, "$61.00"], [3167980, "$31,679.80"], [123456789, "$1,234,567.89"]])(
    "a sum of %i cents is %s: cents always, thousands separated",
    (cents, text) => expect(formatMoney(cents)).toBe(text),
  );

  it.each([[0, "$0"], [22, "22c"], [100, "$1"], [150, "$1.50"], [1000, "$10"], [100000, "$1,000"], [123450, "$1,234.50"]])("a rate or fee of %i cents is %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
