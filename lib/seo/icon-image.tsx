import { ImageResponse } from "next/og";
import { brandMarkSvg, svgDataUri } from "./brand-mark";

/** The logo mark as a PNG of the given size; "square" fills the corners for home-screen and maskable icons. */
export function renderIcon(size: number, shape: "circle" | "square"): ImageResponse {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex" }}>
      <img src={svgDataUri(brandMarkSvg(shape))} width={size} height={size} alt="" />
    </div>,
    { width: size, height: size },
  );
}
