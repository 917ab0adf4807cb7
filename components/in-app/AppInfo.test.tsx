/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { LOADER_HOLD_MS } from "@/lib/in-app";
import { fakeResponse } from "@/tests/fetch-mock";
import { AppInfo } from "./AppInfo";

const answer = fakeResponse;

const PHONE = { label: "0800 FLAMINGO", href: "tel:080035264646" };

describe("AppInfo", () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("posts the slug from the path, holds the loader for 700 ms after the answer, then shows the markdown", async () => {
    window.history.pushState({}, "", "/app-info/go-pass");
    fetchMock.mockResolvedValue(answer(200, { data: { content: "# Go Pass\n\nRide **every day**. [Prices](/promo/auckland-go-pass) Stuck? Call {phone}." } }));
    render(<AppInfo phone={PHONE} />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(fetchMock).toHaveBeenCalledWith("/api/facade/app-info", expect.objectContaining({ method: "POST", body: JSON.stringify({ slug: "go-pass" }) }));

    await act(() => jest.advanceTimersByTimeAsync(LOADER_HOLD_MS - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(await screen.findByRole("heading", { level: 1, name: "Go Pass" })).toBeInTheDocument();
    expect(screen.getByText("every day").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Prices" })).toHaveAttribute("href", "/promo/auckland-go-pass");
    expect(screen.getByRole("link", { name: "0800 FLAMINGO" })).toHaveAttribute("href", "tel:080035264646");
    // The same region that said "Loading" says how it ended, so a screen reader hears the news.
    expect(screen.getByRole("status")).toHaveTextContent("Page loaded");
  });

  it("renders no raw HTML and no script links from the content", async () => {
    window.history.pushState({}, "", "/app-info/faq");
    fetchMock.mockResolvedValue(answer(200, { data: { content: 'Hi <img src=x onerror="alert(1)"> [bad](javascript:alert(1))' } }));
    const { container } = render(<AppInfo phone={PHONE} />);
    await act(() => jest.advanceTimersByTimeAsync(LOADER_HOLD_MS));
    await screen.findByText(/bad/);
    expect(container.querySelector("img")).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it.each([
    ["an error status", () => answer(404, { code: "not_found" })],
    ["an answer of the wrong shape", () => answer(200, { data: { text: "x" } })],
  ])("shows the failure state on %s", async (_, respond) => {
    window.history.pushState({}, "", "/app-info/nope");
    fetchMock.mockResolvedValue(respond());
    render(<AppInfo phone={PHONE} />);
    expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Something Went Wrong" }).nextElementSibling).toHaveTextContent("Please go back and try again.");
    expect(screen.getByRole("status")).toHaveTextContent("Something Went Wrong. Please go back and try again.");
  });

  it("shows the failure state when the network fails", async () => {
    window.history.pushState({}, "", "/app-info/faq");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<AppInfo phone={PHONE} />);
    expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
  });

  it("asks the facade about a slug of any format, go_pass included", async () => {
    window.history.pushState({}, "", "/app-info/go_pass");
    fetchMock.mockResolvedValue(answer(400, { code: "validation" }));
    render(<AppInfo phone={PHONE} />);
    expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/facade/app-info", expect.objectContaining({ body: JSON.stringify({ slug: "go_pass" }) }));
  });

  it("fails without calling the facade when the slug is missing, too long or holds a control character", async () => {
    for (const path of ["/app-info", `/app-info/${"x".repeat(201)}`, "/app-info/go%0Apass", "/app-info/go%E2%80%AEpass"]) {
      window.history.pushState({}, "", path);
      const { unmount } = render(<AppInfo phone={PHONE} />);
      expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
