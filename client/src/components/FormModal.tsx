import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ButtonProps, type ModalProps } from '@mantine/core';
import { FormError } from './FormError.tsx';
import { usePageTexts } from '../i18n/page-texts.ts';
import { safetyTexts } from '../i18n/areas/safety.ts';

/**
 * A dialog holding one form: its fields, then the server's refusal when it names no field (a
 * refusal of a field shows on that field), then Cancel and the submit button. Cancel speaks the
 * page's language, as the caller's title and fields do (English in the admin portal).
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  error,
  submitLabel,
  submitProps,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last failed save, if any. */
  error: unknown;
  submitLabel: string;
  submitProps?: ButtonProps;
  children: ReactNode;
}) {
  const { t } = usePageTexts(safetyTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <FormError error={error} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" {...submitProps}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
