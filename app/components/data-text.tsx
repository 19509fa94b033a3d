/**
 * A text built from interface words and data (a bill number, a name, a typed note): the data
 * values are wrapped in `translate="no"`, so a translator (and the staff Tamil check) leaves
 * them alone, while the text reads exactly as it was built.
 */
export function DataText({ text, data }: { text: string; data: readonly string[] }) {
  const values = [...new Set(data.filter((d) => d !== ""))].sort((a, b) => b.length - a.length);
  if (values.length === 0) return <>{text}</>;
  const pieces: { text: string; data: boolean }[] = [];
  let rest = text;
  while (rest !== "") {
    let at = -1;
    let found = "";
    for (const v of values) {
      const i = rest.indexOf(v);
      if (i !== -1 && (at === -1 || i < at)) {
        at = i;
        found = v;
      }
    }
    if (at === -1) {
      pieces.push({ text: rest, data: false });
      break;
    }
    if (at > 0) pieces.push({ text: rest.slice(0, at), data: false });
    pieces.push({ text: found, data: true });
    rest = rest.slice(at + found.length);
  }
  return (
    <>
      {pieces.map((p, i) =>
        p.data ? (
          <span key={i} translate="no">
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
