/**
 * Where the enquiry form starts (product-spec.md §5; form-post.ts): react-hook-form with the shared schema, checked
 * on Send and again as the visitor types, its first values empty but for the prefilled message; or, after a form
 * sent without JavaScript that the server refused, what was typed with the fields' messages.
 */
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROJECT_FIELD_NAMES, type ProjectFieldName } from './draft.ts';
import type { EnquiryFailure } from './failure.ts';
import { enquiryFormSchema, type EnquiryFormOutput, type EnquiryFormValues } from './form-schema.ts';
import type { EnquiryFormState } from './form-state.ts';

const EMPTY_PROJECT = Object.fromEntries(PROJECT_FIELD_NAMES.map((name) => [name, ''])) as Record<ProjectFieldName, string>;

/** The field errors of a form the server refused without JavaScript (form-post.ts), for react-hook-form. */
function postedErrors(failure: EnquiryFailure | undefined): FieldErrors<EnquiryFormValues> | undefined {
  if (failure?.kind !== 'refused' || failure.fields.length === 0) return undefined;
  return Object.fromEntries(failure.fields.map(({ field, message }) => [field, { type: 'server', message }]));
}

/**
 * The form's state (react-hook-form with the shared schema) and where it starts: a form sent without JavaScript
 * comes back as the page's state (form-post.ts), accepted, or refused with what was typed and the fields' messages.
 * @param posted what the page says about this form (form-state.ts `useEnquiryFormState`, read where the router is)
 * @returns `form`, `field(name)` (a field's registration with its first value as the element's own default, so the
 *   server's markup holds it: react-hook-form sets values through refs, which only exist in the browser), `posted`,
 *   and the refusal of the posted form until the visitor sends again.
 */
export function useEnquiryFormSetup(defaultMessage: string, posted: EnquiryFormState) {
  const [postedFailure, setPostedFailure] = useState(posted.post?.failure);
  // Kept from the first render: react-hook-form applies `errors` again whenever the object changes.
  const [initialErrors] = useState(() => postedErrors(posted.post?.failure));
  const [initialValues] = useState<EnquiryFormValues>(() =>
    posted.post
      ? ({ ...posted.post.values, website: '' } as EnquiryFormValues)
      : { name: '', email: '', phoneNo: '', option: '', message: defaultMessage, website: '', ...EMPTY_PROJECT },
  );
  const form = useForm<EnquiryFormValues, unknown, EnquiryFormOutput>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
    errors: initialErrors,
  });
  const field = (name: keyof EnquiryFormValues) => ({ ...form.register(name), defaultValue: initialValues[name] ?? '' });
  return { form, field, posted, postedFailure, setPostedFailure };
}
