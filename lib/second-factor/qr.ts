// The setup QR code, drawn on the server as SVG (uqr): the secret never goes to a third-party image service, and the
// page needs no script to show it.
import { renderSVG } from "uqr";

export function renderQrSvg(text: string): string {
  return renderSVG(text, { ecc: "M", border: 2, pixelSize: 6 });
}
