import { ADMIN_MESSAGES, type AdminUser, userStatusUpdatedMessage } from '@mentorbridge/shared';
import { type RefObject, useRef, useState } from 'react';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import type { UserListParams } from '../admin-params';
import { useBulkDeleteUsers } from '../api/bulk-delete-users';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserStatus } from '../api/update-user-status';

interface UserTableActionsOptions {
  params: UserListParams;
  rows: readonly AdminUser[];
  currentUserId: string | undefined;
  /** The row whose button opened the dialog is gone after a deletion. */
  afterDeleteFocusRef: RefObject<HTMLElement | null>;
}

export function useUserTableActions({
  params,
  rows,
  currentUserId,
  afterDeleteFocusRef,
}: UserTableActionsOptions) {
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const bulkDelete = useBulkDeleteUsers();
  const { banner, show } = useTimedBanner();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  // The selection belongs to one page of one search.
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
  const focusAfterClose = useRef<HTMLElement | null>(null);

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

  const openConfirmation = (open: () => void) => {
    setDialogError(null);
    focusAfterClose.current = null;
    open();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setDialogError(null);
    deleteUser.mutate(deleting._id, {
      onSuccess: (response) => {
        focusAfterClose.current = afterDeleteFocusRef.current;
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
        focusAfterClose.current = afterDeleteFocusRef.current;
        setBulkOpen(false);
        select(new Set());
        show({ tone: 'success', text: response?.message || ADMIN_MESSAGES.bulkDeleted });
      },
      onError: (error) => setDialogError(failureMessage(error, ADMIN_MESSAGES.bulkDeleteFailed)),
    });
  };

  return {
    banner,
    selected,
    onSelect,
    onSelectAll,
    clearSelection: () => select(new Set()),
    busyIds,
    onToggle: (user: AdminUser) => void toggle(user),
    deleting,
    onDelete: (user: AdminUser) => openConfirmation(() => setDeleting(user)),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    isDeleting: deleteUser.isPending,
    isBulkOpen,
    openBulkDelete: () => openConfirmation(() => setBulkOpen(true)),
    cancelBulkDelete: () => setBulkOpen(false),
    confirmBulkDelete,
    isBulkDeleting: bulkDelete.isPending,
    editing,
    onEdit: setEditing,
    closeEdit: () => setEditing(null),
    onSaved: (message: string) => {
      setEditing(null);
      show({ tone: 'success', text: message });
    },
    dialogError,
    focusAfterClose,
  };
}
