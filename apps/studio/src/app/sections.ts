import type { OperatorRole } from '@marquee/contract';

/** A section of the console: its path under /studio ('' for /studio itself) and the roles that may open it. */
export interface Section {
  path: string;
  label:
    | 'nav.dashboard'
    | 'nav.catalogue'
    | 'nav.live'
    | 'nav.branding'
    | 'nav.subscribers'
    | 'nav.ads'
    | 'nav.curation'
    | 'nav.commerce'
    | 'nav.sitePages'
    | 'nav.operators'
    | 'nav.audit'
    | 'nav.account';
  roles: readonly OperatorRole[];
}

/**
 * The console's sections, in the order of its navigation. The roles mirror the server's guards
 * (`requireOperator` on each module's studio calls), which are what protects the data: a
 * section hidden here is one whose calls would answer 403.
 */
export const SECTIONS: readonly Section[] = [
  { path: '', label: 'nav.dashboard', roles: ['owner', 'editor', 'support'] },
  { path: 'catalogue', label: 'nav.catalogue', roles: ['owner', 'editor'] },
  { path: 'curation', label: 'nav.curation', roles: ['owner', 'editor', 'support'] },
  { path: 'live', label: 'nav.live', roles: ['owner', 'editor', 'support'] },
  { path: 'commerce', label: 'nav.commerce', roles: ['owner', 'editor', 'support'] },
  { path: 'ads', label: 'nav.ads', roles: ['owner', 'editor', 'support'] },
  { path: 'pages', label: 'nav.sitePages', roles: ['owner', 'editor', 'support'] },
  { path: 'branding', label: 'nav.branding', roles: ['owner', 'editor'] },
  { path: 'subscribers', label: 'nav.subscribers', roles: ['owner', 'support'] },
  { path: 'operators', label: 'nav.operators', roles: ['owner'] },
  { path: 'audit', label: 'nav.audit', roles: ['owner'] },
  { path: 'account', label: 'nav.account', roles: ['owner', 'editor', 'support'] },
];

/** The sections a role may open. */
export const sectionsFor = (role: OperatorRole): Section[] =>
  SECTIONS.filter((section) => section.roles.includes(role));
