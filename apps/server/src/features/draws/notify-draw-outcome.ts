import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifyFrom } from "../notifications/index";

// Every entrant hears how the draw went (docs/product/notifications.md#what-you-hear-about), in the draw's transaction:
// winners with what to do next (confirm a wallet, mint, claim), the others that they were not selected and where the
// draw can be checked. One statement, however many entrants.

/** `email`: winners also get their email (notify.ts queues it); false for the demo data's draws. */
export async function notifyDrawOutcome(tx: Db, missionId: string, email: boolean): Promise<void> {
  const mission = sql`jsonb_build_object('mission_title', m.title, 'mission_slug', m.slug)`;
  await notifyFrom(
    tx,
    `draw:${missionId}`,
    sql`
      select p.user_id,
        case when p.selected_at is not null then 'draw_won' else 'draw_not_selected' end as kind,
        case when p.selected_at is not null then ${mission} || jsonb_build_object(
          'reward_title', r.title,
          'next_step', case
            when r.kind = 'nft_mint' then 'mint'
            when r.kind = 'token' then 'claim'
            when r.wallet_deadline is not null then 'wallet'
            else 'none' end)
        else ${mission} end as data
      from mission_participant p
      join mission m on m.id = p.mission_id
      left join reward r on r.mission_id = m.id
      where p.mission_id = ${missionId} and p.entered_at is not null`,
    { email },
  );
}
