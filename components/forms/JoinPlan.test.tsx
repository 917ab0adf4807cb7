/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JOIN_PLAN_SUCCESS } from "@/lib/facade/messages";
import { goHome } from "@/lib/forms/navigate";
import { installFetchMock } from "@/tests/fetch-mock";
import { JoinPlan } from "./JoinPlan";

const plan = {
  name: "Wellington City Council Go Pass",
  description: "Council staff ride on the Go Pass.",
  benefits: [
    { iconUrl: "/assets/images/benefits/pass.svg", title: "Go Pass Included", description: "Track weekly usage in the app." },
    { iconUrl: "/assets/images/benefits/helmet.svg", title: "Free Helmet", description: "Claim a helmet." },
  ],
  form: true,
};

// jsdom cannot navigate away, so leaving is observed rather than performed.
jest.mock("@/lib/forms/navigate", () => ({ goHome: jest.fn() }));
const replace = jest.mocked(goHome);

let fetchMock: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  fetchMock = installFetchMock();
  replace.mockReset();
  window.history.replaceState(null, "", "/join-plan/wcc");
});
afterEach(() => fetchMock.restore());

const at = (pathname: string) => window.history.replaceState(null, "", pathname);

async function loaded(body: unknown = { data: plan }, status = 200) {
  render(<JoinPlan product="Flamingo" generalTitle="Join Your Workplace Plan" />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading your workplace plan");
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Join your workplace plan");
  expect(document.title).toBe("Join Your Workplace Plan | Flamingo");
  expect(fetchMock.last().url).toBe("/api/facade/get-plan/wcc");
  await act(async () => fetchMock.last().respond(status, body));
}

describe("JoinPlan", () => {
  it("shows the plan from the path: name, description, benefits and the form", async () => {
    await loaded();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(plan.name);
    expect(screen.getByText(plan.description)).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("heading", { name: "Go Pass Included" })).toBeInTheDocument();
    expect(items[0]!.querySelector("img")).toHaveAttribute("src", "/assets/images/benefits/pass.svg");
    expect(screen.getByRole("textbox", { name: /Work email/ })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: /Phone number/ })).toHaveAttribute("type", "text");
    expect(document.title).toBe(`${plan.name} | Flamingo`);
    expect(document.querySelectorAll("title")).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
  });

  it("leaves the form out when the plan's form flag is off", async () => {
    await loaded({ data: { ...plan, form: false } });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(plan.name);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it.each([
    ["an unknown plan", 404, { code: "not_found" }],
    ["a failing facade", 502, { code: "upstream" }],
    ["an answer of the wrong shape", 200, { data: { name: "x" } }],
  ])("goes home on %s", async (_label, status, body) => {
    await loaded(body, status);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { level: 1, name: plan.name })).toBeNull();
  });

  it("a load refused after a beforeunload (Firefox stopping a page that is being left) is tried once more, and shows the plan if it comes", async () => {
    render(<JoinPlan product="Flamingo" generalTitle="Join Your Workplace Plan" />);
    window.dispatchEvent(new Event("beforeunload"));
    await act(async () => fetchMock.last().failNetwork());
    expect(replace).not.toHaveBeenCalled();
    expect(fetchMock.calls).toHaveLength(2);
    await act(async () => fetchMock.last().respond(200, { data: plan }));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(plan.name);
  });

  it("a beforeunload without leaving (a mailto: tap) changes nothing: a load refused twice goes home", async () => {
    render(<JoinPlan product="Flamingo" generalTitle="Join Your Workplace Plan" />);
    window.dispatchEvent(new Event("beforeunload"));
    await act(async () => fetchMock.last().failNetwork());
    await act(async () => fetchMock.last().failNetwork());
    expect(fetchMock.calls).toHaveLength(2);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a 502", 502, { code: "upstream" }],
    ["a 404", 404, { code: "not_found" }],
    ["an answer of the wrong shape", 200, { data: { name: "x" } }],
  ])("a beforeunload without leaving (a mailto: tap) changes nothing: %s after it goes home at once", async (_label, status, body) => {
    render(<JoinPlan product="Flamingo" generalTitle="Join Your Workplace Plan" />);
    window.dispatchEvent(new Event("beforeunload"));
    await act(async () => fetchMock.last().respond(status, body));
    expect(fetchMock.calls).toHaveLength(1);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("goes home on a failed load when nobody is leaving", async () => {
    render(<JoinPlan product="Flamingo" generalTitle="Join Your Workplace Plan" />);
    await act(async () => fetchMock.last().failNetwork());
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("goes home without asking when the path names no plan", async () => {
    at("/join-plan");
    render(<JoinPlan product="Flamingo" generalTitle="Join Your Workplace Plan" />);
    await act(async () => undefined);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(fetchMock.calls).toHaveLength(0);
  });

  it("posts plan, email and phone; loading disables everything; success says to check email", async () => {
    const user = userEvent.setup();
    await loaded();
    await user.type(screen.getByRole("textbox", { name: /Work email/ }), "aroha@wcc.govt.nz");
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "021 123 4567");
    await user.click(screen.getByRole("button", { name: "Verify My Email" }));

    expect(fetchMock.last().url).toBe("/api/facade/join-plan");
    expect(fetchMock.last().body).toEqual({ plan: "wcc", email: "aroha@wcc.govt.nz", phone: "021 123 4567" });
    expect(screen.getByRole("button")).toHaveTextContent("Loading...");
    expect(screen.getByRole("button")).toBeDisabled();
    for (const field of screen.getAllByRole("textbox")) expect(field).toBeDisabled();

    await act(async () => fetchMock.last().respond(200, { data: null }));
    expect(await screen.findByRole("heading", { name: JOIN_PLAN_SUCCESS.heading })).toBeInTheDocument();
    expect(screen.getByText(JOIN_PLAN_SUCCESS.text)).toBeInTheDocument();
    expect(screen.getByText(/5 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it.each([
    [400, "validation", "Invalid email or phone"],
    [400, "domain_not_found", "Email address not applicable"],
    [429, "rate_limited", "Too many requests from your network just now. Please try again in a minute."],
    [429, "too_many_tries", "Too many tries with this email address from your connection just now. Please try again in 10 minutes."],
    [429, "too_many_emails", "We have already sent several verification emails to this address in the last 10 minutes. Please use the newest one, or try again in 10 minutes."],
  ])("shows the message for a %i %s and keeps what was typed", async (status, code, message) => {
    const user = userEvent.setup();
    await loaded();
    await user.type(screen.getByRole("textbox", { name: /Work email/ }), "aroha@gmail.com");
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "021 123 4567");
    await user.click(screen.getByRole("button", { name: "Verify My Email" }));
    await act(async () => fetchMock.last().respond(status, { code }));

    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("textbox", { name: /Work email/ })).toHaveValue("aroha@gmail.com");
    expect(screen.getByRole("textbox", { name: /Phone number/ })).toHaveValue("021 123 4567");
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "8");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});
