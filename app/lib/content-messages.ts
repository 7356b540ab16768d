/** What the panel's Content section says to the operator: one place, so the tests pin the same words. */
export const CONTENT_MESSAGES = {
  saved: "Saved. Visitors see it now if it is published.",
  savedDraft: "Saved as a draft.",
  saveRefused: "Not saved: check the fields marked below.",
  saveFailed: "The entry could not be saved. Try again in a moment.",
  published: "Published: it is on the site now.",
  unpublished: "Unpublished: it is a draft again, off the site.",
  alreadyThat: "It already was: nothing changed.",
  deleted: "Deleted.",
  missing: "This entry is gone: someone may have deleted it.",
  restored: (version: number) => `Version ${version} restored as a new version.`,
  listFailed: "The content list could not be loaded.",
  editorFailed: "This entry could not be loaded.",
} as const;

export function deleteEntryConfirmation(title: string): string {
  return `Delete "${title}"? Its history goes with it, and this cannot be undone.`;
}

export function restoreConfirmation(version: number): string {
  return `Restore version ${version}? It is saved as a new version; nothing is lost.`;
}

/** When and by whom an entry was last saved, in the list's words. */
export function savedLine(savedAt: string, savedBy: string | null): string {
  const when = new Date(savedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return `${when} UTC by ${savedBy ?? "the seed"}`;
}
