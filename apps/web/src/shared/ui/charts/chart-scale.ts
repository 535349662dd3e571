/**
 * "Nice" ticks for a value axis that starts at zero: 0, 250, 500, 750, 1000 rather than
 * 0, 233, 466... The last tick is at or above `max`.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(Math.round(value * 1e6) / 1e6);
    if (value >= max) break;
  }
  return ticks;
}

/** Every how many buckets an axis label fits without overlapping its neighbours. */
export function labelStride(count: number, plotWidth: number, labelWidth: number): number {
  if (count <= 0 || plotWidth <= 0) return 1;
  const perLabel = plotWidth / count;
  return Math.max(1, Math.ceil(labelWidth / perLabel));
}

/** Approximate width in pixels of a label in the chart font (12 px system sans-serif). */
export function textWidth(text: string, fontSize = 12): number {
  return Math.ceil(text.length * fontSize * 0.6);
}
