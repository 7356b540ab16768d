import { createContext, RouterContextProvider } from "react-router";
import { newNonce } from "./security-headers.server";

/**
 * What a loader, an action or the page renderer may know of an answer beyond its
 * Request: the client's address (Express's req.ip, which honours TRUST_PROXY) and the
 * nonce its inline scripts carry.
 */
const clientAddressContext = createContext<string>("unknown");
const nonceContext = createContext<string>("");

export function createRequestContext(clientAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress || "unknown");
  context.set(nonceContext, newNonce());
  return context;
}

export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

export function requestNonce(context: Readonly<RouterContextProvider>): string {
  return context.get(nonceContext);
}

/**
 * The client's address as this server decided it (the socket's, or X-Forwarded-For's under
 * TRUST_PROXY), set on every request before the app sees it; what a client sends under this
 * name is dropped. The authentication library reads it for the sessions it records.
 */
export const CLIENT_ADDRESS_HEADER = "x-zowii-client-address";
