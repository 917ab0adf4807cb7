/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFetchMock } from "@/tests/fetch-mock";
import { ContactForm } from "./ContactForm";

let fetchMock: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  fetchMock = installFetchMock();
});
afterEach(() => fetchMock.restore());

const setup = () => {
  const user = userEvent.setup();
  render(<ContactForm phoneLabel="0800 FLAMINGO" phoneHref="tel:080035264646" />);
  return user;
};

const button = () => screen.getByRole("button", { name: /Send Message|Loading\.\.\./ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Aroha Ngata");
  await user.type(screen.getByLabelText("Email"), "aroha@kiwi.nz");
  await user.type(screen.getByLabelText("Message"), "Kia ora, a question about passes.");
}

describe("ContactForm", () => {
  it("says which fields are required, to the eye and to screen readers, and leaves judging them to the server", async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText("What can we help with?"), "report");
    for (const label of ["What can we help with?", "Name", "Email", "Reason/Details"]) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute("aria-required", "true");
      expect(control).not.toHaveAttribute("required"); // no browser check: the server's code picks the message
      expect(control.closest("div")?.querySelector('[aria-hidden="true"]')).toHaveTextContent("*");
    }
    for (const label of ["Location", "Registration"]) expect(screen.getByLabelText(label)).not.toHaveAttribute("aria-required");
    expect(screen.getByText(/are required\.$/)).toBeVisible();
  });

  it("gives each field the server's limit and says how much is left once a person nears it, politely", async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText("What can we help with?"), "report");
    const limits = { Name: 200, Email: 254, Location: 300, Registration: 50, "Reason/Details": 5000 };
    for (const [label, max] of Object.entries(limits)) expect(screen.getByLabelText(label)).toHaveAttribute("maxLength", String(max));
    const registration = screen.getByLabelText("Registration");
    const count = document.getElementById("contact-registration-count")!;
    expect(count).toHaveAttribute("aria-live", "polite");
    expect(registration.getAttribute("aria-describedby")).toContain("contact-registration-count");
    await user.type(registration, "A".repeat(39));
    expect(count).toBeEmptyDOMElement();
    await user.type(registration, "B");
    expect(count).toHaveTextContent("10 characters left");
    await user.type(registration, "C".repeat(9));
    expect(count).toHaveTextContent("1 character left");
    // The browser stops at the limit: the 51st character is not taken.
    await user.type(registration, "DE");
    expect(registration).toHaveValue(`${"A".repeat(39)}B${"C".repeat(9)}D`);
    expect(count).toHaveTextContent("0 characters left");
  });

  it("offers the four types, General Enquiry first, and switches the fields with the type", async () => {
    const user = setup();
    const type = screen.getByLabelText("What can we help with?");
    expect(within(type).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "General Enquiry", "Rider Support", "Report a Scooter/Bike", "Report an Incident",
    ]);
    expect(type).toHaveValue("general");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.queryByRole("textbox", { name: "Location" })).toBeNull();

    await user.selectOptions(type, "trip");
    expect(screen.getByText(/If you are unable to end your ride, please call us for immediate support\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call 0800 FLAMINGO" })).toHaveAttribute("href", "tel:080035264646");
    expect(screen.getByLabelText("Message")).toBeInTheDocument();

    await user.selectOptions(type, "report");
    expect(screen.queryByText(/unable to end your ride/)).toBeNull();
    expect(screen.getByLabelText("Reason/Details")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Location" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Registration" })).toBeVisible();

    await user.selectOptions(type, "incident");
    expect(screen.getByLabelText("Incident Details")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Location" })).toBeVisible();
  });

  it("disables everything while loading, then replaces the form with the thank-you message", async () => {
    const user = setup();
    await fillIn(user);
    await user.click(button());

    expect(button()).toHaveTextContent("Loading...");
    expect(button()).toBeDisabled();
    for (const field of [...screen.getAllByRole("textbox"), screen.getByRole("combobox")]) expect(field).toBeDisabled();
    expect(fetchMock.last().url).toBe("/api/facade/contact");
    expect(fetchMock.last().body).toEqual({ type: "general", name: "Aroha Ngata", email: "aroha@kiwi.nz", message: "Kia ora, a question about passes." });

    await act(async () => fetchMock.last().respond(200, { data: null }));
    const success = await screen.findByText("Thank you for contacting us. We will be in touch within 24 hours.");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(success.closest("[tabindex='-1']")).toHaveFocus();
  });

  it("sends location and registration for a report only when filled in", async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText("What can we help with?"), "report");
    await fillInReport(user);
    await user.click(button());
    expect(fetchMock.last().body).toEqual({ type: "report", name: "Sam", email: "sam@kiwi.nz", message: "Blocking the footpath", location: "Cuba Street" });
  });

  async function fillInReport(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Name"), "Sam");
    await user.type(screen.getByLabelText("Email"), "sam@kiwi.nz");
    await user.type(screen.getByLabelText("Reason/Details"), "Blocking the footpath");
    await user.type(screen.getByRole("textbox", { name: "Location" }), "Cuba Street");
    await user.type(screen.getByRole("textbox", { name: "Registration" }), "   ");
  }

  it("shows the server's validation message, keeps every word, and clears it on the next edit", async () => {
    const user = setup();
    await fillIn(user);
    await user.click(button());
    await act(async () => fetchMock.last().respond(400, { code: "validation" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid name, email or message");
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveValue("Aroha Ngata");
    expect(screen.getByLabelText("Email")).toHaveValue("aroha@kiwi.nz");
    expect(screen.getByLabelText("Message")).toHaveValue("Kia ora, a question about passes.");
    expect(button()).toHaveTextContent("Send Message");
    expect(button()).toBeEnabled();

    await user.type(screen.getByLabelText("Name"), "!");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it.each([
    ["domain_not_found", 400, "Email address not applicable"],
    ["a rate limit", 429, "Too many requests from your network just now. Please try again in a minute."],
    ["a server fault", 502, "Something went wrong"],
  ])("shows the catalogue's message for %s", async (code, status, message) => {
    const user = setup();
    await fillIn(user);
    await user.click(button());
    await act(async () => fetchMock.last().respond(status, { code }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Message")).toHaveValue("Kia ora, a question about passes.");
  });

  it("shows the generic message when the network fails, and lets the rider try again", async () => {
    const user = setup();
    await fillIn(user);
    await user.click(button());
    await act(async () => fetchMock.last().failNetwork());
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");

    await user.click(button());
    expect(fetchMock.calls).toHaveLength(2);
    await act(async () => fetchMock.last().respond(200, {}));
    expect(await screen.findByText(/Thank you for contacting us/)).toBeInTheDocument();
  });
});
