/**
 * POST /api/contact — the enquiry (product-spec.md §3, §5, §7; issue 7). Validates with the shared schema (400 with
 * field messages), stores the enquiry and its two messages (company + copy to the enquirer) in one transaction,
 * and answers 200 only after they are stored; the outbox delivers them. A filled honeypot field (`website`) is
 * answered like a success and stored nowhere. Rate-limited per IP (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_MS;
 * shared through Redis when REDIS_URL is set).
 */
import type { FastifyInstance } from 'fastify';
import { enquirySchema } from '../../contracts/enquiry.ts';
import { VENDORS } from '../../contracts/vendors.ts';
import { enquiries, mailOutbox } from '../db/schema.ts';
import { fieldError, validationError } from '../errors.ts';
import { composeEnquiryMails } from '../mail/compose.ts';

/** Registers the contact route. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { contactRateLimit, contact, mail } = app.config;
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: contactRateLimit.max, timeWindow: contactRateLimit.windowMs } },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const parsed = enquirySchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error, 'Please check the highlighted fields.');
      const enquiry = parsed.data;
      if (enquiry.website) {
        request.log.warn({ ip: request.ip }, 'enquiry honeypot filled: dropped');
        return reply.code(200).send({ status: 'received' });
      }
      const wanted = enquiry.vendor.toLowerCase();
      const vendor = VENDORS.find((v) => v.name.toLowerCase() === wanted || v.key === wanted || v.code === wanted);
      if (!vendor) throw fieldError('vendor', 'Unknown vendor');

      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({
            vendor: vendor.key,
            name: enquiry.name,
            email: enquiry.email,
            phoneNo: enquiry.phoneNo,
            option: enquiry.option,
            message: enquiry.message,
            title: enquiry.title,
            darkColor: enquiry.darkColor ?? null,
          })
          .returning({ id: enquiries.id });
        const messages = composeEnquiryMails(enquiry, { vendorName: vendor.name, companyName: contact.companyName, enquiryTo: mail.enquiryTo });
        await tx.insert(mailOutbox).values(
          messages.map((m) => ({ enquiryId: row.id, kind: m.kind, toAddress: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html })),
        );
        return row.id;
      });
      app.outbox.wake();
      return reply.code(200).send({ status: 'received', id });
    },
  );
}
