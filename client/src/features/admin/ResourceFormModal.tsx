import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  INTERNATIONAL,
  RESOURCE_TOPICS,
  RESOURCE_TYPES,
  type Resource,
  type ResourceInput,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { useAfterSave, useRecordForm } from './record-form.ts';

type Values = {
  type: string;
  title: string;
  description: string;
  url: string;
  phone: string;
  country: string;
  topic: string;
};

const EMPTY: Values = {
  type: 'helpline',
  title: '',
  description: '',
  url: '',
  phone: '',
  country: INTERNATIONAL,
  topic: 'mental-health',
};

const valuesOf = (r: Resource): Values => ({
  type: r.type,
  title: r.title,
  description: r.description,
  url: r.url ?? '',
  phone: r.phone ?? '',
  country: r.country,
  topic: r.topic,
});

const TYPE_LABELS: Record<Resource['type'], string> = {
  helpline: 'Helpline',
  guide: 'Guide',
  organisation: 'Organisation',
};

export function ResourceFormModal({
  resource,
  onClose,
}: {
  resource: Resource | 'new' | null;
  onClose: () => void;
}) {
  const form = useRecordForm(resource, EMPTY, valuesOf);
  const isNew = resource === 'new';
  const saved = useAfterSave(trpc.admin.resources.pathKey(), onClose);
  const create = useMutation(
    trpc.admin.resources.create.mutationOptions({
      onSuccess: () => saved('Resource added.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const update = useMutation(
    trpc.admin.resources.update.mutationOptions({
      onSuccess: () => saved('Changes saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const submit = form.onSubmit((values) => {
    const input = {
      ...values,
      country:
        values.country.trim().toUpperCase() === 'INTERNATIONAL'
          ? INTERNATIONAL
          : values.country.trim().toUpperCase(),
    } as ResourceInput;
    if (isNew) create.mutate(input);
    else if (resource) update.mutate({ ...input, id: resource.id });
  });

  return (
    <FormModal
      opened={resource !== null}
      onClose={onClose}
      title={isNew ? 'New resource' : 'Edit resource'}
      size="lg"
      onSubmit={submit}
      error={create.error ?? update.error}
      submitLabel={isNew ? 'Add resource' : 'Save changes'}
      submitProps={{ loading: create.isPending || update.isPending }}
    >
      <Group grow align="flex-start">
        <Select
          label="Type"
          data={RESOURCE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Select
          label="Category"
          data={RESOURCE_TOPICS.map((t) => ({ value: t.slug, label: t.title }))}
          allowDeselect={false}
          {...form.getInputProps('topic')}
        />
      </Group>
      <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <TextInput
        label="Link"
        description="https:// address of its own site"
        {...form.getInputProps('url')}
      />
      <TextInput
        label="Phone"
        description="As it is dialled, e.g. 116 123"
        {...form.getInputProps('phone')}
      />
      <TextInput
        label="Country"
        description={`Two-letter ISO code (GB, US, IE…) or ${INTERNATIONAL}`}
        required
        {...form.getInputProps('country')}
      />
    </FormModal>
  );
}
