/**
 * oidc-provider storage adapter on the site's database (table oidc_payloads, server/db/schema.ts): the embedded
 * provider's sessions, interactions, codes, grants and refresh tokens survive restarts and are shared by every
 * instance (design.md "no process memory may hold the only copy of anything").
 *
 * The adapter contract is oidc-provider's: one instance per model name; `upsert(id, payload, expiresIn s)`,
 * `find`, `findByUid`, `findByUserCode`, `consume`, `destroy`, `revokeByGrantId`. Expired rows are never returned
 * and are removed by `purgeExpired`.
 */
import { and, eq, isNull, lt, or, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { oidcPayloads } from '../db/schema.ts';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string };

/** Builds the adapter class oidc-provider instantiates per model name (e.g. 'Session', 'RefreshToken'). */
export function createOidcAdapter(db: Database) {
  const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

  return class DatabaseAdapter {
    readonly type: string;
    constructor(name: string) {
      this.type = name;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = {
        type: this.type,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({
          target: [oidcPayloads.type, oidcPayloads.id],
          set: { payload, grantId: values.grantId, userCode: values.userCode, uid: values.uid, expiresAt, consumedAt: null },
        });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<Payload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), condition, live()));
      if (!row) return undefined;
      return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Every token of the grant, whatever its model: revoking a grant must end its refresh tokens too.
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Deletes expired rows; returns how many went. */
export async function purgeExpired(db: Database): Promise<number> {
  const gone = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id });
  return gone.length;
}
