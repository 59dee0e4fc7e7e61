/** Where the app is reached from outside: the base of every link in an e-mail. */

let listeningUrl: string | undefined;

/** The address the server actually listens on (set at start-up; PORT=0 picks a free port). */
export function setListeningUrl(url: string): void {
  listeningUrl = url;
}

/** The address links in e-mails point at: APP_URL, else where this server listens. */
export function publicUrl(): string {
  const url = process.env.APP_URL?.trim() || listeningUrl || `http://127.0.0.1:${process.env.PORT || 3000}`;
  return url.replace(/\/$/, "");
}
