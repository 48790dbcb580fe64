// The load balancer of the fleet test: nginx, round-robin over the instances.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * nginx.conf for `ports` behind `listen`. As a load balancer in front of this site would be set up:
 * - an instance that refuses or drops a connection is passed over for 5 s (max_fails=1), and the
 *   request goes to the next one: a GET always, a POST only when the instance never got it (nginx
 *   never sends a POST twice; the booking and pay calls carry an Idempotency-Key for the client's
 *   own retry);
 * - the client's address is appended to X-Forwarded-For, which the instances trust from here
 *   (TRUSTED_PROXIES), so per-client limits see the traveller, not the balancer;
 * - X-Upstream says which instance answered (for the test's round-robin check);
 * - a new connection per request to the instances, so a stopping instance never has a request
 *   arrive on a connection it is closing;
 * - HTTP/1.1 to the instances, so an answer's end is its length or last chunk: under nginx's default
 *   HTTP/1.0 the end of an answer is the instance closing the connection, and an instance killed
 *   mid-answer hands the client a cut-off body as if it were whole. With 1.1 nginx sees the cut and
 *   drops the client's connection, which the client retries with its Idempotency-Key.
 */
export function nginxConfig(prefix: string, listen: number, ports: number[]): string {
  return `
daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream app {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startNginx(binary: string, prefix: string, listen: number, ports: number[]) {
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(path.join(prefix, dir), { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  await writeFile(config, nginxConfig(prefix, listen, ports));
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${prefix}/error.log`);
    try {
      if ((await fetch(`${origin}/api/v1_1/health`)).ok)
        return { origin, stop: () => void child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('nginx did not answer within 30 s');
}
