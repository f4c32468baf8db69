import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { REPORT_REASON_LABELS, type ModerationReportDetail } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { ReasonBadges, ReportStatusBadge, TARGET_LABELS, authorName } from './report-labels.tsx';
import { MentionText } from '../community/MentionText.tsx';
import { ACTION_LABELS, ResolveForm } from './ResolveForm.tsx';

/** Site admins only: the real author of an anonymous post or reply, for a reason that is logged. */
function Unmask({ report }: { report: ModerationReportDetail }) {
  const [reason, setReason] = useState('');
  const input = { id: report.target_id, reason };
  const post = useMutation(trpc.moderation.unmask.mutationOptions());
  const reply = useMutation(trpc.moderation.unmaskReply.mutationOptions());
  const unmask = report.target_type === 'post' ? post : reply;
  if (unmask.data)
    return (
      <Alert color="plum" variant="light" title="Author">
        {unmask.data.author.first_name} {unmask.data.author.last_name} (member #
        {unmask.data.author.id}). This unmasking is in the audit log.
      </Alert>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        unmask.mutate(input);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Reason for unmasking"
          description="Only when safety requires it. The reason goes into the audit log."
          required
          autosize
          minRows={1}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldErrors(unmask.error).reason}
        />
        {!fieldErrors(unmask.error).reason && <FormError error={unmask.error} />}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={unmask.isPending}>
            Unmask author
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Detail({
  report: r,
  siteAdmin,
  onClose,
}: {
  report: ModerationReportDetail;
  siteAdmin: boolean;
  onClose: () => void;
}) {
  return (
    <Stack gap="lg">
      <Section title="Content">
        <Paper withBorder p="md" radius="md">
          <Stack gap={6}>
            <Group gap="xs">
              <Badge color="gray">{TARGET_LABELS[r.target_type]}</Badge>
              {r.group_name && <Text size="sm">in {r.group_name}</Text>}
              {r.hidden && <Badge color="gray">{r.auto_hidden ? 'Auto-hidden' : 'Hidden'}</Badge>}
              {r.deleted && <Badge color="red">Deleted</Badge>}
            </Group>
            {r.title && <Text fw={600}>{r.title}</Text>}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.content === null ? (
                'This content no longer exists.'
              ) : (
                <MentionText content={r.content} />
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {authorName(r.author)}
              {r.created_at ? ` · ${shortDate(r.created_at)}` : ''}
            </Text>
          </Stack>
        </Paper>
      </Section>

      <Section title={`Reports (${r.reports.length})`}>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {r.reports.map((p) => (
            <Paper component="li" key={p.id} withBorder p="sm" radius="md">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {REPORT_REASON_LABELS[p.reason]}
                </Text>
                <ReportStatusBadge status={p.status} />
              </Group>
              {p.note && (
                <Text size="sm" mt={4}>
                  “{p.note}”
                </Text>
              )}
              <Text size="xs" c="dimmed" mt={4}>
                {p.reporter ? `${p.reporter.first_name} ${p.reporter.last_name} · ` : ''}
                {shortDate(p.created_at)}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Section>

      <Section title="Author’s history">
        {r.author?.anonymous ? (
          <Text size="sm" c="dimmed">
            Not shown for anonymous content.
          </Text>
        ) : r.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            No earlier reports about this author.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {r.history.map((h) => (
              <Paper component="li" key={`${h.target_type}:${h.target_id}`} withBorder p="sm">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {TARGET_LABELS[h.target_type]}: {h.excerpt ?? 'no longer exists'}
                  </Text>
                  <ReportStatusBadge status={h.status} />
                </Group>
                <Group gap="xs" mt={4}>
                  <ReasonBadges reasons={h.reasons} />
                  <Text size="xs" c="dimmed">
                    {shortDate(h.first_reported_at)}
                    {h.resolution ? ` · ${ACTION_LABELS[h.resolution].label}` : ''}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Section>

      {siteAdmin &&
        r.author?.anonymous &&
        (r.target_type === 'post' || r.target_type === 'reply') && (
          <Section title="Unmask">
            <Unmask report={r} />
          </Section>
        )}

      <Section title="Resolve">
        {r.status === 'open' ? (
          <ResolveForm report={r} siteAdmin={siteAdmin} onDone={onClose} />
        ) : (
          <Text size="sm" c="dimmed">
            These reports are {r.status}.
          </Text>
        )}
      </Section>
    </Stack>
  );
}

/** A reported target for review: content, reports, the author's history and the actions. */
export function ReportDrawer({
  reportId,
  siteAdmin,
  onClose,
}: {
  reportId: number | null;
  siteAdmin: boolean;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const detail = useQuery({
    ...trpc.moderation.reportDetail.queryOptions({ id: reportId ?? 0 }),
    enabled: reportId !== null,
  });
  return (
    <Drawer
      opened={reportId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close review' }}
      title={
        <Group gap="xs">
          <Text fw={700} fz="lg" component="h2" m={0}>
            Review report
          </Text>
          {detail.data && <ReportStatusBadge status={detail.data.report.status} />}
        </Group>
      }
    >
      {detail.isPending ? (
        <Stack>
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      ) : detail.isError ? (
        <FormError error={detail.error} />
      ) : (
        <Detail report={detail.data.report} siteAdmin={siteAdmin} onClose={onClose} />
      )}
    </Drawer>
  );
}
