import type { ResourceStats } from '@mentorbridge/shared';
import { CircleCheck, Clock, Download, FileStack, Star, Upload } from 'lucide-react';
import { StatRow } from '@/components/ui/stat-row';
import { formatRating } from '../resource-format';

interface StatCardsProps {
  /** Undefined while loading or when the stats failed (the spec keeps that silent). */
  stats: ResourceStats | undefined;
}

const THREE_COLUMNS = 'grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4';

export function AlumniResourceStats({ stats }: StatCardsProps) {
  return (
    <StatRow
      className={THREE_COLUMNS}
      stats={[
        { label: 'Total Uploads', value: stats?.totalUploads, icon: <Upload className="size-4" /> },
        {
          label: 'Average Rating',
          value: stats ? formatRating(stats.averageRating) : undefined,
          icon: <Star className="size-4" />,
          tone: 'amber',
        },
        {
          label: 'Total Downloads',
          value: stats?.totalDownloads,
          icon: <Download className="size-4" />,
          tone: 'green',
        },
      ]}
    />
  );
}

export function AdminResourceStats({ stats }: StatCardsProps) {
  return (
    <StatRow
      className={THREE_COLUMNS}
      stats={[
        { label: 'Pending Review', value: stats?.pending, icon: <Clock className="size-4" />, tone: 'amber' },
        {
          label: 'Published',
          value: stats?.published,
          icon: <CircleCheck className="size-4" />,
          tone: 'green',
        },
        { label: 'Total Resources', value: stats?.totalUploads, icon: <FileStack className="size-4" /> },
      ]}
    />
  );
}
