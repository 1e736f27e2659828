// A session that lasts the whole run, kept as a browser keeps it: every Set-Cookie the app answers replaces the
// cookie of that name for the next requests (the app refreshes the access token and reseals the cookie).
export function createCookieJar(initial) {
  const cookies = new Map(initial.map(({ name, value }) => [name, value]));
  let updates = 0;
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    /** Takes the Set-Cookie header(s) of one response (a string or an array, as autocannon and fetch give them). */
    take(setCookie) {
      for (const line of [setCookie].flat().filter(Boolean)) {
        const [pair] = String(line).split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
        updates++;
      }
    },
    get updates() {
      return updates;
    },
  };
}
