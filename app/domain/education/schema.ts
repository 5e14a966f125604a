// The zod schema of education_bookmarks ops (docs/rules/education.md): a bookmark names
// a piece by its group_id, so it holds in both languages. Rows never change (no patch);
// unsaving deletes the row. Its id is made from the user and the group
// (bookmarkId in education.ts, kept free of zod for the screens), so saving the same
// piece twice is the same row.
import * as z from "zod/mini";
import { strict } from "../sync/schema-parts";

export const GROUP_ID_MAX = 120;

export const bookmarkInsertSchema = strict({
  group_id: z
    .string("validation.bookmarkGroup")
    .check(z.trim(), z.minLength(1, "validation.bookmarkGroup"), z.maxLength(GROUP_ID_MAX, "validation.bookmarkGroup")),
});
