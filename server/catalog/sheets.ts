/**
 * Catalogue sheets (docs/catalogue-sheets.md; docs/decisions/0013 "Bulk sheets"): a storefront's catalogue, or one
 * category's subtree, exported as XLSX or CSV with one row per product, and such a sheet imported back.
 *
 * - `exportCatalogueSheet`: the products in catalogue order (categories depth first by position and name, each
 *   category's products by position and name; the root's products first), drafts included (`Published` = no).
 * - `importCatalogueSheet`: reads the sheet (server/catalog/sheet-codec.ts), plans every row against what is stored,
 *   and answers a report: per row created / updated / unchanged / error, and every error with its row and column
 *   (an id that is not a GUID, appears twice or is the other storefront's; a missing name and the other
 *   POST /api/Products rules of contracts/catalog-input.ts; a rating that is not a number or range in the
 *   attribute's unit, or of an attribute the category does not have; a media or document path the blob store does
 *   not hold). Category paths that do not exist are created under the storefront (and reported).
 *   A dry run writes nothing. An apply plans again inside one transaction holding the storefront's tree lock and,
 *   only when no row has an error, writes the new categories and the created and updated products through
 *   server/catalog/writes.ts (`saveCategory`, `saveProductsInBulk`: the same specification checks and quantities as a
 *   dialog's save, in batches), records each as an `import` revision with one batch id (server/catalog/revisions.ts), and
 *   commits; otherwise nothing is written. Unchanged rows are not written at all, so a sheet exported and imported
 *   unchanged changes nothing (not even a version or a date).
 *
 * A column absent from the sheet keeps what is stored (as a write body that leaves a field out); a rating cell left
 * empty removes that value. Values of attributes the category no longer defines are kept (docs/decisions/0009).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { productInputSchema } from '../../contracts/catalog-input.ts';
import { CATALOG_LIMITS, type KeyValue } from '../../contracts/catalog.ts';
import { CATEGORY_PATH_SEPARATOR, SHEET_COLUMNS, type SheetFormat, type SheetImportReport, type SheetProblem, type SheetRowOutcome } from '../../contracts/catalogue-sheets.ts';
import { isGuid } from '../../contracts/guid.ts';
import { isPlainText } from '../../contracts/plain-text.ts';
import { UNITS } from '../../contracts/quantities.ts';
import { effectiveAttributes, type AttributeDefinition, type SpecificationValue } from '../../contracts/specifications.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { categories, products, type ProductRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { assertAllowed, HttpError, notFound } from '../errors.ts';
import type { UploadLimits } from '../../contracts/upload.ts';
import { BlobExistsError, type BlobStore } from '../storage/blob-store.ts';
import { takeSheetMedia, type SheetMediaAnswer, type SheetMediaFile } from './sheet-media.ts';
import { recordRevisions, type RevisionInput } from './revisions.ts';
import {
  pairHeader,
  parseRating,
  productsToTable,
  ratingHeader,
  readSheet,
  tableToCsv,
  tableToDrafts,
  tableToXlsx,
  type SheetProduct,
  type SheetRowDraft,
} from './sheet-codec.ts';
import { inVendorTree, saveCategory, saveProductsInBulk, type BulkProduct, type Transaction } from './writes.ts';

type Reader = Pick<Database, 'select'>;

/** A category of the tree as the sheets need it. */
interface TreeNode {
  id: string;
  name: string;
  parentCategoryId: string | null;
  attributes: AttributeDefinition[];
  position: number;
}

/** A storefront's category tree in memory: by id, children in order, paths and effective attributes. */
class CategoryTree {
  readonly byId = new Map<string, TreeNode>();
  private readonly byPath = new Map<string, string>();

  constructor(nodes: readonly TreeNode[]) {
    for (const node of nodes) this.byId.set(node.id, node);
    for (const node of nodes) {
      const key = this.pathOf(node.id).join('\u0000');
      // Two siblings of one name: the first in order answers the path.
      const other = this.byPath.get(key);
      if (!other || compareNodes(node, this.byId.get(other)!) < 0) this.byPath.set(key, node.id);
    }
  }

