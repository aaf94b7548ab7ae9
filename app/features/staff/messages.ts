/** What the staff sign-in pages say; shared by the server code and the page components. */
export const SIGN_IN_FAILED = "That e-mail and password do not match an active staff account.";
export const RESET_SENT =
  "If that e-mail belongs to a staff account, a link to set a new password is on its way. It works once, within 30 minutes.";
export const LINK_INVALID = "This link is invalid, used or expired. Ask for a new one from the sign-in page.";
