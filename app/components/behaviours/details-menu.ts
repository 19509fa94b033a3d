/**
 * A menu on <details>/<summary> (the site header's): it opens and closes with the keyboard
 * without any script; this also closes it on a press outside it and on Escape (the focus going
 * back to its button). Plain DOM, so the same code serves a hydrated page (useDetailsMenu) and a
 * page served without hydration (app/static-page.ts). Returns the function that stops it.
 */
export function closeMenuFromOutside(menu: HTMLDetailsElement): () => void {
  const onPointerDown = (e: PointerEvent) => {
    if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && menu.open) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  };
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("keydown", onKeyDown);
  };
}
