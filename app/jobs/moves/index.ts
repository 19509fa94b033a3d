/** What the rest of Jobs may show of stage moves (docs/decisions/099): the forms and the rules. */
export { JobStageSection } from "./components/job-stage";
export { moveChoices, type MoveChoice } from "./components/move-buttons";
export { OPEN_STAGES } from "./rules";
