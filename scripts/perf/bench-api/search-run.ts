import { autocannon } from './autocannon';
import type { ServerChild } from './child';
import { cpuWindow } from './cpu-share';
import { randomSearch, searchQuery } from './searches';
import { BENCH, quantiles, WARMUP_SECONDS, type Result } from './settings';

type Stats = { reused: number; fresh: number };

/** The single and mix modes: GET /car/get_car_list under load while LAX01's cars are held and freed. */
export async function benchSearch(
  child: ServerChild,
  mode: 'single' | 'mix',
  database: string,
): Promise<Omit<Result, 'processes'>> {
  const base = `${child.origin}/api/v1_1/car/get_car_list?`;
  const single = searchQuery();

  // Every search of the run must answer 200 with cars: check the one, or a sample of the mix.
  let kb = 0;
  const samples = mode === 'single' ? [single] : Array.from({ length: 300 }, randomSearch);
  for (const query of samples) {
    const text = await (await fetch(base + query)).text();
    const envelope = JSON.parse(text) as { code: number; data?: { list?: unknown[] } };
    if (envelope.code !== 200 || !envelope.data?.list?.length)
      throw new Error(`unexpected answer to ${query}: ${text.slice(0, 300)}`);
    kb += Buffer.byteLength(text) / 1024 / samples.length;
  }

  const load = (duration: number) =>
    autocannon({
      url: base + single,
      connections: BENCH.BENCH_CONNECTIONS,
      duration,
      ...(mode === 'mix'
        ? {
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  path: `/api/v1_1/car/get_car_list?${randomSearch()}`,
                }),
              },
            ],
          }
        : {}),
    });
  await load(WARMUP_SECONDS);
  child.send({ start: true });
  const before = await child.ask<Stats>({ stats: true }, 'stats');
  const times: number[] = [];
  const cpu = cpuWindow(child.pid);
  const run = load(BENCH.BENCH_SECONDS);
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  const cpuShare = cpu();
  child.send({ stop: true });
  const after = await child.ask<Stats>({ stats: true }, 'stats');
  console.error(`${mode}, ${database}: ${times.length} requests`);
  return {
    mode,
    database,
    rps: result.requests.average,
    ...quantiles(times),
    failures: result.non2xx + result.errors + result.timeouts,
    kb,
    reused: after.reused - before.reused,
    fresh: after.fresh - before.fresh,
    cpu: cpuShare,
  };
}
