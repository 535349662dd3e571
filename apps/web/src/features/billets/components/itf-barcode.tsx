/**
 * The bars of a boleto barcode: Interleaved 2 of 5 (ITF), the symbology FEBRABAN prescribes for
 * the 44 digits. Digits come in pairs, the first drawn in bars and the second in the spaces
 * between them; narrow is one unit, wide three.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const NARROW = 1;
const WIDE = 3;

/** Widths of alternating bar and space, starting with a bar (start and stop guards included). */
export function itfWidths(digits: string): number[] {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0)
    throw new RangeError('ITF needs an even count of digits');
  const widths = [NARROW, NARROW, NARROW, NARROW];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])] as string;
    const spaces = PATTERNS[Number(digits[i + 1])] as string;
    for (let k = 0; k < 5; k++) {
      widths.push(bars[k] === 'w' ? WIDE : NARROW, spaces[k] === 'w' ? WIDE : NARROW);
    }
  }
  widths.push(WIDE, NARROW, NARROW);
  return widths;
}

export function ItfBarcode({
  digits,
  height = 50,
  label,
}: {
  digits: string;
  height?: number;
  label: string;
}) {
  const widths = itfWidths(digits);
  const total = widths.reduce((a, b) => a + b, 0);
  let x = 0;
  const bars: { x: number; w: number }[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      data-testid="billet-barcode"
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={height} fill="#000" />
      ))}
    </svg>
  );
}
