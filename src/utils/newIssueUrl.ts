/** The address of a new GitHub issue in `repository`, pre-filled with a title and a body. */
export function newIssueUrl(repository: string, title: string, body: string): string {
  return `${repository}/issues/new?${new URLSearchParams({title, body}).toString()}`;
}
