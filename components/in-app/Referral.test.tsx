/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { LOADER_HOLD_MS } from "@/lib/in-app";
import { fakeResponse } from "@/tests/fetch-mock";
import { Referral } from "./Referral";

const UUID = "b74e74d0-54c4-41f1-8c97-b79c168f8b38";
const answer = fakeResponse;

describe("Referral", () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, "share");
    Reflect.deleteProperty(navigator, "clipboard");
  });

  async function showCode() {
    window.history.pushState({}, "", `/referral/${UUID}`);
    fetchMock.mockResolvedValue(answer(200, { data: { referralCode: "AROHA-4T8M" } }));
    render(<Referral product="Flamingo" />);
    await act(() => jest.advanceTimersByTimeAsync(LOADER_HOLD_MS));
    return screen.getByRole("button", { name: "AROHA-4T8M" });
  }

  it("posts the uuid, holds the loader for 700 ms after the answer, then shows the code", async () => {
    window.history.pushState({}, "", `/referral/${UUID}`);
    fetchMock.mockResolvedValue(answer(200, { data: { referralCode: "AROHA-4T8M" } }));
    render(<Referral product="Flamingo" />);
    expect(fetchMock).toHaveBeenCalledWith("/api/promo/referral", expect.objectContaining({ method: "POST", body: JSON.stringify({ uuid: UUID }) }));

    await act(() => jest.advanceTimersByTimeAsync(LOADER_HOLD_MS - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByText("AROHA-4T8M")).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("heading", { level: 1, name: "Your referral code" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "AROHA-4T8M" })).toBeInTheDocument();
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Referral code loaded");
  });

  it("names the referral reward of the day it is read: 30 minutes each until 31 July 2025, then 5", async () => {
    jest.setSystemTime(new Date("2025-07-31T11:00:00Z"));
    await showCode();
    expect(screen.getByText(/Your friend gets 30 free minutes/)).toHaveTextContent("you get 30 free minutes once they finish");
    cleanup();
    jest.setSystemTime(new Date("2026-11-24T00:00:00Z"));
    await showCode();
    expect(screen.getByText(/Your friend gets 5 free minutes/)).toHaveTextContent("you get 5 free minutes once they finish");
  });

  it("shows the failure state when the facade fails", async () => {
    window.history.pushState({}, "", `/referral/${UUID}`);
    fetchMock.mockResolvedValue(answer(502, { code: "upstream" }));
    render(<Referral product="Flamingo" />);
    expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
    expect(screen.getByText("Please go back and try again.")).toBeInTheDocument();
  });

  it("asks the facade about an id that is not an RFC 9562 uuid", async () => {
    window.history.pushState({}, "", "/referral/rider-12345");
    fetchMock.mockResolvedValue(answer(200, { data: { referralCode: "AROHA-4T8M" } }));
    render(<Referral product="Flamingo" />);
    expect(await screen.findByText("AROHA-4T8M", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/promo/referral", expect.objectContaining({ body: JSON.stringify({ uuid: "rider-12345" }) }));
  });

  it("shows the failure state for an id with a control character without calling the facade", async () => {
    window.history.pushState({}, "", "/referral/rider%00");
    render(<Referral product="Flamingo" />);
    expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens the share sheet with the code when the device has one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const code = await showCode();
    expect(screen.getByText("Tap the code to share it.")).toBeInTheDocument();
    await act(async () => fireEvent.click(code));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining("AROHA-4T8M") }));
  });

  it("selects the code's text when there is no share sheet", async () => {
    const code = await showCode();
    expect(screen.getByText("Tap the code to select it.")).toBeInTheDocument();
    fireEvent.click(code);
    expect(window.getSelection()?.toString()).toBe("AROHA-4T8M");
  });

  it("copies the code and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await showCode();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(writeText).toHaveBeenCalledWith("AROHA-4T8M");
    expect(screen.getAllByRole("status").at(-1)).toHaveTextContent("Copied");
  });

  it("selects the code when the clipboard refuses", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: jest.fn().mockRejectedValue(new Error("denied")) }, configurable: true });
    await showCode();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(window.getSelection()?.toString()).toBe("AROHA-4T8M");
    expect(screen.getAllByRole("status").at(-1)).toHaveTextContent("Couldn't copy automatically");
  });
});
