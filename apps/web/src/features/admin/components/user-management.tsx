import { ADMIN_LIMITS, ADMIN_MESSAGES, confirmBulkDeleteMessage } from '@mentorbridge/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { ParamPatch, UserListParams } from '../admin-params';
import type { AdminUserPage } from '../api/get-users';
import { useUserTableActions } from '../hooks/use-user-table-actions';
import { EditUserDialog } from './edit-user-dialog';
import { LoadState } from './load-state';
import { UserFilters } from './user-filters';
import { UserCards, UserTable } from './user-list';
import { UserPagination } from './user-pagination';

export const USER_TABLE_MEDIA_QUERY = '(min-width: 1024px)';

interface UserManagementProps {
  params: UserListParams;
  users: UseQueryResult<AdminUserPage>;
  currentUserId: string | undefined;
  setParams: (patch: ParamPatch) => void;
}

export function UserManagement({ params, users, currentUserId, setParams }: UserManagementProps) {
  const isWide = useMediaQuery(USER_TABLE_MEDIA_QUERY);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = users.data?.rows ?? [];
  const actions = useUserTableActions({ params, rows, currentUserId, afterDeleteFocusRef: heading });
  const { selected } = actions;

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_LIMITS.userPageSize));
  const isFiltered = Boolean(params.q || params.role || params.status);

  // A page emptied by a deletion moves back to the last page that has rows.
  const isPastEnd = Boolean(users.data && rows.length === 0 && total > 0 && params.page > pageCount);
  useEffect(() => {
    if (isPastEnd && !users.isFetching) setParams({ page: pageCount });
  }, [isPastEnd, users.isFetching, pageCount, setParams]);

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
    onSelect: actions.onSelect,
    onSelectAll: actions.onSelectAll,
    busyIds: actions.busyIds,
    onToggle: actions.onToggle,
    onEdit: actions.onEdit,
    onDelete: actions.onDelete,
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

      {actions.banner ? (
        <Alert key={actions.banner.id} tone={actions.banner.tone}>
          {actions.banner.text}
        </Alert>
      ) : null}

      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-2.5">
          <p className="text-sm font-medium text-indigo-900" aria-live="polite">
            {selected.size} selected
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={actions.clearSelection}>
              Clear selection
            </Button>
            <Button variant="danger" size="sm" onClick={actions.openBulkDelete}>
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
        open={actions.deleting !== null}
        title={ADMIN_MESSAGES.confirmDeletionTitle}
        message={
          actions.deleting
            ? `Are you sure you want to delete ${actions.deleting.name} (${actions.deleting.email})? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={actions.isDeleting}
        error={actions.dialogError}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
        returnFocusRef={actions.focusAfterClose}
      />
      <ConfirmDialog
        open={actions.isBulkOpen}
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
        isPending={actions.isBulkDeleting}
        error={actions.dialogError}
        onConfirm={actions.confirmBulkDelete}
        onCancel={actions.cancelBulkDelete}
        returnFocusRef={actions.focusAfterClose}
      />
      <EditUserDialog user={actions.editing} onClose={actions.closeEdit} onSaved={actions.onSaved} />
    </section>
  );
}