  /** Names from the root down to `id`. */
  pathOf(id: string | null): string[] {
    const names: string[] = [];
    for (let at = id ? this.byId.get(id) : undefined, depth = 0; at && depth < 64; at = at.parentCategoryId ? this.byId.get(at.parentCategoryId) : undefined, depth++) {
      names.unshift(at.name);
    }
    return names;
  }

  /** The effective attributes of `id` (root first); none at the root. */
  attributesOf(id: string | null): AttributeDefinition[] {
    const chain: TreeNode[] = [];
    for (let at = id ? this.byId.get(id) : undefined; at && chain.length < 64; at = at.parentCategoryId ? this.byId.get(at.parentCategoryId) : undefined) chain.unshift(at);
    return effectiveAttributes(chain);
  }

  /** The category at `names` from the root, or undefined. */
  find(names: readonly string[]): string | undefined {
    return this.byPath.get(names.join('\u0000'));
  }

  /** Adds a category (one the import creates). */
  add(node: TreeNode): void {
    this.byId.set(node.id, node);
    this.byPath.set(this.pathOf(node.id).join('\u0000'), node.id);
  }

  /** `rootId` (or the root) and every category below it, depth first, siblings by position and name. */
  depthFirst(rootId: string | null): string[] {
    const children = new Map<string | null, TreeNode[]>();
    for (const node of this.byId.values()) children.set(node.parentCategoryId, [...(children.get(node.parentCategoryId) ?? []), node]);
    const order: string[] = [];
    const visit = (id: string | null) => {
      if (id) order.push(id);
      for (const child of (children.get(id) ?? []).sort(compareNodes)) visit(child.id);
    };
    visit(rootId);
    return order;
  }
}

function compareNodes(a: { position: number; name: string }, b: { position: number; name: string }): number {
  return a.position - b.position || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.name.localeCompare(b.name);
}

async function loadTree(db: Reader, vendor: VendorKey): Promise<CategoryTree> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentCategoryId: categories.parentCategoryId, attributes: categories.attributes, position: categories.position })
    .from(categories)
    .where(eq(categories.vendor, vendor));
  return new CategoryTree(rows);
}

/** Today's date for file names: 2026-11-29. */
const today = () => new Date().toISOString().slice(0, 10);

/** A file name part from a category name: lower-case words joined by hyphens. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'category';

/**
 * The sheet of `vendor`'s catalogue, or of category `categoryId`'s subtree (its products and those below it), as
 * `format`, with its download name (`{vendor}-catalogue[-{category}]-{date}.{format}`).
 * @throws 404 'Category not found' for a category that is not the storefront's
 */
export async function exportCatalogueSheet(
  db: Database,
  vendor: VendorKey,
  categoryId: string | null,
  format: SheetFormat,
): Promise<{ bytes: Buffer; fileName: string }> {
  const tree = await loadTree(db, vendor);
  if (categoryId && !tree.byId.has(categoryId)) throw notFound('Category not found');
  const order = tree.depthFirst(categoryId);
  const rank = new Map<string | null, number>(order.map((id, index) => [id, index + 1]));
  if (!categoryId) rank.set(null, 0);
  const rows = await db.select().from(products).where(eq(products.vendor, vendor));
  const chosen = rows.filter((row) => rank.has(row.categoryId)).sort((a, b) => rank.get(a.categoryId)! - rank.get(b.categoryId)! || compareNodes(a, b) || a.id.localeCompare(b.id));
  const attributes = new Map<string | null, AttributeDefinition[]>();
  const sheetProducts: SheetProduct[] = chosen.map((row) => {
    if (!attributes.has(row.categoryId)) attributes.set(row.categoryId, tree.attributesOf(row.categoryId));
    return {
      id: row.id,
      categoryPath: tree.pathOf(row.categoryId),
      name: row.name,
      description: row.description,
      published: row.published,
      imagePath: row.imagePath,
      otherImages: row.otherImages,
      properties: row.properties,
      configurations: row.configurations,
      documents: row.documents.map(({ title, path }) => ({ title, path })),
      specifications: row.specifications,
      attributes: attributes.get(row.categoryId)!,
    };
  });
  const table = productsToTable(sheetProducts);
  const bytes = format === 'csv' ? tableToCsv(table) : await tableToXlsx(table);
  const scope = categoryId ? `-${slug(tree.byId.get(categoryId)!.name)}` : '';
  return { bytes, fileName: `${vendor}-catalogue${scope}-${today()}.${format}` };
}

