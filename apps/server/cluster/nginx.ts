import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Ports and every file nginx writes are moved into `dir`, so it runs unprivileged beside anything else. */
export async function writeTestNginxConf(
  deployConf: string,
  dir: string,
  listenPort: number,
  upstreamPorts: number[],
): Promise<string> {
  await mkdir(dir, { recursive: true });
  let conf = await readFile(deployConf, 'utf8');
  const replace = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    conf = conf.replace(pattern, replacement);
  };
  replace(/^pid .*;$/m, `pid ${path.join(dir, 'nginx.pid')};`);
  replace(/^error_log .*;$/m, `error_log ${path.join(dir, 'error.log')} warn;`);
  replace(/^(\s*)access_log .*;$/m, `$1access_log ${path.join(dir, 'access.log')};`);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    replace(new RegExp(`^(\\s*)${kind}_temp_path .*;$`, 'm'), `$1${kind}_temp_path ${path.join(dir, kind)};`);
  }
  replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  const servers = [...conf.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( .*)?;$/gm)];
  if (servers.length !== upstreamPorts.length)
    throw new Error(
      `deploy/nginx.conf has ${servers.length} upstream servers, the test starts ${upstreamPorts.length}`,
    );
  let index = 0;
  conf = conf.replace(
    /^(\s*)server 127\.0\.0\.1:\d+( .*)?;$/gm,
    (_line, indent: string, rest = '') => `${indent}server 127.0.0.1:${upstreamPorts[index++]}${rest};`,
  );
  // Tells the tests which instance answered; left out of the deployed file (it names internal addresses).
  replace(/^(\s*)location \/ \{$/m, '$1location / {\n$1  add_header X-Upstream $upstream_addr always;');
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);
  return file;
}
