// GET /api/appointments and GET /api/appointments/:id (workers/reads/appointments.ts),
// every query filtered by the session user. Writes go through POST /api/sync.
import { Hono } from "hono";
import { appointmentListRead, appointmentRead } from "../reads/appointments";
import { runRead } from "../reads/read";
import { requireUser, type ApiEnv } from "./context";

export const appointmentsApi = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    return c.json(await runRead(c.get("reads"), appointmentListRead(c.get("userId"))));
  })
  .get("/:id", requireUser, async (c) => {
    return c.json(await runRead(c.get("reads"), appointmentRead(c.get("userId"), c.req.param("id"))));
  });