/** What the plan will write for one row. */
interface PlannedRow {
  draft: SheetRowDraft;
  outcome: SheetRowOutcome;
  id: string;
  /** Whether the sheet named the id (else it is new and made up here). */
  idGiven: boolean;
  name: string;
  changed: string[];
  existing?: ProductRow;
  input?: ReturnType<typeof productInputSchema.parse>;
  published: boolean;
}

/** A category the import creates. */
interface PlannedCategory {
  id: string;
  name: string;
  parentCategoryId: string | null;
  path: string;
}

/** The whole plan of an import. */
interface ImportPlan {
  rows: PlannedRow[];
  categories: PlannedCategory[];
  errors: SheetProblem[];
  /** Sizes of the document files the import lists, by path. */
  documentBytes: Map<string, number>;
  /** The files the ZIP beside the sheet supplies (paths the store lacks), stored by an apply before its rows. */
  uploads: Map<string, SheetMediaFile>;
}

/** A ZIP of media beside the sheet (sheet-media.ts): its bytes and the upload limits its files are judged by. */
export interface SheetMediaZip {
  zip: Uint8Array;
  limits: UploadLimits;
}

/** Whether a media path points outside the blob store (a full address), so the store is not asked about it. */
const isExternal = (path: string) => /^https?:\/\//i.test(path);

/** The sheet column of a productInputSchema issue's path ('properties.2.value' → 'Property 3 value'). */
function columnOfIssue(path: ReadonlyArray<PropertyKey>, specifications: readonly SpecificationValue[], attributes: readonly AttributeDefinition[]): string {
  const [field, index, part] = path;
  const n = typeof index === 'number' ? index + 1 : 1;
  switch (field) {
    case 'name':
      return SHEET_COLUMNS.name;
    case 'description':
      return SHEET_COLUMNS.description;
    case 'imagePath':
      return SHEET_COLUMNS.mainImage;
    case 'otherImages':
      return SHEET_COLUMNS.otherMedia;
    case 'id':
      return SHEET_COLUMNS.id;
    case 'categoryId':
      return SHEET_COLUMNS.categoryPath;
    case 'properties':
      return pairHeader('properties', n, part === 'value' ? 'second' : 'first');
    case 'configurations':
      return pairHeader('configurations', n, part === 'value' ? 'second' : 'first');
    case 'documents':
      return pairHeader('documents', n, part === 'path' ? 'second' : 'first');
    case 'specifications': {
      const attribute = attributes.find((a) => a.key === specifications[n - 1]?.attribute);
      return attribute ? ratingHeader(attribute) : 'Ratings';
    }
    default:
      return path.join('.');
  }
}

