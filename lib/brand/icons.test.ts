import { siInstagram } from "simple-icons";
import { BRAND_ICONS, brandSpriteSvg } from "./icons";

describe("brand sprite", () => {
  it("holds every mark once, as a symbol a <use> can name, with its own path", () => {
    const sprite = brandSpriteSvg();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual(Object.keys(BRAND_ICONS));
    for (const [, id, path] of ids) expect(path).toBe(BRAND_ICONS[id as keyof typeof BRAND_ICONS]);
    expect(BRAND_ICONS.instagram).toBe(siInstagram.path);
  });

  it("leaves the colour to the page: no fill on a mark", () => {
    expect(brandSpriteSvg()).not.toMatch(/fill=/);
  });
});
