import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Brazil as a tile map: each state an equal square placed where it lies (north at the top), so
 * small states (DF, SE, AL) stay as easy to read and click as large ones. The layout ships with
 * the console: no map tiles, no network (ADR 0182).
 */
export const STATE_TILES: Readonly<Record<string, readonly [column: number, row: number]>> = {
  RR: [1, 0],
  AP: [3, 0],
  AM: [0, 1],
  PA: [2, 1],
  MA: [3, 1],
  CE: [4, 1],
  RN: [5, 1],
  AC: [0, 2],
  RO: [1, 2],
  TO: [2, 2],
  PI: [3, 2],
  PE: [4, 2],
  PB: [5, 2],
  MT: [1, 3],
  GO: [2, 3],
  BA: [3, 3],
  SE: [4, 3],
  AL: [5, 3],
  MS: [1, 4],
  DF: [2, 4],
  MG: [3, 4],
  ES: [4, 4],
  SP: [2, 5],
  RJ: [3, 5],
  PR: [2, 6],
  SC: [2, 7],
  RS: [1, 8],
};

export interface StateMetric {
  state: string;
  active: number;
  restricted: number;
  restrictedState: boolean;
}

const SIZE = 56;
const GAP = 6;

/** Blue from light to dark with the share of the busiest state's active accounts. */
function activeFill(active: number, max: number): string {
  if (max === 0 || active === 0) return '#eef2f7';
  const share = active / max;
  const lightness = Math.round(88 - share * 52);
  return `hsl(212, 70%, ${lightness}%)`;
}

export function BrazilTileMap({
  metrics,
  onSelect,
}: {
  metrics: readonly StateMetric[];
  onSelect?: (state: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const max = Math.max(0, ...metrics.map((m) => m.active));
  const width = 6 * (SIZE + GAP);
  const height = 9 * (SIZE + GAP);
  return (
    <figure style={{ margin: 0 }} aria-label={t('location.map')}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: 420 }}>
        <title>{t('location.map')}</title>
        {metrics.map((m) => {
          const tile = STATE_TILES[m.state];
          if (!tile) return null;
          const [column, row] = tile;
          const x = column * (SIZE + GAP);
          const y = row * (SIZE + GAP);
          const fill = activeFill(m.active, max);
          const summary = t('location.stateSummary', {
            state: m.state,
            active: m.active,
            restricted: m.restricted,
          });
          const dark = max > 0 && m.active / max > 0.55;
          return (
            // The tile's visible figures sit beside its button, which the summary names in full.
            <g key={m.state}>
              {/* biome-ignore lint/a11y/useSemanticElements: an SVG tile cannot be a <button>; it takes its role and keys */}
              <g
                role="button"
                tabIndex={0}
                aria-label={`${summary}${m.restrictedState ? ` · ${t('location.legendRestricted')}` : ''}`}
                data-state={m.state}
                data-restricted={m.restrictedState ? 'true' : 'false'}
                style={{ cursor: onSelect ? 'pointer' : 'default' }}
                onClick={() => onSelect?.(m.state)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSelect?.(m.state);
                  }
                }}
              >
                <title>{summary}</title>
                <rect
                  x={x}
                  y={y}
                  width={SIZE}
                  height={SIZE}
                  rx={6}
                  fill={fill}
                  stroke={m.restrictedState ? '#c92a2a' : '#adb5bd'}
                  strokeWidth={m.restrictedState ? 4 : 1}
                  strokeDasharray={m.restrictedState ? '6 3' : undefined}
                />
              </g>
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of SVG text takes no focus; the tile's button names its figures */}
              <g aria-hidden="true" pointerEvents="none">
                <text
                  x={x + SIZE / 2}
                  y={y + 24}
                  textAnchor="middle"
                  fontSize={15}
                  fontWeight={700}
                  fill={dark ? '#fff' : '#212529'}
                >
                  {m.state}
                </text>
                <text
                  x={x + SIZE / 2}
                  y={y + 42}
                  textAnchor="middle"
                  fontSize={11}
                  fill={dark ? '#fff' : '#343a40'}
                >
                  {m.active}
                  {m.restricted ? ` / ${m.restricted}` : ''}
                </text>
              </g>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <Group gap="lg" mt="xs">
          <Group gap={6}>
            <svg width={18} height={18} aria-hidden="true">
              <rect x={1} y={1} width={16} height={16} rx={3} fill="hsl(212, 70%, 50%)" />
            </svg>
            <Text size="sm">{t('location.legendActive')}</Text>
          </Group>
          <Group gap={6}>
            <svg width={18} height={18} aria-hidden="true">
              <rect
                x={2}
                y={2}
                width={14}
                height={14}
                rx={3}
                fill="#eef2f7"
                stroke="#c92a2a"
                strokeWidth={3}
                strokeDasharray="4 2"
              />
            </svg>
            <Text size="sm">{t('location.legendRestricted')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('fields.activeAccounts')} / {t('fields.restricted')}
          </Text>
        </Group>
      </figcaption>
    </figure>
  );
}