/** JSON of a value with object keys in a fixed order, to compare stored and planned values. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedSpecifications = (values: readonly SpecificationValue[]) =>
  [...values].sort((a, b) => a.attribute.localeCompare(b.attribute)).map((v) => ({ attribute: v.attribute, value: typeof v.value === 'object' ? { min: v.value.min, max: v.value.max } : v.value }));

/** Plans every row of `drafts` against what `db` holds (reads only). */
async function planImport(db: Reader, blobs: BlobStore, vendor: VendorKey, drafts: readonly SheetRowDraft[], media?: SheetMediaZip): Promise<ImportPlan> {
  const tree = await loadTree(db, vendor);
  const errors: SheetProblem[] = drafts.flatMap((d) => d.problems);
  const problem = (row: number, column: string, message: string) => errors.push({ row, column, message });

  // The stored products the sheet names, of either storefront (an id of the other one is refused, not overwritten).
  const givenIds = [...new Set(drafts.flatMap((d) => (d.id && isGuid(d.id) ? [d.id.toLowerCase()] : [])))];
  const stored = new Map<string, ProductRow>();
  for (let i = 0; i < givenIds.length; i += 1000) {
    for (const row of await db.select().from(products).where(inArray(products.id, givenIds.slice(i, i + 1000)))) stored.set(row.id, row);
  }

  const createdCategories: PlannedCategory[] = [];
  /** The category of `names` (created in the plan when missing), or a problem's message. */
  const categoryOf = (names: readonly string[]): { id: string | null } | { message: string } => {
    if (names.length === 0) return { id: null };
    let parent: string | null = null;
    for (let depth = 1; depth <= names.length; depth++) {
      const name = names[depth - 1];
      if (!name) return { message: `A category name in the path is empty: separate the names with '${CATEGORY_PATH_SEPARATOR}'` };
      if (name.length > CATALOG_LIMITS.name) return { message: `The category name '${name.slice(0, 40)}…' is longer than ${CATALOG_LIMITS.name} characters` };
      if (!isPlainText(name)) return { message: `The category name '${name}' holds a character that is not allowed` };
      const found = tree.find(names.slice(0, depth));
      if (found) {
        parent = found;
        continue;
      }
      const created: PlannedCategory = { id: randomUUID(), name, parentCategoryId: parent, path: names.slice(0, depth).join(CATEGORY_PATH_SEPARATOR) };
      tree.add({ id: created.id, name, parentCategoryId: parent, attributes: [], position: 0 });
      createdCategories.push(created);
      parent = created.id;
    }
    return { id: parent };
  };

  const firstRowOfId = new Map<string, number>();
  const rows: PlannedRow[] = [];
  const mediaToCheck = new Map<string, Array<{ row: number; column: string; document: boolean }>>();
  for (const draft of drafts) {
    const { row } = draft;
    const errorsBefore = errors.length;
    let id: string = randomUUID();
    let idGiven = false;
    let existing: ProductRow | undefined;
    if (draft.id) {
      if (!isGuid(draft.id)) {
        problem(row, SHEET_COLUMNS.id, 'The id must be a GUID as the export wrote it; leave it empty for a new product');
      } else {
        id = draft.id.toLowerCase();
        idGiven = true;
        const first = firstRowOfId.get(id);
        if (first !== undefined) problem(row, SHEET_COLUMNS.id, `The id appears on row ${first} too: each product may have one row`);
        else firstRowOfId.set(id, row);
        existing = stored.get(id);
        if (existing && existing.vendor !== vendor) {
          problem(row, SHEET_COLUMNS.id, "The id belongs to a product of the other storefront");
          existing = undefined;
        }
      }
    }

    let categoryId: string | null = existing?.categoryId ?? null;
    if (draft.categoryPath) {
      const found = categoryOf(draft.categoryPath);
      if ('message' in found) problem(row, SHEET_COLUMNS.categoryPath, found.message);
      else categoryId = found.id;
    }
    const attributes = tree.attributesOf(categoryId);

    // Ratings: a present column sets or (empty) removes its value; an absent one keeps what is stored.
    const kept = new Map((existing?.specifications ?? []).map((s) => [s.attribute, s.value]));
    const specifications: SpecificationValue[] = [];
    const headers = new Map(attributes.map((a) => [ratingHeader(a), a]));
    for (const attribute of attributes) {
      const header = ratingHeader(attribute);
      if (draft.ratings.has(header)) {
        const cell = draft.ratings.get(header) ?? null;
        if (cell === null) continue;
        const parsed = parseRating(attribute, cell);
        if ('problem' in parsed) problem(row, header, parsed.problem);
        else specifications.push({ attribute: attribute.key, value: parsed.value });
      } else if (kept.has(attribute.key)) {
        specifications.push({ attribute: attribute.key, value: kept.get(attribute.key)! });
      }
    }
    for (const [key, value] of kept) if (!attributes.some((a) => a.key === key)) specifications.push({ attribute: key, value });
    for (const [header, cell] of draft.ratings) {
      if (cell === null || headers.has(header)) continue;
      const name = header.replace(/\s*\[[^\]]*\]$/, '');
      const namesake = attributes.find((a) => a.name === name);
      const where = categoryId ? `'${tree.pathOf(categoryId).join(CATEGORY_PATH_SEPARATOR)}'` : "the storefront's root";
      if (namesake) {
        const symbol = namesake.unit ? UNITS[namesake.unit].symbol : '';
        problem(row, header, `The column's unit does not fit ${namesake.name}, which is ${symbol ? `in ${symbol}` : 'a plain count'} here: use the column '${ratingHeader(namesake)}'`);
      } else {
        problem(row, header, `The category ${where} has no attribute '${name}': empty this cell or choose a category that has it`);
      }
    }

    const documents = draft.documents ?? (existing?.documents ?? []).map(({ title, path }) => ({ title, path }));
    const input = {
      id,
      vendor,
      categoryId,
      name: draft.name ?? existing?.name ?? '',
      description: draft.description ?? existing?.description ?? '',
      imagePath: draft.imagePath ?? existing?.imagePath ?? '',
      properties: draft.properties ?? existing?.properties ?? [],
      otherImages: draft.otherImages ?? existing?.otherImages ?? [],
      configurations: draft.configurations ?? existing?.configurations ?? [],
      specifications,
      documents,
    };
    const parsed = productInputSchema.safeParse(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = columnOfIssue(issue.path, specifications, attributes);
        if (seen.has(column)) continue;
        seen.add(column);
        problem(row, column, issue.message);
      }
    }
    const published = draft.published ?? existing?.published ?? true;

    // Media: every path the row adds must be in the storefront's container (paths already stored are not asked again).
    const storedPaths = new Set([existing?.imagePath, ...(existing?.otherImages ?? []), ...(existing?.configurations ?? []).map((c) => c.value), ...(existing?.documents ?? []).map((d) => d.path)]);
    const want = (path: string, column: string, document = false) => {
      if (!path || isExternal(path) || (storedPaths.has(path) && !document)) return;
      mediaToCheck.set(path, [...(mediaToCheck.get(path) ?? []), { row, column, document }]);
    };
    want(input.imagePath, SHEET_COLUMNS.mainImage);
    input.otherImages.forEach((path) => want(path, SHEET_COLUMNS.otherMedia));
    input.configurations.forEach((c: KeyValue, i: number) => want(c.value, pairHeader('configurations', i + 1, 'second')));
    const storedDocuments = new Map((existing?.documents ?? []).map((d) => [d.path, d.bytes]));
    documents.forEach((d, i) => {
      if (!storedDocuments.has(d.path)) want(d.path, pairHeader('documents', i + 1, 'second'), true);
    });

    let outcome: SheetRowOutcome = 'created';
    const changed: string[] = [];
    if (parsed.success && existing) {
      const next = parsed.data;
      const compare: Array<[string, unknown, unknown]> = [
        [SHEET_COLUMNS.categoryPath, existing.categoryId, next.categoryId],
        [SHEET_COLUMNS.name, existing.name, next.name],
        [SHEET_COLUMNS.description, existing.description, next.description],
        [SHEET_COLUMNS.published, existing.published, published],
        [SHEET_COLUMNS.mainImage, existing.imagePath, next.imagePath],
        [SHEET_COLUMNS.otherMedia, existing.otherImages, next.otherImages],
        ['Ratings', sortedSpecifications(existing.specifications), sortedSpecifications(next.specifications ?? [])],
        ['Properties', existing.properties.map(({ key, value }) => ({ key, value })), next.properties],
        ['Configurations', existing.configurations.map(({ key, value }) => ({ key, value })), next.configurations],
        ['Documents', existing.documents.map(({ title, path }) => ({ title, path })), next.documents],
      ];
      for (const [column, before, after] of compare) if (!same(before, after)) changed.push(column);
      outcome = changed.length ? 'updated' : 'unchanged';
    }
    if (errors.length > errorsBefore) outcome = 'error';
    rows.push({ draft, outcome, id, idGiven, name: input.name.trim(), changed, existing, input: parsed.success ? parsed.data : undefined, published });
  }

  // The blob store, each path once, a few at a time; what it lacks, the ZIP beside the sheet may supply.
  const documentBytes = new Map<string, number>();
  const missing: string[] = [];
  const paths = [...mediaToCheck.keys()];
  for (let i = 0; i < paths.length; i += 16) {
    await Promise.all(
      paths.slice(i, i + 16).map(async (path) => {
        let info;
        try {
          info = await blobs.stat(vendor, path);
        } catch {
          throw new HttpError(503, 'FILES_UNAVAILABLE', 'The media cannot be checked just now: the file store does not answer. Try again in a minute.', undefined, 60);
        }
        if (info) documentBytes.set(path, info.size);
        else missing.push(path);
      }),
    );
  }
  const fromZip = media && missing.length ? await takeSheetMedia(media.zip, missing, media.limits) : new Map<string, SheetMediaAnswer>();
  const uploads = new Map<string, SheetMediaFile>();
  for (const path of missing) {
    const answer = fromZip.get(path);
    if (answer && 'bytes' in answer) {
      uploads.set(path, answer);
      documentBytes.set(path, answer.bytes.length);
      continue;
    }
    for (const use of mediaToCheck.get(path)!) {
      const what = use.document ? 'document' : 'medium';
      const message = answer
        ? answer.problem
        : `The ${what} '${path}' is not in the storefront's file store${media ? ' nor in the ZIP' : ''}: upload it first (Product Manager) or send it in a ZIP beside the sheet, then import again`;
      problem(use.row, use.column, message);
      const planned = rows.find((r) => r.draft.row === use.row);
      if (planned) planned.outcome = 'error';
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, categories: createdCategories, errors, documentBytes, uploads };
}

