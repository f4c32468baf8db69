import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Resource } from '@hercircle/shared';
import { INTERNATIONAL } from '@hercircle/shared/publications';
import { useTexts } from '../../i18n/texts.ts';
import { resourcesTexts } from '../../i18n/areas/resources.ts';

/** tel: links take no spaces or brackets. */
const dialled = (phone: string) => phone.replace(/[^\d+]/g, '');

const regionNames = new Map<string, Intl.DisplayNames>();

/** A region's name in a language ("Ireland", "Irlanda", "أيرلندا"); the code if Intl has none. */
function regionName(country: string, language: string): string {
  let names = regionNames.get(language);
  try {
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region' });
      regionNames.set(language, names);
    }
    return names.of(country) ?? country;
  } catch {
    return country;
  }
}

/** A resource's country in her language, or "International" for the services that serve all. */
export function useCountryName(): (country: string) => string {
  const { t, i18n } = useTexts(resourcesTexts);
  return (country) =>
    country === INTERNATIONAL ? t('item.international') : regionName(country, i18n.language);
}

/**
 * One entry of the directory: its name (a link to its site, in a new tab, where it has one), the
 * number to call, where it serves, and what it is for. Its name and description are the admins'
 * words, shown as written in their own direction.
 */
export function ResourceItem({ resource: r }: { resource: Resource }) {
  const { t } = useTexts(resourcesTexts);
  const countryName = useCountryName();
  return (
    <Stack gap={2} component="li">
      <Group gap={6} wrap="wrap">
        {r.url ? (
          // Another site: a new tab keeps her place here; no opener, no referrer.
          <Anchor href={r.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <bdi>{r.title}</bdi>
            <VisuallyHidden> {t('item.newTab')}</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" fw={600} dir="auto">
            {r.title}
          </Text>
        )}
        <Badge size="xs" variant="light" color="gray">
          {countryName(r.country)}
        </Badge>
      </Group>
      {r.phone && (
        <Text size="sm">
          {t('item.call')}{' '}
          {/* A number reads left to right in every language ("116 123", not "123 116"). */}
          <Anchor href={`tel:${dialled(r.phone)}`} underline="always" dir="ltr">
            {r.phone}
          </Anchor>
        </Text>
      )}
      <Text size="xs" c="dimmed" dir="auto">
        {r.description}
      </Text>
    </Stack>
  );
}
