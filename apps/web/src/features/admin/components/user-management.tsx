import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserListResponse,
  confirmBulkDeleteMessage,
  userStatusUpdatedMessage,
} from '@mentorbridge/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import type { ParamPatch, UserListParams } from '../admin-params';
import { useBulkDeleteUsers } from '../api/bulk-delete-users';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import { EditUserDialog } from './edit-user-dialog';
import { LoadState } from './load-state';
import { UserFilters } from './user-filters';
import { UserCards, UserTable } from './user-list';
import { UserPagination } from './user-pagination';

/** From this width the table's eight columns fit; below it the rows become cards. */
export const USER_TABLE_MEDIA_QUERY = '(min-width: 1024px)';

interface UserManagementProps {
  params: UserListParams;
  /** The dashboard's load of this page of users (started with the other five). */
  users: UseQueryResult<AdminUserListResponse>;
  currentUserId: string | undefined;
  setParams: (patch: ParamPatch) => void;
}

/**
 * User management (part 2 sections 2.3, 4, 5 and 8): search, role and status filters and the sort (each
 * back to page 1), the table with select boxes, the active switch, Edit and Delete, the bulk delete and the
 * server's pages. The signed-in admin's own row has no switch, box or Delete.
 */
export function UserManagement({ params, users, currentUserId, setParams }: UserManagementProps) {
  const isWide = useMediaQuery(USER_TABLE_MEDIA_QUERY);
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const bulkDelete = useBulkDeleteUsers();
  const { banner, show } = useTimedBanner();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  // The selection belongs to one page of one search: another page or filter starts with none.
  const paramsKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: paramsKey,
    ids: new Set(),
  });
  const selected = selection.key === paramsKey ? selection.ids : new Set<string>();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [isBulkOpen, setBulkOpen] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Null: focus returns to the button that opened the dialog; after a deletion that row is gone.
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const rows = users.data?.data ?? [];
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, users.data?.totalPages ?? Math.ceil(total / ADMIN_LIMITS.userPageSize));
  const isFiltered = Boolean(params.q || params.role || params.status);

  // A page emptied by a deletion moves back to the last page that has rows.
  const isPastEnd = Boolean(users.data && rows.length === 0 && total > 0 && params.page > pageCount);
  useEffect(() => {
    if (isPastEnd && !users.isFetching) setParams({ page: pageCount });
  }, [isPastEnd, users.isFetching, pageCount, setParams]);

  const select = (ids: ReadonlySet<string>) => setSelection({ key: paramsKey, ids });
  const onSelect = (id: string, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    select(next);
  };
  const onSelectAll = (isSelected: boolean) =>
    select(new Set(isSelected ? rows.filter((row) => row._id !== currentUserId).map((row) => row._id) : []));

  const toggle = async (user: AdminUser) => {
    const isActive = !user.isActive;
    setBusyIds((current) => new Set(current).add(user._id));
    try {
      const response = await updateStatus.mutateAsync({ id: user._id, isActive });
      show({ tone: 'success', text: response?.message || userStatusUpdatedMessage(isActive) });
    } catch (error) {
      show({ tone: 'error', text: failureMessage(error, ADMIN_MESSAGES.statusFailed) });
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(user._id);
        return next;
      });
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setDialogError(null);
    deleteUser.mutate(deleting._id, {
      onSuccess: (response) => {
        focusAfterClose.current = heading.current;
        setDeleting(null);
        select(new Set([...selected].filter((id) => id !== deleting._id)));
        show({ tone: 'success', text: response?.message || ADMIN_MESSAGES.deleted });
      },
      onError: (error) => setDialogError(failureMessage(error, ADMIN_MESSAGES.deleteFailed)),
    });
  };

  const confirmBulkDelete = () => {
    setDialogError(null);
    bulkDelete.mutate([...selected], {
      onSuccess: (response) => {
        focusAfterClose.current = heading.current;
        setBulkOpen(false);
        select(new Set());
        show({ tone: 'success', text: response?.message || ADMIN_MESSAGES.bulkDeleted });
      },
      onError: (error) => setDialogError(failureMessage(error, ADMIN_MESSAGES.bulkDeleteFailed)),
    });
  };

  const changeFilter = (key: 'q' | 'role' | 'status' | 'sort', value: string) => {
    if (params[key] === value) return;
    setParams({ [key]: value, page: null });
  };
  const goToPage = (page: number) => {
    setParams({ page });
    heading.current?.focus();
  };

  const List = isWide ? UserTable : UserCards;
  const listProps = {
    users: rows,
    caption: `Users, page ${params.page} of ${pageCount}`,
    currentUserId,
    selected,
    onSelect,
    onSelectAll,
    busyIds,
    onToggle: (user: AdminUser) => void toggle(user),
    onEdit: setEditing,
    onDelete: (user: AdminUser) => {
      setDialogError(null);
      focusAfterClose.current = null;
      setDeleting(user);
    },
  };

  return (
    <section aria-labelledby="user-management-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="user-management-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none"
        >
          User management
        </h2>
        {users.isPlaceholderData ? (
          <Spinner label="Updating users" className="size-4 text-indigo-600" />
        ) : null}
      </div>

      <UserFilters params={params} onChange={changeFilter} />

      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}

      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-2.5">
          <p className="text-sm font-medium text-indigo-900" aria-live="polite">
            {selected.size} selected
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => select(new Set())}>
              Clear selection
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                setDialogError(null);
                focusAfterClose.current = null;
                setBulkOpen(true);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete selected
            </Button>
          </div>
        </div>
      ) : null}

      <LoadState query={users} label="users">
        {rows.length === 0 ? (
          <EmptyState
            icon={<UsersRound className="size-10" aria-hidden="true" />}
            title={isFiltered ? 'No users match' : 'No users yet'}
            text={isFiltered ? 'Try another search or filter.' : 'Accounts appear here once people sign up.'}
          />
        ) : (
          <div aria-busy={users.isPlaceholderData || undefined}>
            <List {...listProps} />
          </div>
        )}
      </LoadState>

      <UserPagination
        page={params.page}
        pageCount={pageCount}
        pageSize={ADMIN_LIMITS.userPageSize}
        total={total}
        onPage={goToPage}
        isBusy={users.isPlaceholderData}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={ADMIN_MESSAGES.confirmDeletionTitle}
        message={
          deleting
            ? `Are you sure you want to delete ${deleting.name} (${deleting.email})? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={deleteUser.isPending}
        error={dialogError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        returnFocusRef={focusAfterClose}
      />
      <ConfirmDialog
        open={isBulkOpen}
        title={ADMIN_MESSAGES.confirmDeletionTitle}
        message={
          <>
            <span className="block font-medium text-slate-900">
              {confirmBulkDeleteMessage(selected.size)}
            </span>
            <span className="mt-1 block">Their accounts, profiles, requests and bookings are deleted.</span>
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={bulkDelete.isPending}
        error={dialogError}
        onConfirm={confirmBulkDelete}
        onCancel={() => setBulkOpen(false)}
        returnFocusRef={focusAfterClose}
      />
      <EditUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          show({ tone: 'success', text: message });
        }}
      />
    </section>
  );
}
