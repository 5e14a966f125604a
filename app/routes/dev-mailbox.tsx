// /dev/mailbox: the emails the local Worker "sent" (verification, reset) with their links.
// Only works when the Worker var DEV_MAILBOX is "true" (local .dev.vars); otherwise it says so.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, ApiError } from "~/platform/api";
import { formatDate } from "~/platform/i18n/format";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "devMailbox", namespaces: ["auth"] } satisfies ScreenDeclaration;

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

// Signed-out pages have no query cache of their own (it lives under the guard).
export default function DevMailbox() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Mailbox />
    </QueryClientProvider>
  );
}

function Mailbox() {
  const { t, i18n } = useTranslation("auth");
  const mails = useQuery({
    queryKey: ["dev_mailbox"],
    queryFn: () => api.get<{ emails: Mail[] }>("/api/dev/mailbox"),
    retry: false,
  });
  const off = mails.error instanceof ApiError && mails.error.status === 404;

  return (
    <main id="main" className="page">
      <h1>{t("devMailbox.title")}</h1>
      <p className="muted">{t("devMailbox.intro")}</p>
      <button type="button" className="button button-small" onClick={() => mails.refetch()}>
        {t("devMailbox.refresh")}
      </button>
      {off && <p role="alert">{t("devMailbox.off")}</p>}
      {mails.isError && !off && <p role="alert">{t("devMailbox.loadFailed")}</p>}
      {mails.data?.emails.length === 0 && <p>{t("devMailbox.empty")}</p>}
      <ul className="mailbox-list">
        {mails.data?.emails.map((m) => (
          <li key={m.id} className="card">
            <h2>{m.subject}</h2>
            <p className="muted">
              {t("devMailbox.to")}: {m.to} · {formatDate(m.createdAt, i18n.language, { dateStyle: "medium", timeStyle: "short" })}
            </p>
            {m.links.map((href) => (
              <p key={href}>
                <a href={href}>{href}</a>
              </p>
            ))}
            <pre>{m.text}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
