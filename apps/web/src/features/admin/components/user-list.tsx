import type { AdminUser } from '@mentorbridge/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { formatDay, formatLastActive } from '../admin-format';
import { RoleBadge } from './role-badge';
import { StatusSwitch, StatusText } from './status-switch';

export interface UserListProps {
  users: AdminUser[];
  caption: string;
  currentUserId: string | undefined;
  selected: ReadonlySet<string>;
  onSelect: (id: string, isSelected: boolean) => void;
  onSelectAll: (isSelected: boolean) => void;
  busyIds: ReadonlySet<string>;
  onToggle: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const CHECKBOX = 'size-4 shrink-0 cursor-pointer rounded accent-indigo-600';

function SelectAll({ users, currentUserId, selected, onSelectAll, id }: UserListProps & { id?: string }) {
  const box = useRef<HTMLInputElement>(null);
  const selectable = users.filter((user) => user._id !== currentUserId);
  const count = selectable.filter((user) => selected.has(user._id)).length;
  const isAll = selectable.length > 0 && count === selectable.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !isAll;
  }, [count, isAll]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={CHECKBOX}
      id={id}
      aria-label={id ? undefined : 'Select all users on this page'}
      checked={isAll}
      disabled={selectable.length === 0}
      onChange={(event) => onSelectAll(event.target.checked)}
    />
  );
}

function UserIdentity({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <UserAvatar name={user.name} src={user.avatar} className="size-9" />
      <span className="min-w-0">
        <span className="block font-medium wrap-anywhere text-slate-900">
          {user.name}
          {isSelf ? (
            <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700">
              You
            </span>
          ) : null}
        </span>
        <span className="block text-xs break-all text-slate-600">{user.email}</span>
      </span>
    </span>
  );
}

/** Admins cannot deactivate themselves, so their own row has no switch. */
function RowStatus({ user, isSelf, props }: { user: AdminUser; isSelf: boolean; props: UserListProps }) {
  return isSelf ? (
    <StatusText isActive={user.isActive} />
  ) : (
    <StatusSwitch
      isActive={user.isActive}
      label={`Active: ${user.name}`}
      isBusy={props.busyIds.has(user._id)}
      onToggle={() => props.onToggle(user)}
    />
  );
}

function RowActions({
  user,
  isSelf,
  props,
  labelClassName = '',
}: {
  user: AdminUser;
  isSelf: boolean;
  props: UserListProps;
  labelClassName?: string;
}) {
  if (isSelf) return <span className="text-xs text-slate-500">Your account</span>;
  return (
    <span className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit ${user.name}`} onClick={() => props.onEdit(user)}>
        <Pencil className="size-4" aria-hidden="true" />
        <span className={labelClassName}>Edit</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Delete ${user.name}`}
        onClick={() => props.onDelete(user)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className={labelClassName}>Delete</span>
      </Button>
    </span>
  );
}

function SelectBox({ user, isSelf, props }: { user: AdminUser; isSelf: boolean; props: UserListProps }) {
  if (isSelf) return null;
  return (
    <input
      type="checkbox"
      className={CHECKBOX}
      aria-label={`Select ${user.name}`}
      checked={props.selected.has(user._id)}
      onChange={(event) => props.onSelect(user._id, event.target.checked)}
    />
  );
}

const TH = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-3 align-middle';

export function UserTable(props: UserListProps) {
  const { users, caption, currentUserId } = props;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${TH} w-10`}>
              <SelectAll {...props} />
            </th>
            <th scope="col" className={TH}>
              User
            </th>
            <th scope="col" className={TH}>
              Role
            </th>
            <th scope="col" className={TH}>
              Active
            </th>
            <th scope="col" className={TH}>
              Contributions / Points
            </th>
            <th scope="col" className={TH}>
              Joined
            </th>
            <th scope="col" className={TH}>
              Last active
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const isSelf = user._id === currentUserId;
            return (
              <tr key={user._id} className={props.selected.has(user._id) ? 'bg-indigo-50/60' : undefined}>
                <td className={TD}>
                  <SelectBox user={user} isSelf={isSelf} props={props} />
                </td>
                <th scope="row" className={`${TD} min-w-48 text-left font-normal`}>
                  <UserIdentity user={user} isSelf={isSelf} />
                </th>
                <td className={TD}>
                  <RoleBadge role={user.role} />
                </td>
                <td className={TD}>
                  <RowStatus user={user} isSelf={isSelf} props={props} />
                </td>
                <td className={`${TD} whitespace-nowrap text-slate-700`}>
                  {user.contributions} / {user.points} pts
                </td>
                <td className={`${TD} whitespace-nowrap text-slate-700`}>{formatDay(user.createdAt)}</td>
                <td className={`${TD} whitespace-nowrap text-slate-700`}>
                  {formatLastActive(user.lastActive)}
                </td>
                <td className={TD}>
                  <RowActions user={user} isSelf={isSelf} props={props} labelClassName="hidden xl:inline" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Cards below 1024 px: nothing scrolls sideways at 375 px. */
export function UserCards(props: UserListProps) {
  const { users, caption, currentUserId } = props;
  const selectAllId = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <SelectAll {...props} id={selectAllId} />
        <label htmlFor={selectAllId}>Select all users on this page</label>
      </div>
      <ul aria-label={caption} className="space-y-3">
        {users.map((user) => {
          const isSelf = user._id === currentUserId;
          return (
            <li
              key={user._id}
              className={`rounded-xl border bg-white p-4 shadow-sm ${
                props.selected.has(user._id) ? 'border-indigo-300 bg-indigo-50/60' : 'border-slate-200'
              }`}
            >
              <div className="flex items-start gap-3">
                <span className="pt-2.5">
                  <SelectBox user={user} isSelf={isSelf} props={props} />
                </span>
                <div className="min-w-0 flex-1">
                  <UserIdentity user={user} isSelf={isSelf} />
                </div>
                <RoleBadge role={user.role} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                <dt className="text-slate-500">Contributions / Points</dt>
                <dd className="text-right text-slate-800">
                  {user.contributions} / {user.points} pts
                </dd>
                <dt className="text-slate-500">Joined</dt>
                <dd className="text-right text-slate-800">{formatDay(user.createdAt)}</dd>
                <dt className="text-slate-500">Last active</dt>
                <dd className="text-right text-slate-800">{formatLastActive(user.lastActive)}</dd>
              </dl>
              <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
                <RowStatus user={user} isSelf={isSelf} props={props} />
                <RowActions user={user} isSelf={isSelf} props={props} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
