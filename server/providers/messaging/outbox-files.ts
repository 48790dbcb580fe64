import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * The outbox folder's layout, shared by the writer (the outbox provider) and readers (tests, a
 * developer): one `<stem>.json` index entry per message and, for an e-mail, `<stem>.eml` beside it.
 * Stems start with the UTC time to the millisecond, so a plain listing sorts by time; a counter of
 * this process and random bytes follow, so two messages (or two processes) never share a name.
 */
export const outboxEntrySchema = z.object({
  id: z.string().describe('the file stem'),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().optional().describe('e-mail only'),
  text: z.string().optional().describe('SMS only: the whole message'),
  eml: z.string().optional().describe('e-mail only: the .eml file beside this entry'),
  created: z.string().describe('ISO instant the file was written'),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

let counter = 0;

export function newStem(at: Date, kind: string, channel: OutboxEntry['channel']): string {
  counter = (counter + 1) % 1_000_000;
  const time = at.toISOString().replace(/[-:]/g, '').replace('.', ''); // 20260301T101500123Z
  const safeKind = kind.replace(/[^\w-]/g, '_').slice(0, 40);
  return `${time}-${String(counter).padStart(6, '0')}-${randomBytes(4).toString('hex')}-${channel}-${safeKind}`;
}

/** Written under a hidden name, then renamed: a reader never sees half a file. */
async function writeWhole(file: string, content: string | Buffer) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  await writeFile(temporary, content, { flag: 'wx' });
  await rename(temporary, file);
}

/** Writes the message files; the index entry last, so an entry always has its .eml. */
export async function writeOutboxEntry(dir: string, entry: OutboxEntry, eml?: Buffer) {
  await mkdir(dir, { recursive: true });
  if (eml && entry.eml) await writeWhole(path.join(dir, entry.eml), eml);
  await writeWhole(path.join(dir, `${entry.id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
}

/** Every message in the outbox, oldest first (an absent folder is an empty outbox). */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(
    entries.map(async (name) =>
      outboxEntrySchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
    ),
  );
}

/** The RFC 822 bytes of an e-mail entry (parse them with mailparser's simpleParser). */
export async function readOutboxEmail(dir: string, entry: OutboxEntry): Promise<Buffer> {
  if (!entry.eml) throw new Error(`outbox entry ${entry.id} is not an e-mail`);
  return readFile(path.join(dir, entry.eml));
}
