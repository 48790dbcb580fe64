/**
 * Reads that concurrent callers share, as long as the read started after the caller arrived: a
 * read already running when the caller arrived may have taken its snapshot too early, and miss a
 * write the caller must see, so the caller waits for the next one instead. However many callers
 * wait, there is at most one read running and one queued.
 */
export type SharedReads<T> = {
  running: { result: Promise<T>; startedAt: number } | null;
  queued: Promise<T> | null;
};

export const sharedReads = <T>(): SharedReads<T> => ({ running: null, queued: null });

let clock = 0;
/** A moment of this process, to pass to readAfter: later calls answer larger numbers. */
export const arrival = () => ++clock;

/** A read of `reads` that started after `since` (from arrival()); `read` starts one. */
export function readAfter<T>(reads: SharedReads<T>, since: number, read: () => Promise<T>): Promise<T> {
  if (reads.running && reads.running.startedAt > since) return reads.running.result;
  if (reads.queued) return reads.queued;
  if (!reads.running) return start(reads, read);
  const after = () => {
    reads.queued = null;
    return start(reads, read);
  };
  return (reads.queued = reads.running.result.then(after, after));
}

/** Whether nothing is running or queued (the reads can be forgotten). */
export const idle = (reads: SharedReads<unknown>) => !reads.running && !reads.queued;

function start<T>(reads: SharedReads<T>, read: () => Promise<T>) {
  const running = { startedAt: arrival(), result: read() };
  reads.running = running;
  const done = () => {
    if (reads.running === running) reads.running = null;
  };
  running.result.then(done, done);
  return running.result;
}
