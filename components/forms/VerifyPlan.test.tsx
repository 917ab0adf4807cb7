/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { installFetchMock } from "@/tests/fetch-mock";
import { VerifyPlan } from "./VerifyPlan";

const TOKEN = "p2MygTPiHCPkjex5huib9XOfYaIsAdZLavt7AOGH6dA";
let fetchMock: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  fetchMock = installFetchMock();
  window.history.replaceState(null, "", `/verify-plan/${TOKEN}`);
});
afterEach(() => fetchMock.restore());

const mount = () =>
  render(
    <StrictMode>
      <VerifyPlan product="Flamingo" />
    </StrictMode>,
  );

describe("VerifyPlan", () => {
  it("spends the token from the path once, even under strict mode, and shows the thank-you", async () => {
    mount();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your verification link");
    expect(fetchMock.calls).toHaveLength(1);
    expect(fetchMock.last().url).toBe("/api/facade/verify-plan");
    expect(fetchMock.last().body).toEqual({ token: TOKEN });

    await act(async () => fetchMock.last().respond(200, { data: null }));
    const message = screen.getByText(
      'Thank you for verifying your email! You\'re all set to go! You can track your weekly usage under the "Go Pass" section of the Flamingo app.',
    );
    expect(message.closest("[tabindex='-1']")).toHaveFocus();
    expect(fetchMock.calls).toHaveLength(1);
  });

  it.each([
    [400, "validation", "The email verification token was invalid. Please try again."],
    [404, "verification_not_found", "The email verification token was not found. Please try again."],
    [410, "verification_expired", "The email verification token has expired. Please try again."],
    [502, "upstream", "Something went wrong. Please try again."],
    [429, "rate_limited", "Too many requests from your network just now. Please try again in a minute."],
    [429, "too_many_tries", "Too many tries with this link from your connection just now. Please try again in 10 minutes."],
  ])("shows the catalogue's message for a %i %s", async (status, code, message) => {
    mount();
    await act(async () => fetchMock.last().respond(status, { code }));
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the generic message when the network fails", async () => {
    mount();
    await act(async () => fetchMock.last().failNetwork());
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });

  it("calls a link without a token invalid, without asking the server", async () => {
    window.history.replaceState(null, "", "/verify-plan");
    mount();
    await act(async () => undefined);
    expect(screen.getByRole("alert")).toHaveTextContent("The email verification token was invalid. Please try again.");
    expect(fetchMock.calls).toHaveLength(0);
  });
});
