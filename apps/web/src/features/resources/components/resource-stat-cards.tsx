import type { ResourceStats } from '@mentorbridge/shared';
import { CircleCheck, Clock, Download, FileStack, Star, Upload } from 'lucide-react';
import { StatTile } from '@/components/ui/stat-tile';
import { formatRating } from '../resource-format';

interface StatCardsProps {
  /** Undefined while loading (or when the stats failed: the spec keeps that silent). */
  stats: ResourceStats | undefined;
}

const show = (value: number | undefined) => (value === undefined ? '–' : value);

/** An alumni's Total Uploads, Average Rating and Total Downloads (part 2 section 2.9). */
export function AlumniResourceStats({ stats }: StatCardsProps) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatTile
        label="Total Uploads"
        value={show(stats?.totalUploads)}
        icon={<Upload className="size-4" />}
      />
      <StatTile
        label="Average Rating"
        value={stats ? formatRating(stats.averageRating) : '–'}
        icon={<Star className="size-4" />}
        tone="amber"
      />
      <StatTile
        label="Total Downloads"
        value={show(stats?.totalDownloads)}
        icon={<Download className="size-4" />}
        tone="green"
      />
    </dl>
  );
}

/** The review queue's Pending Review, Published and Total Resources (part 2 section 2.10). */
export function AdminResourceStats({ stats }: StatCardsProps) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatTile
        label="Pending Review"
        value={show(stats?.pending)}
        icon={<Clock className="size-4" />}
        tone="amber"
      />
      <StatTile
        label="Published"
        value={show(stats?.published)}
        icon={<CircleCheck className="size-4" />}
        tone="green"
      />
      <StatTile
        label="Total Resources"
        value={show(stats?.totalUploads)}
        icon={<FileStack className="size-4" />}
      />
    </dl>
  );
}
