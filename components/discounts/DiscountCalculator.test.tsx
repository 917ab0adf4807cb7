/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DiscountTable } from "@/lib/discounts";
import { DiscountCalculator } from "./DiscountCalculator";

const table: DiscountTable = {
  defaultPlan: { unlockCents: 50, savingsPercent: 50 },
  regions: [
    { regionId: 1, city: "wellington", perMinuteCents: 32 },
    { regionId: 2, city: "auckland", perMinuteCents: 22 },
  ],
  cardTypePlans: [{ cardType: "student", regionId: 2, unlockCents: 0, perMinuteCents: 45, savingsPercent: 25 }],
};

const setup = () => {
  render(
    <DiscountCalculator
      cardTypes={[
        { id: "student", label: "Students with valid ID", apply: "app", note: "Student applications are processed within 48 hours." },
        { id: "supergold", label: "SuperGold", apply: "app" },
        { id: "leisurecard", label: "Wellington City Council LeisureCard", apply: "email" },
      ]}
      cities={[{ regionId: 2, key: "auckland", name: "Auckland" }, { regionId: 1, key: "wellington", name: "Wellington" }]}
      table={table}
      standardFares={{ 1: { unlockCents: 100, perMinuteCents: 65 }, 2: { unlockCents: 100, perMinuteCents: 45 } }}
      prompts={{ both: "Choose a card type and a city to see your rate.", city: "Choose a city to see your rate.", card: "Choose a card type to see your rate." }}
      howToApply={{ app: "Open the Payment screen and tap 'Change Plan'.", email: "Forward your membership email to {email} today." }}
      helloEmail="hello@flamingoscooters.com.au"
    />,
  );
  const result = screen.getByRole("status", { name: "Your discount" });
  const figure = (term: string) => within(result).getByText(term).nextElementSibling?.textContent;
  return { user: userEvent.setup(), result, figure, card: screen.getByLabelText("Card type"), city: screen.getByLabelText("City") };
};

describe("DiscountCalculator", () => {
  it("announces its result politely and starts with only the prompt", () => {
    const { result } = setup();
    expect(result).toHaveAttribute("aria-live", "polite");
    expect(result).toHaveTextContent("Choose a card type and a city to see your rate.");
    expect(within(result).queryByText("Unlock")).toBeNull();
    expect(within(result).queryByText("How to apply")).toBeNull();
  });

  it("shows the how-to-apply note but no quote with only a card type", async () => {
    const { user, result, card } = setup();
    await user.selectOptions(card, "SuperGold");
    expect(within(result).queryByText("Unlock")).toBeNull();
    // The prompt asks for what is still missing: the city.
    expect(result).toHaveTextContent("Choose a city to see your rate.");
    expect(result).not.toHaveTextContent("Choose a card type");
    expect(result).toHaveTextContent("Open the Payment screen and tap 'Change Plan'.");
  });

  it("shows nothing but the prompt with only a city", async () => {
    const { user, result, city } = setup();
    await user.selectOptions(city, "Wellington");
    expect(within(result).queryByText("Unlock")).toBeNull();
    expect(within(result).queryByText("How to apply")).toBeNull();
    expect(result).toHaveTextContent("Choose a card type to see your rate.");
    expect(result).not.toHaveTextContent("Choose a city");
  });

  it("quotes the region default for a card type without its own plan there", async () => {
    const { user, result, card, city, figure } = setup();
    await user.selectOptions(card, "SuperGold");
    await user.selectOptions(city, "Wellington");
    expect(result).toHaveTextContent("Your rate in Wellington SuperGold");
    expect([figure("Unlock"), figure("Per minute"), figure("Plan saves")]).toEqual(["50c", "32c", "up to 50%"]);
    expect(result).not.toHaveTextContent("Choose a card type and a city");
    // The example ride's saving, worked out exactly: 50c + 15 × 32c = $5.30 against $1 + 15 × 65c = $10.75.
    expect(result).toHaveTextContent("A 15-minute ride costs $5.30 on this plan, $10.75 at the standard fare: $5.45 (50.7%) less.");
    // The sum's 50.7% is above the plan's "up to 50%" (the spec's figures): the page says why, and claims neither as the other.
    expect(result).toHaveTextContent(
      "The plan lists its saving as up to 50%; what a ride saves depends on its length. The unlock costs 50c instead of $1 (50% less) and each minute 32c instead of 65c (50.8% less), so the 32c minutes weigh most on long rides.",
    );
    expect(result).not.toHaveTextContent(/You save/);
  });

  it("quotes the card type's own plan, with its note, and follows a change of city", async () => {
    const { user, result, card, city, figure } = setup();
    await user.selectOptions(card, "Students with valid ID");
    await user.selectOptions(city, "Auckland");
    // The student plan's saving as the spec states it, no "up to"; its exact figure on the example ride beside it.
    expect([figure("Unlock"), figure("Per minute"), figure("Plan saves")]).toEqual(["$0", "45c", "25%"]);
    expect(result).toHaveTextContent("A 15-minute ride costs $6.75 on this plan, $7.75 at the standard fare: $1.00 (12.9%) less.");
    expect(result).toHaveTextContent("The unlock costs $0 instead of $1 (100% less) and each minute 45c, as at the standard fare, so the $0 unlock weighs most on short rides.");
    expect(result).toHaveTextContent("Student applications are processed within 48 hours.");
    await user.selectOptions(city, "Wellington");
    expect([figure("Unlock"), figure("Per minute"), figure("Plan saves")]).toEqual(["50c", "32c", "up to 50%"]);
  });

  it("asks LeisureCard holders to forward their membership email to the market's hello address", async () => {
    const { user, result, card } = setup();
    await user.selectOptions(card, "Wellington City Council LeisureCard");
    expect(within(result).getByRole("link", { name: "hello@flamingoscooters.com.au" })).toHaveAttribute("href", "mailto:hello@flamingoscooters.com.au");
    expect(result).toHaveTextContent("Forward your membership email to hello@flamingoscooters.com.au today.");
    expect(result).not.toHaveTextContent("Change Plan");
  });

  it("quotes the LeisureCard by the one rule every card follows: the region default, in Auckland as in Wellington", async () => {
    const { user, result, card, city, figure } = setup();
    await user.selectOptions(card, "Wellington City Council LeisureCard");
    await user.selectOptions(city, "Auckland");
    expect(result).toHaveTextContent("Your rate in Auckland Wellington City Council LeisureCard");
    expect([figure("Unlock"), figure("Per minute"), figure("Plan saves")]).toEqual(["50c", "22c", "up to 50%"]);
    expect(result).toHaveTextContent("Forward your membership email to hello@flamingoscooters.com.au today.");
    await user.selectOptions(city, "Wellington");
    expect([figure("Unlock"), figure("Per minute"), figure("Plan saves")]).toEqual(["50c", "32c", "up to 50%"]);
  });

  it("hides the quote again when a choice is cleared", async () => {
    const { user, result, card, city } = setup();
    await user.selectOptions(card, "SuperGold");
    await user.selectOptions(city, "Auckland");
    expect(within(result).getByText("Unlock")).toBeInTheDocument();
    await user.selectOptions(city, "Choose a city");
    expect(within(result).queryByText("Unlock")).toBeNull();
    await user.selectOptions(card, "Choose a card type");
    expect(within(result).queryByText("How to apply")).toBeNull();
  });
});
