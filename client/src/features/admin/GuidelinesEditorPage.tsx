import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOUSE_RULES_MAX, updateGuidelinesInput, type HouseRule } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { FormError } from '../../components/FormError.tsx';
import { guidelinesQuery } from '../fair-process/queries.ts';
import { AdminPage } from './AdminPage.tsx';

interface Row {
  /** A stable key while rules move; numbers change with the order. */
  key: number;
  title: string;
  text: string;
}

type RowErrors = Record<number, { title?: string; text?: string }>;

/** Each row's refusals, from the schema the server checks with (`rules.{i}.title`). */
function checkRows(rows: Row[]): { errors: RowErrors; list?: string } {
  const parsed = updateGuidelinesInput.safeParse({ rules: rows });
  const errors: RowErrors = {};
  let list: string | undefined;
  for (const issue of parsed.error?.issues ?? []) {
    const [, index, field] = issue.path;
    if (typeof index === 'number' && (field === 'title' || field === 'text'))
      errors[index] = { ...errors[index], [field]: errors[index]?.[field] ?? issue.message };
    else list ??= issue.message;
  }
  return { errors, list };
}

function Editor({ initial }: { initial: HouseRule[] }) {
  const queryClient = useQueryClient();
  const nextKey = useRef(initial.length + 1);
  const [rows, setRows] = useState<Row[]>(() =>
    initial.map((r, i) => ({ key: i + 1, title: r.title, text: r.text })),
  );
  const [errors, setErrors] = useState<RowErrors>({});
  const [listError, setListError] = useState<string>();
  // After a move the row's own button keeps the focus; after an add, the new title takes it.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const save = useMutation(
    trpc.admin.fairProcess.updateGuidelines.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.content.guidelines.queryKey(), data);
        notifications.show({ color: 'sage', message: 'Guidelines saved.' });
      },
    }),
  );
  const change = (key: number, field: 'title' | 'text', value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const move = (index: number, by: -1 | 1, id: string) => {
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
    setErrors({});
    focusNext.current = id;
  };
  const remove = (index: number) => {
    setRows((all) => all.filter((_, i) => i !== index));
    setErrors({});
    focusNext.current = 'add-rule';
  };
  const add = () => {
    const key = nextKey.current++;
    setRows((all) => [...all, { key, title: '', text: '' }]);
    focusNext.current = `rule-${key}-title`;
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = checkRows(rows);
        setErrors(checked.errors);
        setListError(checked.list);
        if (Object.keys(checked.errors).length === 0 && !checked.list)
          save.mutate({ rules: rows.map(({ title, text }) => ({ title, text })) });
      }}
    >
      <Stack gap="md">
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, i) => {
            const n = i + 1;
            return (
              <Paper component="li" key={row.key} withBorder p="md" radius="md">
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Title order={2} fz="md">
                    Rule {n}
                  </Title>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Move up">
                      <ActionIcon
                        id={`rule-${row.key}-up`}
                        variant="subtle"
                        disabled={i === 0}
                        onClick={() => move(i, -1, `rule-${row.key}-up`)}
                        aria-label={`Move rule ${n} up`}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move down">
                      <ActionIcon
                        id={`rule-${row.key}-down`}
                        variant="subtle"
                        disabled={i === rows.length - 1}
                        onClick={() => move(i, 1, `rule-${row.key}-down`)}
                        aria-label={`Move rule ${n} down`}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={rows.length === 1}
                        onClick={() => remove(i)}
                        aria-label={`Remove rule ${n}`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                <Stack gap="xs">
                  <TextInput
                    id={`rule-${row.key}-title`}
                    label={`Title of rule ${n}`}
                    required
                    maxLength={80}
                    value={row.title}
                    onChange={(e) => change(row.key, 'title', e.currentTarget.value)}
                    error={errors[i]?.title}
                  />
                  <Textarea
                    label={`What rule ${n} asks`}
                    required
                    autosize
                    minRows={2}
                    maxLength={600}
                    value={row.text}
                    onChange={(e) => change(row.key, 'text', e.currentTarget.value)}
                    error={errors[i]?.text}
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
        {listError && (
          <Alert color="red" variant="light" role="alert">
            {listError}
          </Alert>
        )}
        <FormError error={save.error} />
        <Group justify="space-between">
          <Button
            id="add-rule"
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={rows.length >= HOUSE_RULES_MAX}
          >
            Add a rule
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The house rules, as /guidelines shows them. Renumbering changes no decision already taken: each
 * keeps the number and title its rule had then.
 */
export function GuidelinesEditorPage() {
  const guidelines = useQuery(guidelinesQuery(trpc));
  return (
    <AdminPage
      title="Guidelines"
      description="The numbered house rules at /guidelines. Every moderation decision names one."
    >
      {guidelines.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : guidelines.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(guidelines.error)}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Rules are numbered in this order. Decisions already taken keep the number and title
            their rule had then.
          </Text>
          <Editor initial={guidelines.data.rules} />
        </>
      )}
    </AdminPage>
  );
}
