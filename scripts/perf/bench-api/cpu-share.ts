import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the machine's CPU went during a measured run, in cores (1.0 = one core busy the whole
 * time): the load generator (this process: autocannon runs in it), the API server processes (the
 * child and its cluster workers), PostgreSQL's processes, and everything else. On a machine whose
 * cores also run the load generator and the database, this says how much a second server process
 * could have had at most, which bounds the scaling the benchmark can show there.
 *
 * Read from /proc (Linux); elsewhere `cpuWindow` answers undefined and the report leaves it out.
 */
export type CpuShare = {
  loadGenerator: number;
  servers: number;
  postgres: number;
  other: number;
  idle: number;
};

type Sample = { at: number; perProcess: Map<number, ProcessTicks>; machine: { busy: number; idle: number } };
type ProcessTicks = { ppid: number; comm: string; ticks: number };

// USER_HZ: the unit of /proc's CPU times, 100 on every Linux architecture Node runs on.
const TICKS_PER_SECOND = 100;

function sample(): Sample | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const perProcess = new Map<number, ProcessTicks>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid … utime stime …": comm may hold spaces, so split after its ')'.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      perProcess.set(Number(pid), {
        ppid: Number(fields[1]),
        comm,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  // The first line of /proc/stat: the machine's ticks by kind (user nice system idle iowait …).
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const busy = cpu.reduce((sum, ticks) => sum + ticks, 0) - idle;
  return { at: performance.now(), perProcess, machine: { busy, idle } };
}

function descendantsOf(root: number, processes: Map<number, ProcessTicks>): Set<number> {
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of processes) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return found;
}

/** Starts counting; the function it answers stops and tells the shares of the time in between. */
export function cpuWindow(serverPid: number | undefined): () => CpuShare | undefined {
  const start = sample();
  return () => {
    const end = sample();
    if (!start || !end || serverPid === undefined) return undefined;
    const seconds = (end.at - start.at) / 1000;
    const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
    // Ticks of a group's processes that lived through the window (a process that ended inside it
    // takes its ticks along: the servers and PostgreSQL's pooled backends live throughout).
    const used = (pids: Iterable<number>) => {
      let ticks = 0;
      for (const pid of pids) {
        const before = start.perProcess.get(pid);
        const after = end.perProcess.get(pid);
        if (after) ticks += after.ticks - (before?.ticks ?? 0);
      }
      return cores(ticks);
    };
    const servers = used(descendantsOf(serverPid, end.perProcess));
    const postgres = used(
      [...end.perProcess].filter(([, { comm }]) => comm === 'postgres').map(([pid]) => pid),
    );
    const loadGenerator = used([process.pid]);
    const busy = cores(end.machine.busy - start.machine.busy);
    return {
      loadGenerator,
      servers,
      postgres,
      other: Math.max(0, busy - loadGenerator - servers - postgres),
      idle: cores(end.machine.idle - start.machine.idle),
    };
  };
}
