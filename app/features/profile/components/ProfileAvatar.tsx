// The user's photo, or their initial when there is none or it cannot load (offline).
import { useState } from "react";

interface Props {
  url: string | null | undefined;
  name: string;
  alt: string;
  large?: boolean;
}

export function ProfileAvatar({ url, name, alt, large }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  const show = url && failed !== url;
  return (
    <span className={large ? "avatar avatar-large" : "avatar"}>
      {show ? (
        <img src={url} alt={alt} width={large ? 96 : 44} height={large ? 96 : 44} onError={() => setFailed(url)} />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
