/**
 * The enquiry draft — ("keep the draft (all fields) in sessionStorage per form until it is sent, and
 * restore it on load"). The spec's error panel says reload is the way back (product-spec.md §8), so a reload must
 * bring back a form holding what the visitor wrote. The draft also keeps when the form was first shown, so the
 * fill time sent with the enquiry (`fillMs`, contracts/enquiry.ts) counts from the first visit and a visitor who
 * reloads and sends at once is not taken for a bot.
 *
 * Storage is read and written only in effects: the public pages are rendered on the server and hydrated
 * (docs/decisions/0006). A storage that refuses (private mode, quota, disabled) leaves the form working without a
 * draft.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { ENQUIRY_LIMITS, ENQUIRY_OPTIONS, NO_OPTION } from '../../../../contracts/enquiry.ts';
import type { EnquiryFormValues } from './form-schema.ts';
import { enquiryDraftKey } from './draft-key.ts';

/** The option dropdown's value: a product line, or '' while none is chosen ('N/A' as the server may echo it). */
export type EnquiryOptionValue = (typeof ENQUIRY_OPTIONS)[number] | typeof NO_OPTION | '';

/** The project fields of the quote list's form, kept in the draft like the others. */
export const PROJECT_FIELD_NAMES = ['company', 'country', 'projectReference', 'requiredBy', 'deliveryLocation', 'incoterm'] as const;
export type ProjectFieldName = (typeof PROJECT_FIELD_NAMES)[number];

/** The visitor's fields as the form holds them (strings as typed; the project fields only where the form has them). */
export interface EnquiryDraftValues extends Partial<Record<ProjectFieldName, string>> {
  name: string;
  email: string;
  phoneNo: string;
  option: EnquiryOptionValue;
  message: string;
}

const isOptionValue = (v: string): v is EnquiryOptionValue => v === '' || v === NO_OPTION || (ENQUIRY_OPTIONS as readonly string[]).includes(v);

/** What is stored per form: when it was first shown (ms since the epoch) and, once typed into, its values. */
export interface EnquiryDraft {
  firstShownAt: number;
  values?: EnquiryDraftValues;
}

/** Far more than any field may hold: a stored text longer than this was not written by this form. */
const STORED_TEXT_MAX = ENQUIRY_LIMITS.message * 4;

const storedText = () => z.string().check(z.maxLength(STORED_TEXT_MAX));

const draftSchema = z.object({
  firstShownAt: z.int().check(z.nonnegative()),
  values: z.optional(
    z.object({
      name: storedText(),
      email: storedText(),
      phoneNo: storedText(),
      // An option that no longer exists is dropped rather than restored into a select that cannot show it.
      option: z.pipe(
        z.string(),
        z.transform((v: string): EnquiryOptionValue => (isOptionValue(v) ? v : '')),
      ),
      message: storedText(),
      ...Object.fromEntries(PROJECT_FIELD_NAMES.map((name) => [name, z.optional(storedText())])),
    }),
  ),
});

/** The stored draft under `key`, or null when there is none, it is unreadable or storage is unavailable. */
export function readEnquiryDraft(key: string): EnquiryDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores `draft` under `key`; a storage that refuses is ignored (the form works without a draft). */
export function writeEnquiryDraft(key: string, draft: EnquiryDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: nothing to keep the draft in.
  }
}

/** Removes the draft under `key` (after the enquiry was accepted). */
export function clearEnquiryDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is no draft to remove.
  }
}

/** The fields a draft keeps. */
const DRAFT_FIELD_NAMES = ['name', 'email', 'phoneNo', 'option', 'message', ...PROJECT_FIELD_NAMES] as const;

/** The draft's values of the form's `values`: the project fields only where filled in. */
function draftValues(values: Partial<EnquiryFormValues>): EnquiryDraftValues {
  const { name, email, phoneNo, option, message } = values;
  const project = Object.fromEntries(PROJECT_FIELD_NAMES.filter((field) => values[field]).map((field) => [field, values[field]]));
  return { name: name ?? '', email: email ?? '', phoneNo: phoneNo ?? '', option: option ?? '', message: message ?? '', ...project };
}

/** What `useEnquiryDraft` gives the form. */
export interface EnquiryDraftHandle {
  /** Milliseconds since the form was first shown (in this tab's session, across reloads). */
  fillMs: () => number;
  /** Forgets the draft; the next visit starts an empty form. Call when the enquiry was accepted. */
  clear: () => void;
}

/**
 * Keeps `form`'s values in sessionStorage and restores them after mount (react-hook-form `reset` and `subscribe`),
 * under `enquiryDraftKey(vendorCode, location.pathname, title)`. Records the first-shown time on the first visit:
 * `shownAt` (ms since the epoch) when the page showed the form before its code ran (LazyEnquiryForm.tsx loads the
 * code on the first touch), else now. Values are stored only once the visitor has typed, so an untouched form keeps
 * its prefilled message.
 */
export function useEnquiryDraft<Output extends FieldValues>(
  form: UseFormReturn<EnquiryFormValues, unknown, Output>,
  vendorCode: string,
  title: string,
  shownAt?: number,
): EnquiryDraftHandle {
  const { reset, subscribe, getValues } = form;
  // Set by the effect; read only by the handle's functions (on Send, long after the effect ran).
  const state = useRef<{ key: string | null; firstShownAt: number | null; cleared: boolean }>({ key: null, firstShownAt: null, cleared: false });

  useEffect(() => {
    const key = enquiryDraftKey(vendorCode, window.location.pathname, title);
    const stored = readEnquiryDraft(key);
    const firstShownAt = stored?.firstShownAt ?? shownAt ?? Date.now();
    state.current = { key, firstShownAt, cleared: false };
    if (stored?.values) reset({ ...getValues(), ...stored.values }, { keepDefaultValues: true });
    else {
      // What was typed into the page's form before its code ran (LazyEnquiryForm.tsx) is kept at once, as if typed now.
      const values = getValues();
      const typed = DRAFT_FIELD_NAMES.some((field) => (values[field] ?? '') !== (form.formState.defaultValues?.[field] ?? ''));
      writeEnquiryDraft(key, typed ? { firstShownAt, values: draftValues(values) } : { firstShownAt });
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (state.current.cleared) return;
        writeEnquiryDraft(key, { firstShownAt, values: draftValues(values) });
      },
    });
  }, [form, vendorCode, title, shownAt, reset, subscribe, getValues]);

  return useMemo<EnquiryDraftHandle>(
    () => ({
      fillMs: () => Math.max(0, Date.now() - (state.current.firstShownAt ?? Date.now())),
      clear: () => {
        state.current.cleared = true;
        if (state.current.key !== null) clearEnquiryDraft(state.current.key);
      },
    }),
    [],
  );
}
