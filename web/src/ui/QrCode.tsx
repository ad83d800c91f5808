// A QR code of a link, drawn as SVG (the `qrcode` library) and shown as a picture with its own description.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  // Its place, the size of the code to come (an SVG's own size: no style attribute, which the server's CSP refuses).
  if (!svg) return <svg className="qr qr--empty" width={size} height={size} aria-hidden />;
  return (
    <img
      className="qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={label}
      data-testid="qr"
      data-value={value}
    />
  );
}
