export { getProfiles, profilesQueryOptions, useProfiles } from './api/get-profiles';
export { profileKeys } from './api/profile-keys';
export { putProfile, setProfiles } from './model/profile-cache';
