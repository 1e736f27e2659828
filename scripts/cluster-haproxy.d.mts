/** The HAProxy configuration of `npm run cluster` (scripts/cluster-haproxy.mjs). */
export function haproxyConfig(ports: {
  appPort: number | string;
  apiPort: number | string;
  appInstancePorts: (number | string)[];
  apiInstancePorts: (number | string)[];
}): string;
