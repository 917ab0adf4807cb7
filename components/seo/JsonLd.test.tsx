/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { JsonLd } from "./JsonLd";

describe("JsonLd", () => {
  it("renders one JSON-LD script whose text parses back to the data, with < escaped", () => {
    const data = { "@context": "https://schema.org" as const, "@type": "Organization" as const, name: "A </script> B" };
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(scripts[0]?.textContent ?? "")).toEqual(data);
  });

  it("renders nothing when the builder declined", () => {
    const { container } = render(<JsonLd data={null} />);
    expect(container.innerHTML).toBe("");
  });
});
