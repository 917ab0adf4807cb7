/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFetchMock } from "@/tests/fetch-mock";
import { ReportForm } from "./ReportForm";

let fetchMock: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  fetchMock = installFetchMock();
});
afterEach(() => fetchMock.restore());

const TE_PAPA = { name: "Te Papa", lat: -41.2905, lng: 174.7818 };

const setup = () => {
  const user = userEvent.setup();
  render(<ReportForm places={[TE_PAPA]} registrationHelp={<p>Where the number is</p>} />);
  return user;
};
const button = () => screen.getByRole("button", { name: /Send Message|Loading\.\.\./ });

describe("ReportForm", () => {
  it("asks where first, then the number with its picture, then what happened, then who is asking", () => {
    setup();
    const order = [
      screen.getByRole("button", { name: "Use my location" }),
      screen.getByLabelText("Location"),
      screen.getByLabelText("Registration"),
      screen.getByText("Where the number is"),
      screen.getByRole("group", { name: "What are you reporting?" }),
      screen.getByLabelText("Reason/Details"),
      screen.getByLabelText("Name"),
      screen.getByLabelText("Email"),
      button(),
    ];
    order.reduce((earlier, later) => {
      expect(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      return later;
    });
    const group = screen.getByRole("group", { name: "What are you reporting?" });
    expect(within(group).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["report", "incident"]);
    expect(within(group).getByRole("radio", { name: "Report a Scooter/Bike" })).toBeChecked();
  });

  it("writes the phone's fix as distance and direction from a known place, sends the spec's enquiry and nothing else", async () => {
    const user = setup();
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition: (found: PositionCallback) => found({ coords: { latitude: -41.2911349, longitude: 174.7751182 } } as GeolocationPosition) },
    });
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(screen.getByLabelText("Location")).toHaveValue("About 560 m west of Te Papa (-41.29113, 174.77512)");
    expect(screen.getByRole("status")).toHaveTextContent("Location filled in from your phone.");
    await user.type(screen.getByLabelText("Registration"), "4821");
    await user.click(screen.getByRole("radio", { name: "Report an Incident" }));
    await user.type(screen.getByLabelText("Incident Details"), "On its side");
    await user.type(screen.getByLabelText("Name"), "Sam");
    await user.type(screen.getByLabelText("Email"), "sam@kiwi.nz");
    await user.click(button());
    expect(fetchMock.last().url).toBe("/api/facade/contact");
    expect(fetchMock.last().body).toEqual({ type: "incident", name: "Sam", email: "sam@kiwi.nz", message: "On its side", location: "About 560 m west of Te Papa (-41.29113, 174.77512)", registration: "4821" });
  });

  it("after an empty submit marks each field the server wants, with the spec's message, and an edit clears them", async () => {
    const user = setup();
    await user.click(button());
    await act(async () => fetchMock.last().respond(400, { code: "validation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid name, email or message");
    for (const [label, words] of [
      ["Name", "Add your name."],
      ["Email", "Add your email address."],
      ["Reason/Details", "Tell us what you found."],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(expect.stringContaining(words));
    }
    expect(screen.getByLabelText("Location")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Registration")).not.toHaveAttribute("aria-invalid");

    await user.type(screen.getByLabelText("Name"), "S");
    expect(screen.queryByRole("alert")).toBeEmptyDOMElement();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("marks only the email for an address the server cannot use", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Name"), "Sam");
    await user.type(screen.getByLabelText("Email"), "sam@nowhere.invalid");
    await user.type(screen.getByLabelText("Reason/Details"), "Blocking the ramp");
    await user.click(button());
    await act(async () => fetchMock.last().respond(400, { code: "domain_not_found" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Email address not applicable");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Reason/Details")).not.toHaveAttribute("aria-invalid");
  });
});
