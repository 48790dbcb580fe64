/**
 * Keeps a closed log output from stopping the server. Started as `npm start 2>&1 | reader`, once
 * the reader exits (a log shipper restarting, a closed `tee`) every write to stdout or stderr fails
 * with EPIPE, which the stream emits as an 'error' event; with no listener that is an uncaught
 * exception, whose report is written to the same closed stream, and so on: the process spun a core,
 * stopped answering and ignored SIGTERM. A listener ends the loop: lines written to a closed
 * output are dropped (there is nowhere left to say so), requests go on being answered, and a
 * SIGTERM stops the process as usual.
 */
export function dropWritesToClosedOutput(): void {
  const marker = Symbol.for('rentcar.dropWritesToClosedOutput');
  const flags = process as NodeJS.Process & { [marker]?: true };
  if (flags[marker]) return;
  flags[marker] = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', () => {
      // Dropped on purpose: see above. The stream is destroyed; later writes fail quietly too.
    });
  }
}
