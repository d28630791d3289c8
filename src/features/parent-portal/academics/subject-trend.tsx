import { Badge } from '@mantine/core';
import { IconArrowNarrowRight, IconTrendingDown, IconTrendingUp, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgressTrend } from '@/contract/student-portal-records';

const LOOKS: Record<ProgressTrend, { color: string; icon: Icon; labelKey: string }> = {
  up: { color: 'green', icon: IconTrendingUp, labelKey: 'portalAcademics.trend.up' },
  down: { color: 'red', icon: IconTrendingDown, labelKey: 'portalAcademics.trend.down' },
  flat: { color: 'gray', icon: IconArrowNarrowRight, labelKey: 'portalAcademics.trend.flat' },
};

/** A subject's trend as icon and text (never colour alone). */
export function SubjectTrend({ trend }: { trend: ProgressTrend }) {
  const { t } = useTranslation();
  const look = LOOKS[trend];
  const TrendIcon = look.icon;
  return (
    <Badge color={look.color} variant="light" leftSection={<TrendIcon size={14} aria-hidden />}>
      {t(look.labelKey)}
    </Badge>
  );
}
