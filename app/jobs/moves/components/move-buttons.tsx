import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocale, type Locale } from "~/lib/i18n/i18n";
import { fill } from "~/lib/forms";
import { stageNames, type JobStage } from "../../stages";
import { movesContent } from "../content";
import { movesFrom } from "../rules";

/** One button of a job's moves: the form's `to`, its label, and whether it is the step forward. */
export type MoveChoice = { to: string; label: string; forward: boolean };

/**
 * The buttons a job at `stage` shows (docs/decisions/099): the step forward first, then the
 * back-steps; "Ready" is two buttons, pickup or delivery (`to=ready:pickup|delivery`).
 */
export function moveChoices(stage: JobStage, locale: Locale): MoveChoice[] {
  const c = movesContent[locale];
  const names = stageNames[locale];
  return movesFrom(stage).flatMap((to, i) => {
    const forward = i === 0;
    if (to === "ready") {
      return [
        { to: "ready:pickup", label: c.readyPickup, forward },
        { to: "ready:delivery", label: c.readyDelivery, forward },
      ];
    }
    return [{ to, label: fill(forward ? c.moveTo : c.backTo, { stage: names[to] }), forward }];
  });
}

/**
 * One plain form per allowed move of a job (docs/decisions/099): one tap, no JavaScript needed.
 * `from` is the stage shown, so a stale tap is refused. The board's cards share one form a
 * column instead (app/jobs/board/components/board.tsx).
 */
export function MoveButtons({ jobId, stage }: { jobId: string; stage: JobStage }) {
  const choices = moveChoices(stage, useLocale());
  if (!choices.length) return null;
  return (
    <Form
      method="post"
      action={`/billing/jobs/${jobId}`}
      className="flex flex-wrap gap-2"
      data-testid="move-buttons"
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="from" value={stage} />
      <input type="hidden" name="back" value="job" />
      {choices.map((m) => (
        <Button
          key={m.to}
          type="submit"
          name="to"
          value={m.to}
          variant={m.forward ? "primary" : "outline"}
        >
          {m.label}
        </Button>
      ))}
    </Form>
  );
}
