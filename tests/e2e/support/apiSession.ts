/** A logged-in client of the real API, for setting things up as a user would through the API. */
export interface ApiSession {
  userId: number;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function apiSession(baseUrl: string, username: string, password: string): Promise<ApiSession> {
  const login = await fetch(`${baseUrl}/api/login_check`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login of ${username} failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  const token = (await login.json()) as { user_id: number };
  return {
    userId: token.user_id,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}