/** The report of `plan`. */
function reportOf(plan: ImportPlan, format: SheetFormat, dryRun: boolean, applied: boolean): SheetImportReport {
  const counts = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const row of plan.rows) counts[row.outcome]++;
  return {
    dryRun,
    applied,
    format,
    counts,
    categoriesCreated: plan.categories.map((c) => c.path),
    filesFromZip: [...plan.uploads.keys()],
    rows: plan.rows.map((r) => ({ row: r.draft.row, id: r.idGiven || applied ? r.id : null, name: r.name, outcome: r.outcome, changed: r.changed })),
    errors: plan.errors,
  };
}

/** Writes `plan` (no errors) in transaction `tx` through the catalogue's writes, with one `import` revision each. */
async function applyPlan(tx: Transaction, vendor: VendorKey, plan: ImportPlan, actor: Actor): Promise<void> {
  const batchId = randomUUID();
  const revisions: RevisionInput[] = [];
  for (const category of plan.categories) {
    // Recorded by the save itself, as an 'import' of this batch.
    await saveCategory(tx as unknown as Database, { id: category.id, name: category.name, vendor, description: '', imagePath: '', parentCategoryId: category.parentCategoryId }, actor, { action: 'import', batchId });
  }
  const writes = plan.rows.filter((r) => r.outcome === 'created' || r.outcome === 'updated');
  const items: BulkProduct[] = writes.map((row) => {
    const { documents, specifications, ...input } = row.input!;
    const measured = documents?.map((d) => ({ ...d, bytes: plan.documentBytes.get(d.path) ?? row.existing?.documents.find((s) => s.path === d.path)?.bytes ?? 0 }));
    return { input: { ...input, id: row.id, published: row.published, specifications: specifications ?? [], documents: measured }, stored: row.existing?.specifications ?? null };
  });
  try {
    await saveProductsInBulk(tx, vendor, items, actor);
  } catch (error) {
    // A rule the plan did not foresee: the row gets the error, and the transaction rolls back.
    const [detail] = error instanceof HttpError && error.statusCode === 400 ? (error.details ?? []) : [];
    if (!detail) throw error;
    const [index, ...path] = detail.path.split('.');
    const row = writes[Number(index)] ?? writes[0];
    const column = columnOfIssue(path.map((p) => (/^\d+$/.test(p) ? Number(p) : p)), items[Number(index)]?.input.specifications ?? [], []);
    plan.errors.push({ row: row.draft.row, column, message: detail.message });
    row.outcome = 'error';
    throw new ImportRolledBack();
  }
  const ids = writes.map((r) => r.id);
  const before = new Map(writes.map((r) => [r.id, r.existing ?? null]));
  for (let i = 0; i < ids.length; i += 1000) {
    for (const after of await tx.select().from(products).where(inArray(products.id, ids.slice(i, i + 1000)))) {
      revisions.push({ vendor, entityType: 'product', entityId: after.id, action: 'import', actor, before: before.get(after.id) ?? null, after, batchId });
    }
  }
  for (let i = 0; i < revisions.length; i += 500) await recordRevisions(tx, revisions.slice(i, i + 500));
}

