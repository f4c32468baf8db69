import type { ReactNode } from 'react';
import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconDots,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';
import type { Group as GroupData } from '@hercircle/shared';
import { useSession } from '../../lib/auth.ts';
import { openConfirm } from '../../lib/modals.ts';
import { loadReportDialog, openReportDialog } from '../safety/report.tsx';
import { loadEditDialogs } from './lazy-dialogs.ts';
import { openModerationDialog } from '../fair-process/moderation-dialog.tsx';
import type { RuleAndReason } from '../fair-process/RuleFields.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** A moderator's reason on a post or reply (moderateContentInput). */
const MODERATE_REASON_MAX = 500;

/** A post or a reply, as its menu needs it. */
export interface MenuTarget {
  kind: 'post' | 'reply';
  id: number;
  /** The viewer wrote it (also for an anonymous item, whose author id never reaches the client). */
  mine: boolean;
  hidden: boolean;
  /** Her name, or "Anonymous member". */
  authorName: string;
  /** Posts only: pinned by the group's admins. */
  pinned?: boolean;
}

/**
 * Who may do what with a post or reply: its author edits; its author, the group's admins and site
 * admins delete; those admins (the moderators) hide and unhide; every other signed-in member reports.
 * Visitors get no menu: reporting needs an account.
 */
export function ItemMenu({
  target,
  group,
  busy,
  onEdit,
  onDelete,
  onHidden,
  onPinned,
  extra,
}: {
  target: MenuTarget;
  group: GroupData;
  busy: boolean;
  onEdit: () => void;
  /** A moderator deleting someone else's item gives the rule and the reason she is shown. */
  onDelete: (why?: RuleAndReason) => void;
  onHidden: (hidden: boolean, why?: RuleAndReason) => void;
  /** Posts only: the moderators pin or unpin it. */
  onPinned?: (pinned: boolean) => void;
  /** More items, after Edit: her shield on her own post (who may reply, hiding, blocking). */
  extra?: ReactNode;
}) {
  const session = useSession();
  const { t } = useTexts(groupTexts);
  if (!session) return null;
  const { kind, mine, authorName } = target;
  const moderator = group.my_role === 'admin' || session.user.role === 'admin';
  const post = kind === 'post';
  // "your post", "Amara’s reply": in the dialogs' titles, the Report dialog's too.
  const whose = mine
    ? t(post ? 'menu.yourPost' : 'menu.yourReply')
    : t(post ? 'menu.theirPost' : 'menu.theirReply', { name: authorName });
  const deleteLabel = t(post ? 'menu.deletePost' : 'menu.deleteReply');

  // Someone else's item: she gets a statement of reasons, so the moderator names rule and reason.
  const confirmDelete = () =>
    mine
      ? confirmOwnDelete()
      : openModerationDialog({
          title: t('menu.deleteTitle', { whose }),
          text: t('menu.deleteText', { name: authorName }),
          confirmLabel: deleteLabel,
          reasonMax: MODERATE_REASON_MAX,
          onConfirm: onDelete,
        });
  const hide = () =>
    openModerationDialog({
      title: t('menu.hideTitle', { whose }),
      text: t('menu.hideText', { name: authorName }),
      confirmLabel: t(post ? 'menu.hidePost' : 'menu.hideReply'),
      reasonMax: MODERATE_REASON_MAX,
      onConfirm: (why) => onHidden(true, why),
    });
  const confirmOwnDelete = () =>
    openConfirm({
      title: t(post ? 'menu.deleteOwnPost' : 'menu.deleteOwnReply'),
      children: <Text size="sm">{t('menu.deleteOwnText')}</Text>,
      labels: { confirm: deleteLabel, cancel: t('menu.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(),
    });

  return (
    // Mantine's focus placeholder is a focusable role=presentation div inside role=menu, which axe
    // flags (aria-required-children); without it the first item takes focus on opening.
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      // Opening the menu starts loading the form its Edit or Report item opens.
      onOpen={() => void (mine ? loadEditDialogs() : loadReportDialog())}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={busy}
          aria-label={t('menu.actionsFor', { whose })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {mine && (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t('menu.edit')}
          </Menu.Item>
        )}
        {extra}
        {moderator && (
          <Menu.Item
            leftSection={
              target.hidden ? (
                <IconEye size={14} aria-hidden />
              ) : (
                <IconEyeOff size={14} aria-hidden />
              )
            }
            onClick={() => (target.hidden ? onHidden(false) : mine ? onHidden(true) : hide())}
          >
            {target.hidden ? t('menu.unhide') : t('menu.hide')}
          </Menu.Item>
        )}
        {moderator && onPinned && (
          <Menu.Item
            leftSection={
              target.pinned ? (
                <IconPinnedOff size={14} aria-hidden />
              ) : (
                <IconPin size={14} aria-hidden />
              )
            }
            onClick={() => onPinned(!target.pinned)}
          >
            {target.pinned ? t('menu.unpin') : t('menu.pin')}
          </Menu.Item>
        )}
        {!mine && (
          <Menu.Item
            leftSection={<IconFlag size={14} aria-hidden />}
            onClick={() =>
              openReportDialog({ target_type: kind, target_id: target.id, label: whose })
            }
          >
            {t('menu.report')}
          </Menu.Item>
        )}
        {(mine || moderator) && (
          // Red text on the neutral hover: a coloured item's red tint under red text fails 4.5:1.
          <Menu.Item
            c="var(--hc-danger-text)"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={confirmDelete}
          >
            {t('menu.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
