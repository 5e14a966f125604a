// The heart on a result or a profile (docs/rules/doctors.md, "Favourites"): adds or
// removes the user's favourite through the outbox, so it works offline and stays after
// a reload; a refused write comes back as 'Failed to update favorites' (the sync toast).
import { useTranslation } from "react-i18next";
import { uuidv7 } from "uuidv7";
import type { FavoriteKind } from "~/domain/directory/rules";
import type { FavoriteRow } from "~/domain/directory/search";
import { favoriteOf, rememberListing } from "~/features/directory/appliers";
import { FAVORITE_TABLE } from "~/features/directory/tables";
import { useFavorites } from "~/features/directory/queries";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

interface Props {
  kind: FavoriteKind;
  id: string;
  /** The name read out, in the UI language. */
  name: string;
  target: NonNullable<FavoriteRow["target"]>;
}

export function FavoriteButton({ kind, id, name, target }: Props) {
  const { t } = useTranslation("doctors");
  const outbox = useOutbox();
  const { data } = useFavorites();
  const favorite = favoriteOf(data, kind, id);
  const toggle = async () => {
    try {
      if (favorite) await outbox.mutate({ table: FAVORITE_TABLE, type: "delete", id: favorite.id, data: {} });
      else {
        rememberListing(kind, id, target);
        await outbox.mutate({ table: FAVORITE_TABLE, type: "insert", id: uuidv7(), data: { kind, target_id: id } });
      }
    } catch {
      toast({ variant: "destructive", title: t("favoriteFailed") });
    }
  };
  return (
    <button
      type="button"
      className={`favorite-button${favorite ? " is-favorite" : ""}`}
      aria-pressed={!!favorite}
      aria-label={t(favorite ? "favorite.remove" : "favorite.add", { name })}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill={favorite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 21s-7.5-4.6-9.6-9.4C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.3h3C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.6 19.5 16.4 12 21 12 21Z"
        />
      </svg>
    </button>
  );
}
