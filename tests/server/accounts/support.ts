import type { EntityManager } from '@mikro-orm/postgresql';

export const USER_FIELDS = /* GraphQL */ `
  id
  email
  name
  role
  isActive
  isAccountActivated
  hasChosenRole
  status
  activatedById
  activatedAt
`;

export type GqlUser = {
  id: number;
  email: string;
  name: string | null;
  role: string;
  isActive: boolean;
  isAccountActivated: boolean;
  hasChosenRole: boolean;
  status: string;
  activatedById: number | null;
  activatedAt: string | null;
};

type Row = Record<string, unknown>;

/** Everything the account operations can write, to prove a refusal changed nothing. */
export async function accountTables(em: EntityManager): Promise<{ users: Row[]; activity: Row[] }> {
  const connection = em.getConnection();
  const users = await connection.execute<Row[]>('select * from "users" order by "id"');
  const activity = await connection.execute<Row[]>('select * from "activity_logs" order by "id"');
  return { users, activity };
}
