// What a competition is: its rule, period, species and options, as the leaderboard's header shows them.
import layout from "@/components/ui/layout.module.css";
import { describeRule, RULE_HELP } from "@/lib/competitions/messages";
import { formatDay, PHASE_LABELS } from "@/lib/competitions/period";
import type { CompetitionJson } from "@/lib/competitions/types";

export function CompetitionFacts({ competition }: { competition: CompetitionJson }) {
  return (
    <>
      {competition.description ? <p>{competition.description}</p> : null}
      <dl className={layout.facts}>
        <dt>Regel</dt>
        <dd>
          {describeRule(competition.rule, competition.top_n)}. {RULE_HELP[competition.rule]}
        </dd>
        <dt>Period</dt>
        <dd>
          {formatDay(competition.starts_on)} – {formatDay(competition.ends_on)} ({PHASE_LABELS[competition.phase].toLowerCase()})
        </dd>
        <dt>Arter</dt>
        <dd>{competition.species.length ? competition.species.map((s) => s.name).join(", ") : "Alla arter"}</dd>
        <dt>Deltagare</dt>
        <dd>{competition.participant_count}</dd>
        <dt>Villkor</dt>
        <dd>
          {competition.invite_only ? "Bara inbjudna" : "Öppen för alla medlemmar"}
          {competition.photo_required ? ", foto krävs" : ""}. Fångster som rapporteras senast 48 timmar efter sista dagen räknas.
        </dd>
        {competition.creator ? (
          <>
            <dt>Skapad av</dt>
            <dd>{competition.creator.name}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
