import {
  type AdminRequest,
  type InterviewExperience,
  type LeaderboardEntry,
  type PlacementResourcesResponse,
  RESOURCE_STATUS_LABELS,
  type ResourceStats,
} from '@mentorbridge/shared';
import { BookOpen, FileText, Handshake, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDay } from '../admin-format';
import type { LatestExperiences } from '../api/get-interviews';
import type { LatestRequests } from '../api/get-mentorship-requests';
import { type LoadingQuery, LoadState } from './load-state';
import { Panel } from './panel';

type Loaded<T> = LoadingQuery & { data: T | undefined };

interface PlatformOverviewProps {
  leaderboard: Loaded<LeaderboardEntry[]>;
  requests: Loaded<LatestRequests>;
  interviews: Loaded<LatestExperiences>;
  resources: Loaded<PlacementResourcesResponse>;
  resourceCounts: Loaded<ResourceStats>;
}

const TOP = 5;
const listClasses = 'divide-y divide-slate-100 text-sm';
const itemClasses = 'flex items-start justify-between gap-3 py-2';

function Total({ value, label }: { value: number; label: string }) {
  return (
    <p className="mb-2 text-sm text-slate-600">
      <span className="text-2xl font-bold text-slate-900">{value}</span> {label}
    </p>
  );
}

function RequestItem({ request }: { request: AdminRequest }) {
  return (
    <li className={itemClasses}>
      <span className="min-w-0 wrap-anywhere text-slate-800">
        {request.student.name} → {request.alumni.name}
        <span className="block text-xs text-slate-500">
          {request.requestType} · {formatDay(request.createdAt)}
        </span>
      </span>
      <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 capitalize">
        {request.status}
      </span>
    </li>
  );
}

function ExperienceItem({ experience }: { experience: InterviewExperience }) {
  return (
    <li className={itemClasses}>
      <span className="min-w-0 wrap-anywhere text-slate-800">
        {experience.company}
        {experience.role ? ` · ${experience.role}` : ''}
        <span className="block text-xs text-slate-500">
          {experience.alumni?.name ?? 'Former member'} · {formatDay(experience.createdAt)}
        </span>
      </span>
      <span className="shrink-0 text-xs text-slate-600">{experience.outcome}</span>
    </li>
  );
}

/** Each card shows its own failure. */
export function PlatformOverview({
  leaderboard,
  requests,
  interviews,
  resources,
  resourceCounts,
}: PlatformOverviewProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <Panel id="overview-requests" title="Mentorship requests" icon={<Handshake className="size-4" />}>
        <LoadState query={requests} label="mentorship requests">
          {requests.data ? (
            <>
              <Total value={requests.data.total} label="requests in all" />
              {requests.data.requests.length ? (
                <ul className={listClasses} aria-label="Newest mentorship requests">
                  {requests.data.requests.map((request) => (
                    <RequestItem key={request._id} request={request} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">No request has been sent yet.</p>
              )}
            </>
          ) : null}
        </LoadState>
      </Panel>

      <Panel id="overview-interviews" title="Interview experiences" icon={<BookOpen className="size-4" />}>
        <LoadState query={interviews} label="interview experiences">
          {interviews.data ? (
            <>
              <Total value={interviews.data.total} label="experiences shared" />
              {interviews.data.experiences.length ? (
                <ul className={listClasses} aria-label="Newest interview experiences">
                  {interviews.data.experiences.map((experience) => (
                    <ExperienceItem key={experience._id} experience={experience} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">No experience has been shared yet.</p>
              )}
            </>
          ) : null}
        </LoadState>
      </Panel>

      <Panel
        id="overview-resources"
        title="Resources"
        icon={<FileText className="size-4" />}
        actions={
          <Link to={paths.adminResources} className={buttonClasses('secondary', 'sm')}>
            Review resources
          </Link>
        }
      >
        <LoadState query={resourceCounts} label="resource counts">
          {resourceCounts.data ? (
            <dl className="mb-2 grid grid-cols-3 gap-2 text-center text-sm">
              {(
                [
                  ['Pending', resourceCounts.data.pending],
                  ['Published', resourceCounts.data.published],
                  ['Total', resourceCounts.data.totalUploads],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-lg font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </LoadState>
        <LoadState query={resources} label="resources">
          {resources.data ? (
            <ul className={listClasses} aria-label="Newest resources">
              {resources.data.slice(0, TOP).map((resource) => (
                <li key={resource._id} className={itemClasses}>
                  <span className="min-w-0 wrap-anywhere text-slate-800">{resource.title}</span>
                  <span className="shrink-0 text-xs text-slate-600">
                    {RESOURCE_STATUS_LABELS[resource.status] ?? resource.status}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </LoadState>
      </Panel>

      <Panel
        id="overview-leaderboard"
        title="Top contributors"
        icon={<Trophy className="size-4" />}
        actions={
          <Link to={paths.leaderboard} className="text-sm font-medium text-indigo-700 hover:underline">
            Leaderboard
          </Link>
        }
      >
        <LoadState query={leaderboard} label="the leaderboard">
          {leaderboard.data ? (
            <>
              <Total value={leaderboard.data.length} label="ranked contributors" />
              {leaderboard.data.length ? (
                <ol className={listClasses} aria-label="Top contributors">
                  {leaderboard.data.slice(0, TOP).map((entry) => (
                    <li key={entry._id} className={itemClasses}>
                      <span className="min-w-0 wrap-anywhere text-slate-800">
                        <span className="mr-1 font-semibold text-slate-500">#{entry.rank}</span>
                        {entry.user.name}
                      </span>
                      <span className="shrink-0 text-xs font-medium text-slate-700">
                        {entry.points} pts · {entry.level}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-600">Nobody has earned points yet.</p>
              )}
            </>
          ) : null}
        </LoadState>
      </Panel>
    </div>
  );
}
