import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { CRISIS_RESOURCES } from '../../content/crisis-resources.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';

/** Helplines, shown when a member reports self-harm: the report alone does not reach anyone fast. */
export function CrisisResources() {
  const { t } = usePageTexts(safetyTexts);
  return (
    <Alert color="plum" variant="light" title={t('crisis.title')} role="note">
      <Stack gap={6}>
        <Text size="sm">{t('crisis.intro')}</Text>
        <List size="sm" spacing={4}>
          {CRISIS_RESOURCES.map((r) => (
            <List.Item key={r.id}>
              <Text span size="sm" fw={600}>
                {r.name}
              </Text>{' '}
              ({t(`crisis.regions.${r.region}`)})
              {r.phone && (
                <>
                  {': '}
                  {/* Left to right in Arabic too: "116 123" must not read "123 116". */}
                  <Anchor href={`tel:${r.tel ?? r.phone}`} size="sm" underline="always" dir="ltr">
                    {r.phone}
                  </Anchor>
                </>
              )}
              {r.url && (
                <>
                  {r.phone ? ' · ' : ': '}
                  <Anchor
                    href={r.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    underline="always"
                    dir="ltr"
                  >
                    {r.url.replace(/^https:\/\/(www\.)?/, '')}
                  </Anchor>
                </>
              )}
              . {t(`crisis.helplines.${r.id}`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {t('crisis.emergency')}
        </Text>
      </Stack>
    </Alert>
  );
}
