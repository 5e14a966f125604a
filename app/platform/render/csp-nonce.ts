// The page's Content-Security-Policy nonce (workers/security-headers.ts), for the
// inline scripts the server renders. Only the server knows it; in the browser the
// scripts already ran and React does not compare a nonce when it hydrates.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
