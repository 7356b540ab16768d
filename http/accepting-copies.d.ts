import type { Server } from "node:net";

export function addAcceptingCopies(server: Server, count: number, log?: { error(message: string): void }): Promise<Server[]>;
export function closeCopies(copies: Server[]): Promise<void[]>;
