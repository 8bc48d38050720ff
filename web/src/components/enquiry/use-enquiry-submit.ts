/**
 * Sending the enquiry form (product-spec.md §5, §8): a valid Send while something outside the form must be fixed
 * first (`blocked`) only shows why; otherwise the enquiry goes with its attached files. The server's refusal puts its
 * messages on their fields (the first takes the focus) and a refused file's on the attachments; a rate-limit refusal
 * notes when it came, since the wait counts from then.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EnquiryInput } from '../../../../contracts/enquiry.ts';
import { useSendEnquiry } from './api.ts';
import { enquiryFailure } from './failure.ts';
import type { EnquiryFormOutput, EnquiryFormValues } from './form-schema.ts';

export interface EnquirySubmitOptions {
  form: UseFormReturn<EnquiryFormValues, unknown, EnquiryFormOutput>;
  /** The enquiry to send from the checked fields. */
  enquiryOf: (fields: EnquiryFormOutput) => EnquiryInput;
  /** Why Send must wait, if it must (EnquiryFormProps `blocked`). */
  blocked?: string;
  /** Called as a Send goes (earlier refusals are over). */
  onSending: () => void;
  /** Called once the enquiry is accepted. */
  onAccepted: () => void;
}

/**
 * See the module comment.
 * @returns the mutation (`send`), `onSubmit` for the form, the attached `files` with `fileProblem` (files chosen
 *   and refused, or the server's refusal of one) and `attach(files, problem)`, whether the `blocked` reason shows,
 *   and when the last rate-limit refusal came (`refusedAt`).
 */
export function useEnquirySubmit({ form, enquiryOf, blocked, onSending, onAccepted }: EnquirySubmitOptions) {
  const send = useSendEnquiry();
  /** When the last rate-limit refusal arrived (its wait counts from then). */
  const [refusedAt, setRefusedAt] = useState<Date | null>(null);
  // The attached files and what was said about them (chosen files refused, or the server's refusal).
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // Set when Send was pressed while `blocked`: the reason shows until it is resolved.
  const [blockedShown, setBlockedShown] = useState(false);
  const onSubmit = form.handleSubmit((fields) => {
    if (blocked) {
      setBlockedShown(true);
      return;
    }
    setBlockedShown(false);
    onSending();
    setFileProblem(null);
    return send.mutate(
      { files, enquiry: enquiryOf(fields) },
      {
        onSuccess: onAccepted,
        onError: (error) => {
          const failure = enquiryFailure(error);
          if (failure.kind === 'rate-limited') setRefusedAt(new Date());
          if (failure.kind !== 'refused') return;
          if (failure.attachments) setFileProblem(failure.attachments);
          failure.fields.forEach(({ field, message }, i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
        },
      },
    );
  });
  const attach = (next: File[], problem: string | null) => {
    setFiles(next);
    setFileProblem(problem);
  };
  return { send, onSubmit, files, fileProblem, attach, blockedShown, refusedAt };
}
