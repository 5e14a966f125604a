// GET /api/profile: the session user's profile, medical history and account facts
// (email, account created, last sign-in = newest session) in one D1 batch. Either
// row may be null: they are created by the first write (onboarding or setup).
// Writes go through POST /api/sync; the avatar file through ./avatar.
import { Hono } from "hono";
import { profileRead } from "../reads/profile";
import { runRead } from "../reads/read";
import { avatar } from "./avatar";
import { requireUser, type ApiEnv } from "./context";

export const profile = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    return c.json(await runRead(c.get("reads"), profileRead(c.get("user"))));
  })
  .route("/avatar", avatar);
