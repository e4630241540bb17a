import {
  groupTicketConfigChanges,
  type TGroupTicketConfig,
  type TGroupTicketSettings,
} from '@scena/shared/commerce/group-ticket-settings';
import type { AppDeps } from '../../../deps';
import { updateAppConfig } from '../../settings';
import { asConfigUpdate } from './as-config-update';
import { groupTicketConfigOf } from './read-commerce-settings';

/**
 * PUT /api/groupTickets/settings: all six settings at once (so min and max are checked against each other in
 * the same body that writes them), stored as the group_* app-config keys through the one settings update.
 */
export async function updateGroupTicketSettings(
  deps: AppDeps,
  actorUserId: number,
  settings: TGroupTicketSettings,
): Promise<TGroupTicketConfig> {
  const config = await updateAppConfig(
    deps,
    actorUserId,
    asConfigUpdate(groupTicketConfigChanges(settings)),
    { audited: { action: 'group_ticket_settings.update', entity: 'group_ticket_settings' } },
  );
  return groupTicketConfigOf(config);
}
