import { renderToStaticMarkup } from "react-dom/server";
import { EligibleCards } from "./EligibleCards";

describe("EligibleCards", () => {
  it("keeps a name with a Māori word as one flex item, so no gap opens inside it ('Hāpai Access')", () => {
    const html = renderToStaticMarkup(<EligibleCards heading="Who" intro="Cards" labels={["Hāpai Access", "SuperGold"]} />);
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!);
    expect(items[0]).toBe('<span><span lang="mi">Hāpai</span> Access</span>');
    expect(items[1]).toBe("<span>SuperGold</span>");
  });
});
