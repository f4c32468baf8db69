import { sql, type Kysely } from 'kysely';

/**
 * Magazine issues and the resource directory (issue 36, parts 2 and 5). An issue's PDF lives in
 * the data folder (DATA_DIR/issues, named by its SHA-256): the row keeps its name, size and the page
 * count read from the file. A published issue always has its PDF. Resources are the directory's
 * entries, each for one country (ISO 3166 code) or International.
 */
type Row = [
  type: string,
  topic: string,
  country: string,
  title: string,
  description: string,
  url: string | null,
  phone: string | null,
];

/**
 * The directory the resources page and the report dialog showed as static content until now, so a
 * site keeps it: admins edit it in the portal from here on.
 */
const DIRECTORY: Row[] = [
  [
    'helpline',
    'mental-health',
    'GB',
    'Samaritans',
    'Any time, day or night, for anyone who is struggling.',
    'https://www.samaritans.org',
    '116 123',
  ],
  [
    'helpline',
    'mental-health',
    'IE',
    'Samaritans Ireland',
    'Any time, day or night, free from any phone.',
    'https://www.samaritans.org/ireland/',
    '116 123',
  ],
  [
    'helpline',
    'mental-health',
    'US',
    '988 Suicide & Crisis Lifeline',
    'Call or text, any time.',
    'https://988lifeline.org',
    '988',
  ],
  [
    'helpline',
    'mental-health',
    'CA',
    '9-8-8 Suicide Crisis Helpline',
    'Call or text, any time, in English or French.',
    'https://988.ca',
    '988',
  ],
  [
    'helpline',
    'mental-health',
    'AU',
    'Lifeline Australia',
    'Crisis support by phone, text or chat, any time.',
    'https://www.lifeline.org.au',
    '13 11 14',
  ],
  [
    'helpline',
    'mental-health',
    'International',
    'Find a Helpline',
    'Free, confidential helplines in your country, by topic.',
    'https://findahelpline.com',
    null,
  ],
  [
    'guide',
    'mental-health',
    'GB',
    'How to find a therapist you can afford',
    'Talking therapies and counselling: what they are and how to get them.',
    'https://www.mind.org.uk/information-support/drugs-and-treatments/talking-therapy-and-counselling/',
    null,
  ],
  [
    'guide',
    'mental-health',
    'GB',
    'A 10-minute grounding routine',
    'Breathing exercises for stress, from the NHS.',
    'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
    null,
  ],
  [
    'guide',
    'career-growth',
    'US',
    'Salary negotiation scripts',
    'Free workshops and scripts for asking for what you are worth.',
    'https://www.aauw.org/resources/programs/salary/',
    null,
  ],
  [
    'guide',
    'career-growth',
    'GB',
    'CV template reviewed by recruiters',
    'What goes in each section of a CV, from the National Careers Service.',
    'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
    null,
  ],
  [
    'organisation',
    'career-growth',
    'US',
    'Mentor matching sign-up',
    'MENTOR connects people with mentoring programmes.',
    'https://www.mentoring.org/',
    null,
  ],
  [
    'guide',
    'health-wellness',
    'GB',
    'Perimenopause symptom tracker',
    'Symptoms, treatments and when to see a GP.',
    'https://www.nhs.uk/conditions/menopause/',
    null,
  ],
  [
    'guide',
    'health-wellness',
    'US',
    'Questions to ask your GP',
    "The Office on Women's Health's plain-language guides.",
    'https://www.womenshealth.gov/',
    null,
  ],
  [
    'guide',
    'health-wellness',
    'GB',
    'Pelvic health after birth',
    'The NHS guide to pregnancy, birth and recovery.',
    'https://www.nhs.uk/pregnancy/',
    null,
  ],
  [
    'organisation',
    'legal-aid',
    'GB',
    'Free legal clinics directory',
    'LawWorks clinics give free legal advice across England and Wales.',
    'https://www.lawworks.org.uk/',
    null,
  ],
  [
    'guide',
    'legal-aid',
    'GB',
    'Workplace harassment: your options',
    'Acas on sexual harassment at work and what you can do.',
    'https://www.acas.org.uk/sexual-harassment',
    null,
  ],
  [
    'organisation',
    'legal-aid',
    'International',
    'Reporting online abuse',
    'StopNCII helps stop intimate images being shared online.',
    'https://stopncii.org/',
    null,
  ],
  [
    'guide',
    'financial-planning',
    'GB',
    'The 50/30/20 budget, explained',
    'MoneyHelper on budgeting, free and impartial.',
    'https://www.moneyhelper.org.uk/en/everyday-money/budgeting',
    null,
  ],
  [
    'guide',
    'financial-planning',
    'GB',
    'Pensions for freelancers',
    'MoneyHelper on pensions and retirement.',
    'https://www.moneyhelper.org.uk/en/pensions-and-retirement',
    null,
  ],
  [
    'organisation',
    'financial-planning',
    'GB',
    'Getting out of debt: a plan',
    'StepChange gives free debt advice.',
    'https://www.stepchange.org/',
    null,
  ],
  [
    'organisation',
    'education-learning',
    'GB',
    'Scholarships for women in STEM',
    'WISE campaigns for women in science, technology and engineering.',
    'https://www.wisecampaign.org.uk/',
    null,
  ],
  [
    'guide',
    'education-learning',
    'International',
    'Free online courses worth your time',
    "The Open University's free courses, open to anyone.",
    'https://www.open.edu/openlearn/',
    null,
  ],
  [
    'guide',
    'education-learning',
    'GB',
    'Returning to study after 40',
    'UCAS on applying to university as a mature student.',
    'https://www.ucas.com/undergraduate/applying-university/mature-students',
    null,
  ],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('magazine_issues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('issue_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('topics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('contents', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('cover_media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('pdf_file', 'text')
    .addColumn('pdf_bytes', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('magazine_issues_issue_number_key', ['issue_number'])
    .addCheckConstraint('magazine_issues_access_check', sql`access in ('free', 'members')`)
    .addCheckConstraint('magazine_issues_status_check', sql`status in ('draft', 'published')`)
    .addCheckConstraint('magazine_issues_month_check', sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
    .addCheckConstraint(
      'magazine_issues_pdf_check',
      sql`(pdf_file is null) = (page_count is null) and (pdf_file is null) = (pdf_bytes is null)`,
    )
    .addCheckConstraint(
      'magazine_issues_published_check',
      sql`status = 'draft' or (pdf_file is not null and published_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('magazine_issues_published_idx')
    .on('magazine_issues')
    .columns(['status', 'issue_number'])
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('phone', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('International'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('resources_type_check', sql`type in ('helpline', 'guide', 'organisation')`)
    .addCheckConstraint(
      'resources_country_check',
      sql`country = 'International' or country ~ '^[A-Z]{2}$'`,
    )
    .addCheckConstraint('resources_reachable_check', sql`url is not null or phone is not null`)
    .execute();
  await db.schema.createIndex('resources_topic_idx').on('resources').columns(['topic']).execute();
  await db
    .insertInto('resources')
    .values(
      DIRECTORY.map(([type, topic, country, title, description, url, phone]) => ({
        type,
        topic,
        country,
        title,
        description,
        url,
        phone,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resources').execute();
  await db.schema.dropTable('magazine_issues').execute();
}
