// The user's UserHub Durable Object: one per user, named by the user id.
export const USER_ID_HEADER = "x-sushastho-user";

export function userHub(env: Env, userId: string) {
  return env.USER_HUB.get(env.USER_HUB.idFromName(userId));
}
