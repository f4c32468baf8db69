import type { ReactNode } from 'react';
import { Alert, Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { reportReference, type MyReport } from '@hercircle/shared';
import { dateFormat } from '../../lib/dates.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

/**
 * When she sent it, in her own zone (the dialog only ever renders in her browser) and language;
 * English as en-US.
 */
function sentAt(iso: string, language: string): string {
  return dateFormat(language === 'en' ? 'en-US' : language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** What she is told to do at once when someone is in danger: the report alone brings no help. */
export function DangerNote() {
  const { t } = usePageTexts(safetyTexts);
  return (
    <Alert color="red" variant="light" title={t('danger.title')} role="note">
      {t('danger.text')}
    </Alert>
  );
}

/**
 * The receipt of a report (issue 33): its reference, what she reported, the category and when;
 * the same as the email she is sent.
 */
export function ReportReceipt({ report }: { report: MyReport }) {
  const { t, language } = usePageTexts(safetyTexts);
  const { t: label } = usePageTexts(safetyLabelsTexts);
  const what = t(`receipt.things.${report.target_type}`);
  const rows: [string, ReactNode][] = [
    [t('receipt.reference'), <bdi key="reference">{reportReference(report.id)}</bdi>],
    [
      t('receipt.what'),
      report.preview ? (
        <Trans
          t={t}
          i18nKey="receipt.quoted"
          values={{ what, preview: report.preview }}
          components={{ preview: <bdi /> }}
        />
      ) : (
        what
      ),
    ],
    [t('receipt.category'), label(`reasons.${report.reason}`)],
    [t('receipt.sent'), sentAt(report.created_at, language)],
  ];
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('receipt.label')} component="section">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={6} m={0}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">
              {term}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="sm">
        <Trans
          t={t}
          i18nKey="receipt.copy"
          components={{ reports: <Anchor href="/settings#my-reports" underline="always" /> }}
        />
      </Text>
    </Paper>
  );
}
