/** The admin panel's messages (docs/product.md §8), word for word. */
export const ADMIN_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  checkEmail: "Check your email to confirm your account",
  accountCreated: "Account created successfully!",
  signedIn: "Signed in successfully!",
  authenticationFailed: "Authentication failed",
  selectImage: "Please select an image file",
  thumbnailSize: "Thumbnail must be exactly 1080x1080 pixels",
  invalidImage: "Invalid image file",
  thumbnailUploaded: "Thumbnail uploaded successfully!",
  thumbnailFailed: "Failed to upload thumbnail",
  fillRequiredFields: "Please fill in all required fields",
  gamePublished: "Game published successfully!",
  publishFailed: "Failed to publish game",
  fetchGamesFailed: "Failed to fetch games",
  gameUpdated: "Game updated successfully",
  updateFailed: "Failed to update game",
  gameDeleted: "Game deleted successfully",
  deleteFailed: "Failed to delete game",
  /** Beyond the first version (docs/product.md §10): a form sent while the network is down keeps what was typed and says so. */
  serverUnreachable: "The server could not be reached, so nothing was changed. Check your connection and try again.",
  thumbnailUnreachable: "The server could not be reached, so the thumbnail was not uploaded. Check your connection and choose the file again.",
  listUnreachable: "The server could not be reached, so this list may be out of date. Check your connection and try again.",
  /** Beyond the first version (docs/product.md §10): a game taken back to drafts, in the words of its siblings. */
  gameUnpublished: "Game unpublished successfully",
  /** Beyond the first version (docs/product.md §10): later sign-ups wait for an administrator. */
  awaitingApproval: "Your account is waiting for an administrator's approval",
} as const;

export function deleteConfirmation(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

/** Beyond the first version: what Manage Games' bulk actions ask and answer, counted. */
export const BULK_ACTIONS = {
  publish: { label: "Publish", done: "published successfully!" },
  unpublish: { label: "Unpublish", done: "unpublished successfully" },
  delete: { label: "Delete", done: "deleted successfully" },
} as const;

export type BulkAction = keyof typeof BULK_ACTIONS;

const games = (count: number) => `${count} ${count === 1 ? "game" : "games"}`;

export function bulkConfirmation(action: BulkAction, count: number): string {
  const question = `${BULK_ACTIONS[action].label} ${games(count)}?`;
  return action === "delete" ? `${question} This action cannot be undone.` : question;
}

/** `already`: games that were in that state before (counted apart, not as done). */
export function bulkDone(action: BulkAction, count: number, refused: number, already = 0): string {
  const parts = [`${games(count)} ${BULK_ACTIONS[action].done}`];
  if (already > 0) parts.push(`${games(already)} ${already === 1 ? "was" : "were"} ${action === "publish" ? "published" : "drafts"} already.`);
  if (refused > 0) parts.push(`${games(refused)} not published: their host is not on the list of allowed game hosts.`);
  return parts.join(" ");
}