/** Thrown inside the apply's transaction to roll it back after a row failed; the plan holds the row's error. */
class ImportRolledBack extends Error {}

/**
 * Stores the files of `uploads` (the ZIP's, for paths the store lacked) in `vendor`'s container, adding each stored
 * path to `stored` as it goes (so the caller can remove them if the apply fails). A path someone stored meanwhile is
 * left as it is and not added. @throws 503 FILES_UNAVAILABLE when the store refuses a file
 */
async function storeUploads(blobs: BlobStore, vendor: VendorKey, uploads: ReadonlyMap<string, SheetMediaFile>, stored: string[]): Promise<void> {
  for (const [path, file] of uploads) {
    try {
      await blobs.put(vendor, path, Buffer.from(file.bytes), { contentType: file.type.mime });
      stored.push(path);
    } catch (error) {
      if (error instanceof BlobExistsError) continue;
      throw new HttpError(503, 'FILES_UNAVAILABLE', 'The files from the ZIP cannot be stored just now: the file store does not answer. Nothing was imported; try again in a minute.', undefined, 60);
    }
  }
}

/**
 * Imports a catalogue sheet into `vendor` (see the module comment): a dry run (`dryRun`) or an apply. `media` is the
 * ZIP sent beside the sheet, if any: it supplies the files the rows name that the store lacks (sheet-media.ts); an
 * apply stores them before it writes the rows, and removes them again when the apply does not happen.
 * @returns the report; `applied` is false when a row has an error (nothing was written) or on a dry run
 * @throws SheetFileError (sheet-codec.ts) for a file that cannot be read as a sheet; SheetMediaError for a media file
 *   that is not a ZIP; 403 unless `actor` may edit `vendor`; 503 when the blob store does not answer
 */
