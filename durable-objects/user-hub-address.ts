// How the Worker reaches a user's UserHub: one Durable Object per user, named by the
// user id. The header marks a WebSocket upgrade as forwarded by our own Worker, which
// checked the session (a hub is never reachable from outside).
export const USER_ID_HEADER = "x-sushastho-user";

export function userHub(env: Env, userId: string) {
  return env.USER_HUB.get(env.USER_HUB.idFromName(userId));
}
