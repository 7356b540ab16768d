import { createContext, useContext } from "react";

/**
 * The nonce of the page being rendered on the server, for the inline scripts React Router
 * writes. In the browser it is empty: the scripts that need it have already run.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
