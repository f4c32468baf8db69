import { useEffect } from 'react';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/**
 * The form of an admin record dialog (record 'new' creates, null is closed): each time one opens
 * it starts from `empty` or from the record, without the previous dialog's errors. `empty` and
 * `toValues` are module-level, so they never restart this by themselves.
 */
export function useRecordForm<R, V extends Record<string, unknown>>(
  record: R | 'new' | null,
  empty: V,
  toValues: (record: R) => V,
) {
  const form = useForm<V>({ initialValues: empty });
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!record) return;
    const values = record === 'new' ? empty : toValues(record);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [record, empty, toValues, setValues, resetDirty, clearErrors]);
  return form;
}

/** After a save: say so, refresh the area's lists and the dashboard's counts, and close. */
export function useAfterSave(listKey: QueryKey, onClose: () => void) {
  const queryClient = useQueryClient();
  return (message: string) => {
    notifications.show({ color: 'sage', message });
    void queryClient.invalidateQueries({ queryKey: listKey });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
    onClose();
  };
}
