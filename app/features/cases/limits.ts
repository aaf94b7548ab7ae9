/** Text limits the case forms share between the browser (maxLength) and the server's checks. */
export const CLIENT_MESSAGE_MAX = 4000;
