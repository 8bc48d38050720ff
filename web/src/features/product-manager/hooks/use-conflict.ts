/**
 * The state an editor dialog keeps for a refused stale save (409 CONFLICT): the version it sends (that of the entity
 * it opened, then of the one it reloaded), the server's message, and what the person typed. Used with
 * ConflictNotice by the Category and Product dialogs.
 */
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client.ts';

export interface ConflictState<TValues> {
  message: string;
  mine: TValues;
  reloaded: boolean;
}

/**
 * @param openedVersion the version of the entity the dialog opened (undefined when adding).
 * @param load fetches the entity's saved version now and returns the form values for it, with its version.
 */
export function useConflict<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  openedVersion: number | undefined,
  load: () => Promise<{ values: TValues; version: number | undefined }>,
) {
  const [version, setVersion] = useState(openedVersion);
  const [conflict, setConflict] = useState<ConflictState<TValues> | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);
  return {
    /** The version to send with a save. */
    version,
    conflict,
    reloading,
    reloadError,
    /** True (and the notice shown) when `error` is a stale save; the dialog then skips its failure toast. */
    catchConflict(error: unknown): boolean {
      if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== 'CONFLICT') return false;
      setConflict({ message: error.message, mine: form.getValues(), reloaded: false });
      return true;
    },
    async reload() {
      setReloading(true);
      setReloadError(null);
      try {
        const latest = await load();
        form.reset(latest.values);
        setVersion(latest.version);
        setConflict((c) => c && { ...c, reloaded: true });
      } catch (error) {
        setReloadError(error instanceof Error ? error.message : String(error));
      } finally {
        setReloading(false);
      }
    },
    /** Puts what the person typed back into the form, over their version (whose version a save now sends). */
    useMine() {
      if (conflict) form.reset(conflict.mine, { keepDefaultValues: true });
      setConflict(null);
    },
  };
}
