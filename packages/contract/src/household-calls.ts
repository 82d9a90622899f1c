import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { loginDataSchema } from './account.js';
import { catalogueItemSchema } from './catalogue.js';
import { deleteProfileBodySchema, profileSchema, switchProfileBodySchema } from './profiles.js';
import { ItemType } from './vod.js';

/**
 * A household's calls, part of `api.account`: its profiles, switching the session between them,
 * and each profile's My List.
 */

/** A film (`type` 0, the default) or a show (`type` 2) to add to My List or take out of it. */
export const myListToggleBodySchema = z.strictObject({
  vod_id: idSchema,
  type: z.optional(z.union([z.literal(ItemType.movie), z.literal(ItemType.show)])),
});
export type MyListToggleBody = z.input<typeof myListToggleBodySchema>;

export const myListToggleSchema = z.object({ in_list: z.boolean() });
export type MyListToggle = z.infer<typeof myListToggleSchema>;

export const householdCalls = {
  /** The account's viewing profiles, the default first. */
  profiles: endpoint({
    method: 'GET',
    path: '/account/profiles',
    auth: 'token',
    chosenByContract: true,
    response: z.array(profileSchema),
  }),
  /** Makes one of the account's profiles the session's; answers the logged user as login does. */
  switchProfile: endpoint({
    method: 'POST',
    path: '/account/switch-profile',
    auth: 'token',
    chosenByContract: true,
    body: switchProfileBodySchema,
    response: loginDataSchema,
  }),
  /** Deletes a profile and everything it kept; never the account's last. Answers the rest. */
  deleteProfile: endpoint({
    method: 'POST',
    path: '/account/delete-profile',
    auth: 'token',
    chosenByContract: true,
    body: deleteProfileBodySchema,
    response: z.array(profileSchema),
  }),
  /** The session profile's My List: films and shows, the latest added first. */
  myList: endpoint({
    method: 'GET',
    path: '/account/my-list',
    auth: 'token',
    chosenByContract: true,
    response: z.array(catalogueItemSchema),
  }),
  /** Adds a film or show to the session profile's My List, or takes it out. */
  toggleMyList: endpoint({
    method: 'POST',
    path: '/account/my-list/toggle',
    auth: 'token',
    chosenByContract: true,
    body: myListToggleBodySchema,
    response: myListToggleSchema,
  }),
};
