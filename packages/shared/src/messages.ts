/** User-facing messages fixed by the specification (part 1 §8, part 2 §8), in English. */
export const MESSAGES = {
  // Spelling as specified; the web shows exactly these words.
  logout: "Successfuly logout",
  notAuthorized: "Not authorized",
  trySignInAgain: "Try sign in again",
  limitedAccessTitle: "Limited access",
  limitedAccess: "You do not have permissions to view this page",
  notAuthenticated: "You are not authorized to view this page",
  mfaForced:
    "You cannot disable MFA for this account, as it is required by your organization's security policy.",
  selectPlantFirst: "Select Plant first",
  passwordsDoNotMatch: "Passwords do not match",
  checkFormFields: "Check form fields",
  validationError: "Validation error",
  wrongResponseStatus: "Wrong response status",
  typeDeleteToConfirm: "Type delete to confirm",
  itemCreated: (item: string) => `${item} created`,
  itemSaved: (item: string) => `${item} saved`,
  itemDeleted: (item: string) => `${item} deleted`,
} as const;

/** The word a user types to delete something with attached devices (part 1 §5). */
export const DELETE_CONFIRMATION_WORD = "delete";
