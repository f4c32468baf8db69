import type { Kysely } from 'kysely';
import type { CreateReportInput, MyReport } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';

type Db = Kysely<Database>;

export async function createReport(
  _deps: { db: Db; env: Pick<Env, 'RATE_LIMIT_REPORT_PER_USER'> },
  _user: AuthUser,
  _input: CreateReportInput,
): Promise<MyReport> {
  throw new AppError('INTERNAL', 'Not yet');
}

export async function listMyReports(
  _db: Db,
  _user: AuthUser,
): Promise<{ reports: MyReport[]; total: number }> {
  return { reports: [], total: 0 };
}
