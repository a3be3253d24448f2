import { Box } from '@mantine/core';

const oneLine = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a6 6 0 0 1 6 -6h4a6 6 0 0 1 6 6v1" />
    </svg>
  );
}

/**
 * The signed-in driver's name on the header's menu button: the whole name from the sm
 * breakpoint, the first name on phones, and on the narrowest phones (below 360 px, where the
 * header's one row has no room for a name) a person icon, or only the avatar the button already
 * shows. A name still too long ends in an ellipsis. The menu it opens starts with the whole
 * name, and the button's accessible name ("<full name>, account menu") contains what is shown
 * (WCAG 2.5.3).
 */
export function HeaderUserName({ fullName, hasAvatar = false }: { fullName: string; hasAvatar?: boolean }) {
  const first = fullName.trim().split(/\s+/)[0] || fullName;
  return (
    <>
      {!hasAvatar && (
        <Box component="span" className="header-user-icon">
          <PersonIcon />
        </Box>
      )}
      <Box component="span" hiddenFrom="sm" className="header-user-first-name" style={oneLine}>
        {first}
      </Box>
      <Box component="span" visibleFrom="sm" style={oneLine}>
        {fullName}
      </Box>
    </>
  );
}
