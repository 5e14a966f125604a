// The admin area's calls to /api/admin* (docs/rules/admin.md), through the one API client.
// Online only: admin work is not queued like a patient's (it is nobody's own data).
import type { AdminContentKind, ContentStatus } from "~/domain/admin/rules";
import { api } from "../../platform/api";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
}
export interface ContentListItem {
  kind: AdminContentKind;
  id: string;
  title: string;
  title_bn: string | null;
  languages: string[];
  published: boolean;
  updated_at: string;
}
export interface AdminStats {
  content: { kind: AdminContentKind; total: number; published: number }[];
  accounts: { total: number; admins: number; activeLastDays: number; activeDays: number };
  audit: {
    id: string;
    actor_email: string;
    action: string;
    target_type: string | null;
    target_id: string | null;
    detail: { fields?: string[] } | null;
    created_at: string;
  }[];
}
export interface StoredItem {
  values: Record<string, unknown>;
  published: boolean;
}

export const adminApi = {
  me: () => api.get<{ user: AdminUser }>("/api/admin/me"),
  signIn: (email: string, password: string) => api.post<{ user: AdminUser }>("/api/admin-access/sign-in", { email, password }),
  invite: (token: string) => api.get<{ email: string; expires_at: string }>(`/api/admin-access/invite?token=${encodeURIComponent(token)}`),
  register: (body: { token: string; name: string; email: string; password: string }) => api.post("/api/admin-access/register", body),
  stats: () => api.get<AdminStats>("/api/admin/stats"),
  sendInvite: (email: string) => api.post<{ id: string }>("/api/admin/invites", { email }),
  list: (kind: AdminContentKind | null, status: ContentStatus | null) => {
    const q = new URLSearchParams();
    if (kind) q.set("kind", kind);
    if (status) q.set("status", status);
    return api.get<{ items: ContentListItem[] }>(`/api/admin/content?${q}`);
  },
  item: (kind: AdminContentKind, id: string) => api.get<StoredItem>(`/api/admin/content/${kind}/${encodeURIComponent(id)}`),
  save: (kind: AdminContentKind, id: string, create: boolean, values: unknown) =>
    api.post<{ id: string }>(`/api/admin/content/${kind}/${encodeURIComponent(id)}`, { create, values }),
  publish: (kind: AdminContentKind, id: string, published: boolean) => api.post(`/api/admin/content/${kind}/${encodeURIComponent(id)}/publish`, { published }),
  upload: (file: Blob) => api.upload<{ path: string; type: string; size: number }>("POST", "/api/admin/uploads", file),
  signOut: () => api.post("/api/auth/sign-out"),
};
