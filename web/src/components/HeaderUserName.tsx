import { Box } from '@mantine/core';

const oneLine = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * The signed-in driver's name on the header's menu button: the first name on phones, where the
 * row has room for about ten letters, the whole name from the sm breakpoint; a name still too
 * long ends in an ellipsis. The menu it opens starts with the whole name, and the button's
 * accessible name ("<full name>, account menu") contains what is shown (WCAG 2.5.3).
 */
export function HeaderUserName({ fullName }: { fullName: string }) {
  const first = fullName.trim().split(/\s+/)[0] || fullName;
  return (
    <>
      <Box component="span" hiddenFrom="sm" style={oneLine}>
        {first}
      </Box>
      <Box component="span" visibleFrom="sm" style={oneLine}>
        {fullName}
      </Box>
    </>
  );
}
