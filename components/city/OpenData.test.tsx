/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { OpenData, urlPieces } from "./OpenData";

describe("urlPieces", () => {
  it("cuts an address after each slash, the scheme whole", () => {
    expect(urlPieces("https://data.rideflamingo.com/gbfs/3/palmerston-north/gbfs.json")).toEqual(["https://", "data.rideflamingo.com/", "gbfs/", "3/", "palmerston-north/", "gbfs.json"]);
  });
  it("joins back to the address, and no piece holds a slash but at its end", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const pieces = urlPieces(url);
        expect(pieces.join("")).toBe(url);
        for (const piece of pieces.slice(1)) expect(piece.slice(0, -1)).not.toContain("/");
      }),
    );
  });
});

describe("OpenData", () => {
  const feeds = [{ name: "Wellington", url: "https://data.rideflamingo.com/gbfs/3/wellington/gbfs.json" }];
  it("links each address whole, as its text, and states no licence it has not read", () => {
    render(<OpenData heading="Open data" text="t" sampleNote="Sample note." feeds={feeds} licences={null} />);
    const link = screen.getByRole("link", { name: feeds[0]!.url });
    expect(link).toHaveAttribute("href", feeds[0]!.url);
    expect(link.textContent).toBe(feeds[0]!.url);
    expect(link.querySelectorAll("wbr")).toHaveLength(urlPieces(feeds[0]!.url).length - 1);
    expect(screen.getByText("Sample note.")).toBeInTheDocument();
    expect(screen.getByText(/Each feed states its licence/)).toBeInTheDocument();
  });
  it("states the licences the live feeds give", () => {
    render(<OpenData heading="Open data" text="t" feeds={feeds} licences={["CC0-1.0"]} />);
    expect(screen.getByText("Licence, as the feeds state it: CC0-1.0.")).toBeInTheDocument();
  });
});
