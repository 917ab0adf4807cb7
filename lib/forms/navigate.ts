/** A full navigation home, replacing the history entry so Back does not return to a page that cannot load. */
export function goHome(): void {
  window.location.replace("/");
}
