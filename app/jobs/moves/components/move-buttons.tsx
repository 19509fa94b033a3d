import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocale } from "~/lib/i18n/i18n";
import { fill } from "~/lib/forms";
import { stageNames, type JobStage } from "../../stages";
import { movesContent } from "../content";
import { movesFrom } from "../rules";

/**
 * One plain form per allowed move of a job (docs/decisions/099): one tap, no JavaScript needed.
 * "Ready" is two buttons, pickup or delivery. `from` is the stage shown, so a stale tap is refused.
 */
export function MoveButtons({
  jobId,
  stage,
  back,
  compact = false,
}: {
  jobId: string;
  stage: JobStage;
  back: "board" | "job";
  compact?: boolean;
}) {
  const locale = useLocale();
  const c = movesContent[locale];
  const names = stageNames[locale];
  const moves = movesFrom(stage);
  if (!moves.length) return null;
  return (
    <Form
      method="post"
      action={`/billing/jobs/${jobId}`}
      className="flex flex-wrap gap-2"
      data-testid="move-buttons"
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="from" value={stage} />
      <input type="hidden" name="back" value={back} />
      {moves.map((to, i) => {
        const variant = i === 0 ? "primary" : "outline";
        const size = compact ? "px-2 py-1 text-sm" : undefined;
        if (to === "ready") {
          return (["pickup", "delivery"] as const).map((how) => (
            <Button
              key={how}
              type="submit"
              name="to"
              value={`ready:${how}`}
              variant={variant}
              className={size}
            >
              {how === "pickup" ? c.readyPickup : c.readyDelivery}
            </Button>
          ));
        }
        const label = i === 0 ? c.moveTo : c.backTo;
        return (
          <Button key={to} type="submit" name="to" value={to} variant={variant} className={size}>
            {fill(label, { stage: names[to] })}
          </Button>
        );
      })}
    </Form>
  );
}
