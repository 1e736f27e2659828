/** What the login page's query asks for (SPEC §2 Login screen). */
export type LoginQuery =
  | { kind: 'tokens'; access_token: string; refresh_token: string }
  | { kind: 'credentials'; email: string; password: string }
  | { kind: 'none' };

export type LoginView = 'login' | 'activation' | 'forgot';

const HANDED_OVER = ['access_token', 'refresh_token', 'email', 'password'];

export function loginQueryOf(params: URLSearchParams): LoginQuery {
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  if (access && refresh) return { kind: 'tokens', access_token: access, refresh_token: refresh };
  const email = params.get('email');
  const password = params.get('password');
  if (email && password) return { kind: 'credentials', email, password };
  return { kind: 'none' };
}

export function initialViewOf(params: URLSearchParams): LoginView {
  return params.has('premiere-connexion') ? 'activation' : 'login';
}

/** The same page without the credentials handed over in the query, so they leave the address bar and history. */
export function cleanLoginUrl(pathname: string, params: URLSearchParams, hash = ''): string {
  const kept = new URLSearchParams(params);
  for (const name of HANDED_OVER) kept.delete(name);
  const query = kept.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
