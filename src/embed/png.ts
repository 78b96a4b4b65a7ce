/**
 * SVG to PNG in the Worker: resvg compiled to WebAssembly (@cf-wasm/resvg, which imports its
 * .wasm as a compiled module, as Workers require) with a bundled font, Inter (SIL OFL 1.1, from
 * @expo-google-fonts/inter), since a Worker has no system fonts.
 */
import { Resvg } from "@cf-wasm/resvg";
import interBold from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf";
import interRegular from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf";
import { encodePng } from "./pngEncode";

const fonts = [new Uint8Array(interRegular), new Uint8Array(interBold)];

/**
 * Renders a standalone SVG document to PNG bytes at its own size, on an opaque `background`
 * (so that the pixels can be encoded as they are: see pngEncode.ts).
 */
export async function svgToPng(svg: string, background = "#ffffff"): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = await Resvg.async(svg, {
    font: { fontBuffers: fonts, defaultFontFamily: "Inter", sansSerifFamily: "Inter", serifFamily: "Inter", monospaceFamily: "Inter" },
    fitTo: { mode: "original" },
    background,
  });
  try {
    const image = resvg.render();
    try {
      return encodePng(image.pixels, image.width, image.height);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