export async function importCatalogueSheet(
  db: Database,
  blobs: BlobStore,
  vendor: VendorKey,
  bytes: Buffer,
  options: { dryRun: boolean; actor: Actor; media?: SheetMediaZip },
): Promise<SheetImportReport> {
  assertAllowed(options.actor, 'catalog.edit', vendor);
  const { format, table } = await readSheet(bytes);
  const drafts = tableToDrafts(table);
  if (options.dryRun) return reportOf(await planImport(db, blobs, vendor, drafts, options.media), format, true, false);
  let plan: ImportPlan | undefined;
  const stored: string[] = [];
  try {
    return await inVendorTree(db, vendor, async (tx) => {
      plan = await planImport(tx, blobs, vendor, drafts, options.media);
      if (plan.errors.length) return reportOf(plan, format, false, false);
      await storeUploads(blobs, vendor, plan.uploads, stored);
      await applyPlan(tx, vendor, plan, options.actor);
      return reportOf(plan, format, false, true);
    });
  } catch (error) {
    // Nothing was written: the files stored for it go too (best effort; a file left behind is unused, not wrong).
    await Promise.allSettled(stored.map((path) => blobs.delete(vendor, path)));
    if (error instanceof ImportRolledBack && plan) return reportOf(plan, format, false, false);
    throw error;
  }
}
