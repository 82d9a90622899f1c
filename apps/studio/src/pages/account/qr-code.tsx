import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The quiet zone a QR code needs around it, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** A QR code of `value` as one SVG path (a rectangle per run of dark modules), quiet zone included. */
export function qrCodePath(value: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.isDark(row, col)) continue;
      const start = col;
      while (col + 1 < count && qr.isDark(row, col + 1)) col++;
      const run = col - start + 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path };
}

/** A QR code drawn as an SVG image, named for screen readers by `label`. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrCodePath(value), [value]);
  // Black on white whatever the theme: cameras read dark modules on a light ground.
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={208}
      height={208}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
