// How the Worker reaches a user's UserHub: one Durable Object per user, named by the
// user id. The hub reads its user from that name (ctx.id.name), so no call passes it:
// whoever holds a stub can only act as the user the stub was made for.
export function userHub(env: Env, userId: string) {
  return env.USER_HUB.getByName(userId);
}
