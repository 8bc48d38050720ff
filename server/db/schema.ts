/**
 * Drizzle pg-core schema: one schema and one migration set for PGlite and PostgreSQL (design.md "Data").
 *
 * Tables: categories (tree per vendor, ON DELETE CASCADE from parent to children), products (ordered
 * key/value lists and media lists as jsonb; deleted with their category), enquiries (product-spec.md §3).
 * Rules come from product-spec.md §3 (entities) and ("Server and data").
 *
 * Listing indexes: a category listing filters by (vendor, parent or category) and orders by
 * lower(name), name, id, so both listing queries are one index range scan in the answer's order, with no sort,
 * however large the catalogue grows. The single-column parent/category indexes serve the ON DELETE CASCADE
 * look-ups, which filter by the parent alone.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { KeyValue, ProductDocument } from '../../contracts/catalog.ts';
import type { AttributeDefinition, SpecificationValue } from '../../contracts/specifications.ts';

/** PostgreSQL's full-text document type (read as text; only SQL uses it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const vendorCheck = (column: string) => sql.raw(`${column} in ('radhe', 'therm')`);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendor: text('vendor').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path').notNull().default(''),
    parentCategoryId: uuid('parent_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    /** The attributes this category's products carry, in order (contracts/specifications.ts; inherited by sub-categories). */
    attributes: jsonb('attributes').$type<AttributeDefinition[]>().notNull().default([]),
    /** The search document: name (weight A), description (C) (docs/decisions/0009). */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'C')`),
    /** Staff governance (docs/decisions/0013): false = a draft, seen only by staff (manager and preview). */
    published: boolean('published').notNull().default(true),
    /** Order among its siblings, set by staff (ascending; ties by name). */
    position: integer('position').notNull().default(0),
    /** Raised by every write; a save that names an older version is refused with 409 (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** Who wrote it last (the token's subject and name), shown in a 409's message. */
    updatedBySubject: text('updated_by_subject'),
    updatedByName: text('updated_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_listing_idx').on(t.vendor, t.parentCategoryId, t.position, sql`lower(${t.name})`, t.name, t.id),
    index('categories_parent_idx').on(t.parentCategoryId),
    index('categories_search_idx').using('gin', t.searchDocument),
    index('categories_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('categories_vendor_check', vendorCheck('vendor')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendor: text('vendor').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path').notNull().default(''),
    properties: jsonb('properties').$type<KeyValue[]>().notNull().default([]),
    otherImages: jsonb('other_images').$type<string[]>().notNull().default([]),
    configurations: jsonb('configurations').$type<KeyValue[]>().notNull().default([]),
    /** Values of the category's attributes, in their canonical units (contracts/specifications.ts). */
    specifications: jsonb('specifications').$type<SpecificationValue[]>().notNull().default([]),
    /** Its PDF documents: title, blob path in the vendor's container, size in bytes (contracts/catalog.ts). */
    documents: jsonb('documents').$type<ProductDocument[]>().notNull().default([]),
    /**
     * The search document: name (weight A), the text of specification values and free property values (B),
     * description (C) (docs/decisions/0009). Numbers are searched through `product_quantities` instead.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', jsonb_path_query_array(specifications, '$[*].value ? (@.type() == "string")')::text || ' ' || jsonb_path_query_array(properties, '$[*].value')::text), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
    /** Staff governance (docs/decisions/0013): false = a draft, seen only by staff (manager and preview). */
    published: boolean('published').notNull().default(true),
    /** Order among its siblings, set by staff (ascending; ties by name). */
    position: integer('position').notNull().default(0),
    /** Raised by every write; a save that names an older version is refused with 409 (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** Who wrote it last (the token's subject and name), shown in a 409's message. */
    updatedBySubject: text('updated_by_subject'),
    updatedByName: text('updated_by_name').notNull().default(''),
    /** Alternative text per image blob path (imagePath and otherImages), shown on the public pages. */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.vendor, t.categoryId, t.position, sql`lower(${t.name})`, t.name, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('products_vendor_check', vendorCheck('vendor')),
  ],
);

/**
 * The numbers of products' typed specifications, one row per numeric value (docs/decisions/0009): what facets
 * filter and the unit-aware search matches (a value v matches when min ≤ v ≤ max). Written with the product, in its
 * transaction, by the catalogue writes only; `unit` is the attribute's canonical unit key (contracts/quantities.ts).
 */
export const productQuantities = pgTable(
  'product_quantities',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attribute: text('attribute').notNull(),
    vendor: text('vendor').notNull(),
    categoryId: uuid('category_id'),
    unit: text('unit').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attribute] }),
    index('product_quantities_facet_idx').on(t.categoryId, t.attribute, t.min, t.max),
    index('product_quantities_search_idx').on(t.vendor, t.unit, t.min, t.max),
    check('product_quantities_range_check', sql`${t.min} <= ${t.max}`),
  ],
);

/** An enquiry sent through the contact form (product-spec.md §3 "Enquiry"); delivered by the mail outbox. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What the enquirer and staff call it (contracts/enquiry-confirmation.ts): ENQ-7K4M-92QX, drawn by the intake.
    // A row written without one (an instance of the previous release during a rolling update) gets the legacy form
    // from the database rather than a refusal that would lose the enquiry.
    reference: text('reference')
      .notNull()
      .default(sql`('ENQ-' || upper(replace(gen_random_uuid()::text, '-', '')))`),
    // SHA-256 (hex) of the token in its confirmation page's address; null for enquiries from before confirmations.
    confirmationTokenHash: text('confirmation_token_hash'),
    vendor: text('vendor').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull().default(''),
    option: text('option').notNull().default('N/A'),
    message: text('message').notNull().default(''),
    title: text('title').notNull().default(''),
    darkColor: text('dark_color'),
    // The project fields of a request for quotation; '' / null when not given.
    company: text('company').notNull().default(''),
    country: text('country').notNull().default(''),
    projectReference: text('project_reference').notNull().default(''),
    requiredBy: date('required_by'),
    deliveryLocation: text('delivery_location').notNull().default(''),
    incoterm: text('incoterm').notNull().default(''),
    // The sales workflow: contracts/enquiry-inbox.ts ENQUIRY_STATUSES.
    status: text('status').notNull().default('new'),
    assigneeId: uuid('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enquiries_reference_idx').on(t.reference),
    uniqueIndex('enquiries_confirmation_token_idx').on(t.confirmationTokenHash),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_assignee_idx').on(t.assigneeId),
    check('enquiries_status_check', sql.raw(`status in ('new', 'in-progress', 'quoted', 'won', 'lost', 'spam')`)),
  ],
);

/**
 * The staff who have signed in: one row per token
 * subject (the issuer's `sub`), its name and e-mail as the last access token gave them, written by GET /api/me,
 * which the admin area asks once after each sign-in. Works the same with the embedded and an external issuer.
 */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StaffRow = typeof staff.$inferSelect;

/**
 * What happened to an enquiry on the company's side ("internal notes with author and time, and a history
 * of each change"): a status change (`from` → `to`), an assignment (`from` → `to`, staff names as they were) or a
 * note (`note`), each with its author (the staff row, and the name as it was) and time. Deleted with the enquiry.
 */
export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the history (several entries of one change share their time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    authorId: uuid('author_id').references(() => staff.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_events_enquiry_idx').on(t.enquiryId, t.seq),
    check('enquiry_events_kind_check', sql.raw(`kind in ('status', 'assignee', 'note')`)),
  ],
);

export type EnquiryEventRow = typeof enquiryEvents.$inferSelect;

/**
 * The products an enquiry asks about (the quote list's lines): in the order sent, each
 * with the product's name as it was then (the inbox and mails show it after a rename or deletion), and the
 * quantity, unit, configuration and note the visitor gave. Deleted with the enquiry; a deleted product leaves the
 * line with `product_id` null.
 */
export const enquiryLines = pgTable(
  'enquiry_lines',
  {
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity'),
    unit: text('unit'),
    configuration: text('configuration').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.position] }),
    index('enquiry_lines_product_idx').on(t.productId),
    check('enquiry_lines_quantity_check', sql`${t.quantity} is null or ${t.quantity} between 1 and 1000000`),
  ],
);

/**
 * The drawings and specifications sent with an enquiry, in the order sent: the name the visitor's file
 * had, its type as its bytes showed (contracts/enquiry-attachments.ts), its size in bytes and where its bytes are in
 * the private blob container ENQUIRY_FILES_CONTAINER (server/enquiries/attachments.ts). Deleted with the enquiry.
 */
export const enquiryAttachments = pgTable(
  'enquiry_attachments',
  {
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    blobPath: text('blob_path').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enquiryId, t.position] })],
);

export type EnquiryAttachmentRow = typeof enquiryAttachments.$inferSelect;

/**
 * The catalogue's version: one row whose `version` is replaced by a new random UUID by a statement
 * trigger before every INSERT, UPDATE, DELETE or TRUNCATE on categories or products (migration 0003), in the
 * writing transaction, so the new version becomes visible exactly when the write commits. Server instances key
 * their in-memory read cache by it (server/catalog/read-cache.ts): a write on any instance, or straight in
 * SQL, invalidates every instance's cache. Random, not a counter, so a restored backup never repeats a version.
 * The trigger also sends NOTIFY catalog_version, which a PGlite server hears in-process.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: uuid('version').notNull().defaultRandom(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('catalog_version_single_row', sql`id = 1`)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;

/**
 * The mail outbox: one row per message to send. Workers claim due rows with FOR UPDATE SKIP LOCKED, so
 * several server instances never send one message twice; failures are retried with growing delays and the last
 * error is kept. status: queued → sending → sent | failed (after the last attempt).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_enquiry_idx').on(t.enquiryId),
    check('mail_outbox_status_check', sql.raw(`status in ('queued', 'sending', 'sent', 'failed')`)),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Accounts of the embedded OpenID provider: staff who sign in at /oidc when no external issuer is
 * configured. `passwordHash` is `scrypt$N$r$p$salt$hash` (server/auth/passwords.ts); `roles` feed the access
 * token's `roles` claim (the administrator has 'admin'). E-mail is stored lower-cased.
 */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AccountRow = typeof accounts.$inferSelect;

/**
 * The embedded provider's storage (oidc-provider adapter, server/auth/oidc-adapter.ts): sessions, interactions,
 * authorization codes, grants and refresh tokens, one row per (model type, id), so every server instance sees
 * the same sign-in state and nothing is lost on restart. Expired rows are purged periodically.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Generated secrets the embedded provider needs on every instance and across restarts ("keys
 * persisted in the database"): 'signing-keys' (private JWKS, RS256 + ES256) and 'cookie-keys'. Created once
 * with INSERT … ON CONFLICT DO NOTHING, so concurrent first starts agree on one value.
 */
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's history and audit log (docs/decisions/0013): one row per staff write of a category or product
 * (create, update, delete, publish, unpublish, move, reorder, restore, import), with who did it (the token's subject
 * and name), when, and the entity as a JSON document before and after (null before a create, after a delete). A
 * subtree delete or an import writes one row per entity, sharing `batchId`. Kept when the entity is deleted (no
 * foreign key), so a deleted category or product can be restored from it.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the history (rows of one transaction share their time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    actorSubject: text('actor_subject'),
    actorName: text('actor_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    batchId: uuid('batch_id'),
  },
  (t) => [
    index('revisions_entity_idx').on(t.entityType, t.entityId, t.seq),
    index('revisions_vendor_seq_idx').on(t.vendor, t.seq),
    index('revisions_actor_idx').on(t.actorSubject, t.seq),
    index('revisions_batch_idx').on(t.batchId),
    check('revisions_vendor_check', vendorCheck('vendor')),
    check('revisions_entity_type_check', sql.raw(`entity_type in ('category', 'product')`)),
    check(
      'revisions_action_check',
      sql.raw(`action in ('create', 'update', 'delete', 'publish', 'unpublish', 'move', 'reorder', 'restore', 'import')`),
    ),
  ],
);

export type RevisionRow = typeof revisions.$inferSelect;
