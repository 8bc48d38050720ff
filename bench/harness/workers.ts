/**
 * The writing workers of the fault suite and the fleet test: each sends requests through `Load` until it closes.
 * - `enquirer`: enquiries with a fresh e-mail each (JSON, or multipart with one PNG attachment), recording which
 *   were accepted and which got no answer;
 * - `productWriter`: new products (a fresh id each) written with an administrator's access token;
 * - `uploader`: PNG uploads under unique names, each name's sha256 recorded.
 * What they write is marked with the suite's name, so `isCompleteSuiteProduct` and `SUITE_UPLOAD` can judge it.
 */
import { randomUUID } from 'node:crypto';
import { Load, sha256 } from './load.ts';
import { sleep } from './site-process.ts';

/** The suite writing: its name in products, e-mails and upload names ('fault', 'fleet'). */
export type SuiteName = 'fault' | 'fleet';

/** What the writers need and what they record. */
export interface WriteTarget {
  suite: SuiteName;
  /** The site's origin, e.g. the balancer's. */
  base: string;
  /** An administrator's access token. */
  token: string;
  /** The radhe category new products go into, and the image paths they name. */
  categoryId: string;
  imagePaths: string[];
  /** Every product id a writer tried to write. */
  writtenProducts: Set<string>;
  /** Upload file name → sha256 of the bytes sent. */
  uploads: Map<string, string>;
}

/** The site's enquiry address in the suites (ENQUIRY_TO): the company's copy of every enquiry goes there. */
export const ENQUIRY_TO = 'sales@radhe-therm.example';

/** The free rows of every product the suites write. */
export const SUITE_PROPERTIES = [
  { key: 'Voltage', value: '33 kV' },
  { key: 'Creepage', value: '1,015 mm' },
  { key: 'Material', value: 'Silicone rubber' },
];

const description = (suite: SuiteName) => `Written by the ${suite} suite (bench/${suite === 'fault' ? 'faults' : 'fleet'}/main.ts).`;
const namePrefix = (suite: SuiteName) => `${suite === 'fault' ? 'Fault' : 'Fleet'} suite `;

/** True when a stored product a suite wrote is whole: its name, description and every row as sent. */
export function isCompleteSuiteProduct(suite: SuiteName, product: { name: string; description: string; properties: unknown }): boolean {
  return product.description === description(suite) && JSON.stringify(product.properties) === JSON.stringify(SUITE_PROPERTIES) && product.name.startsWith(namePrefix(suite));
}

/** The upload file name in a blob path `radhe/images/{name}` written by `suite`'s uploader, or undefined. */
export function suiteUploadName(suite: SuiteName, blobPath: string): string | undefined {
  return new RegExp(`^radhe/images/(\\d+-${suite}-[\\w-]+\\.png)$`).exec(blobPath)?.[1];
}

const authorization = (target: WriteTarget) => ({ authorization: `Bearer ${target.token}` });

/** Sends enquiries until `load` closes; with `attachment`, each carries it as a PNG drawing. */
export async function enquirer(load: Load, target: Pick<WriteTarget, 'suite' | 'base'>, tag: string, attachment: Buffer | null = null): Promise<void> {
  for (let i = 0; load.open; i += 1) {
    const email = `${target.suite}-${tag}-${randomUUID().slice(0, 8)}@buyer.example`;
    const fields = {
      name: 'Suite Buyer',
      email,
      phoneNo: '+91 265 000 0000',
      option: 'Surge Arresters',
      vendor: 'Radhe',
      message: `Enquiry ${i} of the ${target.suite} suite (${tag}).`,
      title: 'Test suite',
    };
    let init: RequestInit;
    if (attachment) {
      const form = new FormData();
      form.set('enquiry', JSON.stringify(fields));
      form.append('attachments', new Blob([new Uint8Array(attachment)], { type: 'image/png' }), `drawing-${i}.png`);
      init = { method: 'POST', body: form };
    } else {
      init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) };
    }
    load.unanswered.push(email);
    const { status } = await load.request(`${target.base}/api/contact${attachment ? '/with-attachments' : ''}`, init);
    if (status !== 'error') load.unanswered.splice(load.unanswered.indexOf(email), 1);
    if (status === 200) load.accepted.push(email);
    if (status === 429) await sleep(500);
  }
}

/** Writes new products until `load` closes. */
export async function productWriter(load: Load, target: WriteTarget, tag: string): Promise<void> {
  for (let i = 0; load.open; i += 1) {
    const id = randomUUID();
    target.writtenProducts.add(id);
    await load.request(`${target.base}/api/Products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorization(target) },
      body: JSON.stringify({
        id,
        vendor: 'radhe',
        categoryId: target.categoryId,
        name: `${namePrefix(target.suite)}${tag} ${i}`,
        description: description(target.suite),
        imagePath: target.imagePaths[i % target.imagePaths.length],
        properties: SUITE_PROPERTIES,
      }),
    });
  }
}

/** Uploads `png` under a new name each time until `load` closes, `pauseMs` apart. */
export async function uploader(load: Load, target: WriteTarget, tag: string, png: Buffer, pauseMs: number): Promise<void> {
  const digest = sha256(png);
  for (let i = 0; load.open; i += 1) {
    const name = `${Date.now()}-${target.suite}-${tag}-${randomUUID().slice(0, 8)}.png`;
    target.uploads.set(name, digest);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    await load.request(`${target.base}/api/upload?container=radhe&path=images&fileName=${name}`, { method: 'POST', headers: authorization(target), body: form });
    if (pauseMs) await sleep(pauseMs);
  }
}
