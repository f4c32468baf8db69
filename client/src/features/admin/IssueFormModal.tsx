import { useState } from 'react';
import {
  FileInput,
  Group,
  NumberInput,
  Select,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { ISSUE_CATEGORIES, type Issue, type IssueContentsEntry } from '@hercircle/shared';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { useAfterSave, useRecordForm } from './record-form.ts';
import { uploadIssueFile } from './issue-upload.ts';

type Values = {
  issue_number: number | string;
  title: string;
  description: string;
  category: string;
  month: string;
  access: 'free' | 'members';
  status: 'draft' | 'published';
  topics: string[];
  /** One entry a line: its page, then its title ("3 How to negotiate a job offer"). */
  contents: string;
};

const EMPTY: Values = {
  issue_number: '',
  title: '',
  description: '',
  category: 'Career',
  month: '',
  access: 'members',
  status: 'draft',
  topics: [],
  contents: '',
};

const valuesOf = (issue: Issue): Values => ({
  issue_number: issue.issue_number,
  title: issue.title,
  description: issue.description,
  category: issue.category,
  month: issue.month,
  access: issue.access,
  status: issue.status,
  topics: issue.topics,
  contents: issue.contents.map((c) => `${c.page} ${c.title}`).join('\n'),
});

/** "3 How to negotiate" lines to entries; a line that does not start with a page is refused. */
function parseContents(text: string): IssueContentsEntry[] | string {
  const entries: IssueContentsEntry[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(\d+)\s+(.+)$/.exec(line);
    if (!match) return `Start each line with its page number: "${line}"`;
    entries.push({ page: Number(match[1]), title: match[2]! });
  }
  return entries;
}

const ACCESS = [
  { value: 'members', label: 'Members only' },
  { value: 'free', label: 'Free for everyone' },
];
const STATUS = [
  { value: 'draft', label: 'Draft (hidden)' },
  { value: 'published', label: 'Published' },
];

/**
 * Creates or edits an issue, then sends the chosen PDF and cover, then publishes it if asked:
 * the server publishes an issue only once it has its PDF.
 */
export function IssueFormModal({
  issue,
  onClose,
}: {
  issue: Issue | 'new' | null;
  onClose: () => void;
}) {
  const form = useRecordForm(issue, EMPTY, valuesOf);
  const [pdf, setPdf] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const isNew = issue === 'new';
  const saved = useAfterSave(trpc.admin.issues.pathKey(), () => {
    setPdf(null);
    setCover(null);
    onClose();
  });

  const submit = form.onSubmit(async (values) => {
    const contents = parseContents(values.contents);
    if (typeof contents === 'string') return form.setFieldError('contents', contents);
    const { status, ...fields } = values;
    const input = {
      ...fields,
      issue_number: Number(values.issue_number),
      category: values.category as Issue['category'],
      contents,
    };
    setSaving(true);
    setError(null);
    try {
      const client = await trpcClient();
      let record =
        issue === 'new'
          ? (await client.admin.issues.create.mutate(input)).issue
          : (await client.admin.issues.update.mutate({ id: issue!.id, ...input })).issue;
      if (pdf) record = await uploadIssueFile(record.id, 'pdf', pdf);
      if (cover) record = await uploadIssueFile(record.id, 'cover', cover);
      if (status !== record.status)
        await client.admin.issues.update.mutate({ id: record.id, status });
      saved(isNew ? 'Issue created.' : 'Changes saved.');
    } catch (e) {
      form.setErrors(fieldErrors(e));
      setError(e);
    } finally {
      setSaving(false);
    }
  });

  const current = issue !== 'new' && issue ? issue : null;
  return (
    <FormModal
      opened={issue !== null}
      onClose={onClose}
      title={isNew ? 'New issue' : 'Edit issue'}
      size="lg"
      onSubmit={submit}
      error={error}
      submitLabel={isNew ? 'Create issue' : 'Save changes'}
      submitProps={{ loading: saving }}
    >
      <Group grow align="flex-start">
        <NumberInput
          label="Issue number"
          required
          min={1}
          allowDecimal={false}
          data-autofocus
          {...form.getInputProps('issue_number')}
        />
        <TextInput
          label="Month"
          type="month"
          required
          placeholder="2026-12"
          {...form.getInputProps('month')}
        />
      </Group>
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <Group grow align="flex-start">
        <Select
          label="Category"
          data={[...ISSUE_CATEGORIES]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label="Who may read it"
          data={ACCESS}
          allowDeselect={false}
          {...form.getInputProps('access')}
        />
      </Group>
      <TagsInput
        label="Topics"
        description="The card shows the first three"
        {...form.getInputProps('topics')}
      />
      <Textarea
        label="Table of contents"
        description="One entry a line: its page, then its title (3 How to negotiate a job offer)"
        autosize
        minRows={3}
        {...form.getInputProps('contents')}
      />
      <FileInput
        label="PDF"
        description={
          current?.page_count
            ? `Now: ${current.page_count} pages. Choose a file to replace it.`
            : 'Up to 50 MB. Needed before the issue can be published.'
        }
        accept="application/pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        value={pdf}
        onChange={setPdf}
      />
      <FileInput
        label="Cover image"
        description={
          current?.cover_url ? 'Choose an image to replace the cover.' : 'JPEG, PNG or WebP'
        }
        accept="image/jpeg,image/png,image/webp"
        clearable
        leftSection={<IconPhoto size={16} aria-hidden />}
        value={cover}
        onChange={setCover}
      />
      <Select
        label="Status"
        data={STATUS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
    </FormModal>
  );
}
