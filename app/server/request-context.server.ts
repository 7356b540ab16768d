import { createContext, RouterContextProvider } from "react-router";

/**
 * What a loader or action may know of the connection beyond its Request: the
 * client's address (Express's req.ip, which honours TRUST_PROXY).
 */
const clientAddressContext = createContext<string>("unknown");

export function createRequestContext(clientAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress || "unknown");
  return context;
}

export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}
