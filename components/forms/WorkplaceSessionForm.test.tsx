/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { sessionDateOptions } from "@/lib/session-dates";
import { installFetchMock } from "@/tests/fetch-mock";
import { WorkplaceSessionForm } from "./WorkplaceSessionForm";

// 10am on Monday 26 May 2025 in Wellington. Only the clock is faked; timers run for real.
const NOW = new Date("2025-05-25T22:00:00Z");
const REAL_TIMERS = [
  "nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask",
  "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "cancelIdleCallback", "hrtime", "performance",
] as const;

let fetchMock: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: [...REAL_TIMERS] });
  fetchMock = installFetchMock();
});
afterEach(() => {
  fetchMock.restore();
  jest.useRealTimers();
});

const select = (name: string) => screen.getByRole("combobox", { name: new RegExp(`^${name}`) });
const optionsOf = (name: string) => within(select(name)).getAllByRole("option").map((option) => option.textContent);
const button = () => screen.getByRole("button");

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = "liam@harbourworks.co.nz") {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Liam Fitzgerald");
  await user.type(screen.getByRole("textbox", { name: "Work email" }), email);
  await user.type(screen.getByRole("textbox", { name: "Organisation" }), "Harbour Works");
}

describe("WorkplaceSessionForm", () => {
  it("prerenders without any date, so the build's day can never be offered or sent", () => {
    const html = renderToString(<WorkplaceSessionForm />);
    expect(html).toContain("Loading dates…");
    expect(html).not.toMatch(/(Tuesday|Wednesday|Thursday|Friday), \d/);
    expect(html).toMatch(/<select[^>]*id="session-date"[^>]*disabled/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it("starts on the spec's defaults, with dates from New Zealand's today in the browser", () => {
    render(<WorkplaceSessionForm />);
    expect(select("City")).toHaveValue("Wellington");
    expect(optionsOf("City")).toEqual(["Auckland", "Dunedin", "Palmerston North", "Porirua", "Waimakariri", "Wellington"]);
    expect(select("Vehicles")).toHaveValue("Bikes");
    expect(optionsOf("Vehicles")).toEqual(["Both", "Bikes", "Scooters"]);
    expect(select("Participants")).toHaveValue("6-10");
    expect(optionsOf("Participants")).toEqual(["1-5", "6-10", "11-15", "16-20", "21-25", "26-30", "30+"]);
    expect(select("Time of day")).toHaveValue("Afternoon");
    expect(optionsOf("Time of day")).toEqual(["Morning", "Midday", "Afternoon"]);
    expect(optionsOf("Preferred date")).toEqual(sessionDateOptions({ year: 2025, month: 5, day: 26 }));
    expect(select("Preferred date")).toHaveValue("Tuesday, 3rd June");
    expect(button()).toBeEnabled();
  });

  it("forces Scooters outside Wellington and offers Both and Bikes only there", async () => {
    const user = userEvent.setup();
    render(<WorkplaceSessionForm />);
    await user.selectOptions(select("City"), "Dunedin");
    expect(select("Vehicles")).toHaveValue("Scooters");
    expect(optionsOf("Vehicles")).toEqual(["Scooters"]);
    await user.selectOptions(select("City"), "Wellington");
    expect(optionsOf("Vehicles")).toEqual(["Both", "Bikes", "Scooters"]);
    expect(select("Vehicles")).toHaveValue("Scooters");
    await user.selectOptions(select("Vehicles"), "Both");
    expect(select("Vehicles")).toHaveValue("Both");
  });

  it("moves the dates on when the page is left open past midnight", async () => {
    const user = userEvent.setup();
    render(<WorkplaceSessionForm />);
    await user.selectOptions(select("Preferred date"), "Friday, 6th June");
    // Ten past midnight on Wednesday 28 May: Tuesday 3 and Wednesday 4 June are no longer on offer.
    act(() => {
      jest.setSystemTime(new Date("2025-05-27T12:10:00Z"));
      fireEvent(document, new Event("visibilitychange"));
    });
    expect(optionsOf("Preferred date")[0]).toBe("Thursday, 5th June");
    expect(select("Preferred date")).toHaveValue("Friday, 6th June");
  });

  it("sends all eight fields, disables everything while loading, then confirms", async () => {
    const user = userEvent.setup();
    render(<WorkplaceSessionForm />);
    await fillIn(user);
    await user.selectOptions(select("City"), "Porirua");
    await user.selectOptions(select("Participants"), "30+");
    await user.selectOptions(select("Time of day"), "Morning");
    await user.selectOptions(select("Preferred date"), "Thursday, 12th June");
    await user.click(button());

    expect(fetchMock.last().url).toBe("/api/facade/workplace-session");
    expect(fetchMock.last().body).toEqual({
      name: "Liam Fitzgerald", email: "liam@harbourworks.co.nz", organisation: "Harbour Works", city: "Porirua", type: "Scooters",
      participants: "30+", time: "Morning", date: "Thursday, 12th June",
    });
    expect(button()).toHaveTextContent("Loading...");
    expect(button()).toBeDisabled();
    for (const field of [...screen.getAllByRole("textbox"), ...screen.getAllByRole("combobox")]) expect(field).toBeDisabled();

    await act(async () => fetchMock.last().respond(200, { data: null }));
    const message = screen.getByText("Thank you! We've received your request and will get back to you within 1 business day to confirm your session.");
    expect(message.closest("[tabindex='-1']")).toHaveFocus();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it.each([
    [400, "validation", "Please complete all fields."],
    [400, "domain_not_found", "Email address not applicable"],
    [503, "upstream", "Something went wrong"],
  ])("shows the message for a %i %s and keeps every choice", async (status, code, message) => {
    const user = userEvent.setup();
    render(<WorkplaceSessionForm />);
    await fillIn(user, "liam@gmail.com");
    await user.selectOptions(select("City"), "Auckland");
    await user.click(button());
    await act(async () => fetchMock.last().respond(status, { code }));

    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("textbox", { name: "Work email" })).toHaveValue("liam@gmail.com");
    expect(screen.getByRole("textbox", { name: "Organisation" })).toHaveValue("Harbour Works");
    expect(select("City")).toHaveValue("Auckland");
    expect(select("Vehicles")).toHaveValue("Scooters");
    await user.selectOptions(select("Time of day"), "Midday");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("shows the generic message when the network fails", async () => {
    const user = userEvent.setup();
    render(<WorkplaceSessionForm />);
    await fillIn(user);
    await user.click(button());
    await act(async () => fetchMock.last().failNetwork());
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Liam Fitzgerald");
  });
});
