/**
 * Names the page in the language it shows: its title, and the description that index.html gives in Swedish (the page's
 * language until the visitor's is known), for whatever reads the page as it is now.
 */
export function setPageHead(title: string, description: string) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}
