/** The benchmarks' JSON calls to a CMS they started (base = http://host:port/api), and signing in. */
export async function api<T>(base: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The app access token of an account. */
export const login = async (base: string, email: string, password: string) =>
  (await api<{ id: string }>(base, 'POST', '/GWSUsers/login', { email, password })).id;
