import { Badge } from '@mantine/core';
import { RISK_LEVELS, riskLevelLabel } from '@mentor/contract';
import { useLanguage } from '../../../shared/lib/i18n';

/** Baixo / Médio / Alto, or 'Não Classificado' for a missing level. */
export function RiskChip({ level }: { level: string | null }) {
  const { language } = useLanguage();
  const option = RISK_LEVELS.option(level);
  return (
    <Badge variant="light" color={option?.color ?? 'gray'} radius="sm">
      {riskLevelLabel(level, language)}
    </Badge>
  );
}
