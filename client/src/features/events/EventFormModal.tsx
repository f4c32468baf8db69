import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_CATEGORIES, type EventCategory } from '@hercircle/shared/constants';
import { FormModal } from '../../components/FormModal.tsx';
import { fieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { EventItem } from './EventCard.tsx';
import { wallTime, zonedToIso } from './event-format.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';

type Values = {
  title: string;
  description: string;
  category: string;
  starts: string;
  ends: string;
  timezone: string;
  area: string;
  location: string;
  online_url: string;
  capacity: number | string;
  price_label: string;
  speakers: string[];
  featured: boolean;
};

const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ZONES = Intl.supportedValuesOf('timeZone');
/** The online link's hint: the start of an address, the same in every language. */
const URL_START = 'https://';

function emptyValues(): Values {
  return {
    title: '',
    description: '',
    category: 'Community',
    starts: '',
    ends: '',
    timezone: HERE,
    area: '',
    location: '',
    online_url: '',
    capacity: '',
    price_label: 'Free',
    speakers: [],
    featured: false,
  };
}

function valuesOf(e: EventItem): Values {
  return {
    title: e.title,
    description: e.description,
    category: e.category,
    starts: wallTime(new Date(e.starts_at), e.timezone),
    ends: wallTime(new Date(e.ends_at), e.timezone),
    timezone: e.timezone,
    area: e.area,
    location: e.location ?? '',
    online_url: e.online_url ?? '',
    capacity: e.capacity ?? '',
    price_label: e.price_label ?? '',
    speakers: e.speakers,
    featured: e.featured,
  };
}

/**
 * Create or edit an event (event 'new' creates, null is closed). Times are entered as the clock
 * reads where the event happens, in its time zone. Site admins may feature an event. In the page's
 * language: hers on the group page, English in the admin portal (usePageTexts). The categories are
 * the events' own data, in English as on the list.
 */
export function EventFormModal({
  event,
  groupId,
  canFeature,
  onClose,
}: {
  event: EventItem | 'new' | null;
  groupId?: number;
  canFeature: boolean;
  onClose: () => void;
}) {
  const { t } = usePageTexts(eventsTexts);
  const form = useForm<Values>({ initialValues: emptyValues() });
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!event) return;
    const values = event === 'new' ? emptyValues() : valuesOf(event);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [event, setValues, resetDirty, clearErrors]);

  const queryClient = useQueryClient();
  const saved = (message: string) => {
    notifications.show({ color: 'sage', message });
    void queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
    onClose();
  };
  const onError = (e: unknown) => {
    const errors = fieldErrors(e);
    // The server names starts_at and ends_at; the form holds them as starts and ends.
    form.setErrors({ ...errors, starts: errors.starts_at, ends: errors.ends_at });
  };
  const create = useMutation(
    trpc.events.create.mutationOptions({ onSuccess: () => saved(t('form.created')), onError }),
  );
  const update = useMutation(
    trpc.events.update.mutationOptions({ onSuccess: () => saved(t('form.saved')), onError }),
  );

  const submit = form.onSubmit((v) => {
    const input = {
      title: v.title,
      description: v.description,
      category: v.category as EventCategory,
      starts_at: zonedToIso(v.starts, v.timezone),
      ends_at: zonedToIso(v.ends, v.timezone),
      timezone: v.timezone,
      area: v.area,
      location: v.location,
      online_url: v.online_url,
      capacity: v.capacity === '' ? null : Number(v.capacity),
      price_label: v.price_label,
      speakers: v.speakers,
      ...(canFeature ? { featured: v.featured } : {}),
    };
    if (event === 'new') create.mutate({ ...input, group_id: groupId ?? null });
    else if (event) update.mutate({ id: event.id, ...input });
  });

  return (
    <FormModal
      opened={event !== null}
      onClose={onClose}
      title={event === 'new' ? t('form.newTitle') : t('form.editTitle')}
      size="lg"
      onSubmit={submit}
      error={create.error ?? update.error}
      submitLabel={event === 'new' ? t('form.create') : t('form.save')}
      submitProps={{ loading: create.isPending || update.isPending }}
    >
      <TextInput
        label={t('form.title')}
        required
        data-autofocus
        dir="auto"
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('form.description')}
        required
        dir="auto"
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <Group grow align="flex-start">
        <Select
          label={t('form.category')}
          data={[...EVENT_CATEGORIES]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label={t('form.zone')}
          data={ZONES}
          searchable
          allowDeselect={false}
          {...form.getInputProps('timezone')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          type="datetime-local"
          label={t('form.starts')}
          required
          {...form.getInputProps('starts')}
        />
        <TextInput
          type="datetime-local"
          label={t('form.ends')}
          required
          {...form.getInputProps('ends')}
        />
      </Group>
      <TextInput
        label={t('form.area')}
        description={t('form.areaHelp')}
        required
        dir="auto"
        {...form.getInputProps('area')}
      />
      <TextInput
        label={t('form.place')}
        description={t('form.goingOnly')}
        dir="auto"
        {...form.getInputProps('location')}
      />
      <TextInput
        label={t('form.link')}
        description={t('form.goingOnly')}
        placeholder={URL_START}
        dir="ltr"
        {...form.getInputProps('online_url')}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('form.capacity')}
          description={t('form.noLimit')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('capacity')}
        />
        <TextInput
          label={t('form.price')}
          description={t('form.priceHelp')}
          {...form.getInputProps('price_label')}
        />
      </Group>
      <TagsInput
        label={t('form.speakers')}
        description={t('form.speakersHelp')}
        maxTags={12}
        {...form.getInputProps('speakers')}
      />
      {canFeature && (
        <Checkbox
          label={t('form.featured')}
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
      )}
    </FormModal>
  );
}
