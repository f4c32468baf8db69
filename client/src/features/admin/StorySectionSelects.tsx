import { Select, SimpleGrid } from '@mantine/core';
import {
  STORY_SECTION_LABELS,
  STORY_SECTION_TOPICS,
  STORY_SECTIONS,
  type StorySection,
} from '@hercircle/shared';

/** The Section select's value for a story without a section (Select options need a string). */
export const COMMUNITY = 'community';
export type SectionValue = StorySection | typeof COMMUNITY;

const SECTION_OPTIONS = [
  { value: COMMUNITY, label: 'Community story' },
  ...STORY_SECTIONS.map((s) => ({ value: s, label: STORY_SECTION_LABELS[s] })),
];

/**
 * Where a story appears: a community story, or an article of a section and one of its topics.
 * The category options follow the section; changing the section clears a category it lacks.
 */
export function StorySectionSelects({
  section,
  category,
  categoryError,
  onChange,
}: {
  section: SectionValue;
  category: string | null;
  categoryError?: React.ReactNode;
  onChange: (value: { section: SectionValue; category: string | null }) => void;
}) {
  const topics = section === COMMUNITY ? {} : STORY_SECTION_TOPICS[section];
  const categories = Object.entries(topics).map(([value, label]) => ({ value, label }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select
        label="Section"
        description="Community stories are listed on Stories; articles on their hub."
        data={SECTION_OPTIONS}
        allowDeselect={false}
        value={section}
        onChange={(value) => {
          const next = (value ?? COMMUNITY) as SectionValue;
          const topicsOfNext = next === COMMUNITY ? {} : STORY_SECTION_TOPICS[next];
          onChange({
            section: next,
            category: category && Object.hasOwn(topicsOfNext, category) ? category : null,
          });
        }}
      />
      <Select
        label="Category"
        description={
          categories.length ? 'The hub topic it is listed under.' : 'None for this section.'
        }
        placeholder={categories.length ? 'No topic' : undefined}
        data={categories}
        disabled={categories.length === 0}
        clearable
        value={category}
        error={categoryError}
        onChange={(value) => onChange({ section, category: value })}
      />
    </SimpleGrid>
  );
}
