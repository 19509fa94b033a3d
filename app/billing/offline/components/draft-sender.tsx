import { useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useRootData } from "~/lib/root-data";
import { offlineContent } from "../content/offline";
import { draftForm, readDrafts } from "../drafts";

const NEW_BILL = "/billing/new-complaint";

/**
 * Sends the bills kept on this device (decision 050) once the network is back: when a billing
 * page opens online, and when the browser comes back online. Each goes as the form would send
 * it, so the usual answer follows (the bill's preview with its toast, or the form with what to
 * fix), and the server's answer ends the draft. Two tabs may both send one: its key makes the
 * second send the same bill. While a draft waits, the page says so.
 */
export function DraftSender() {
  const t = offlineContent[useRootData().locale].draft;
  const submit = useSubmit();
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const sent = useRef(new Set<string>());
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(true);

  useEffect(() => {
    const look = () => {
      setOnline(navigator.onLine);
      setWaiting(readDrafts().length);
    };
    const back = () => {
      sent.current.clear();
      look();
    };
    look();
    window.addEventListener("online", back);
    window.addEventListener("offline", look);
    window.addEventListener("storage", look);
    return () => {
      window.removeEventListener("online", back);
      window.removeEventListener("offline", look);
      window.removeEventListener("storage", look);
    };
  }, [idle]);

  useEffect(() => {
    if (!online || !idle || waiting === 0) return;
    const draft = readDrafts().find((d) => !sent.current.has(d.key));
    if (!draft) return;
    sent.current.add(draft.key);
    void submit(draftForm(draft), { method: "post", action: NEW_BILL });
  }, [online, idle, waiting, submit]);

  if (waiting === 0) return null;
  return (
    <p
      role="status"
      data-testid="offline-draft-waiting"
      className="mx-auto max-w-4xl px-4 pt-4 text-sm font-medium text-amber-800 print:hidden dark:text-amber-200"
    >
      {online ? t.sending : t.waiting}
    </p>
  );
}
