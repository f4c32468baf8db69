import { Anchor, Avatar } from '@mantine/core';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { initials } from '../../lib/auth.ts';

/** The alt of a picture that says nothing the name beside it does not (no text to translate). */
const DECORATIVE = '';

/** Who wrote something: enough to name her and link to her page (an anonymous author has no id). */
export interface MemberRef {
  id?: number | null;
  first_name: string;
  last_name: string;
  profile_picture?: string | null;
}

/**
 * A member's name as a link to /members/{id}. `label` replaces the visible words (e.g. "You")
 * while the link keeps her page; without an id (an anonymous post) it is plain text. Her name
 * keeps its own direction (`dir="auto"` isolates it) on a page of either direction.
 */
export function MemberName({
  user,
  label,
  size = 'sm',
}: {
  user: MemberRef;
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  if (!user.id)
    return (
      <Anchor component="span" size={size} fw={600} c="inherit" underline="never" dir="auto">
        {label ?? name}
      </Anchor>
    );
  return (
    <AnchorLink
      to="/members/$id"
      params={{ id: user.id }}
      size={size}
      fw={600}
      c="inherit"
      truncate
      dir="auto"
      aria-label={label && label !== name ? `${label} (${name})` : undefined}
    >
      {label ?? name}
    </AnchorLink>
  );
}

/**
 * Her picture (or initials), linking to the same page as her name. Out of the tab order and hidden
 * from screen readers: the name beside it is the one link they meet.
 */
export function MemberAvatar({ user, size = 32 }: { user: MemberRef; size?: number }) {
  const avatar = (
    <Avatar src={user.profile_picture} alt={DECORATIVE} size={size} radius="xl" color="plum">
      {initials(user.first_name, user.last_name)}
    </Avatar>
  );
  if (!user.id) return avatar;
  return (
    <AnchorLink to="/members/$id" params={{ id: user.id }} tabIndex={-1} aria-hidden>
      {avatar}
    </AnchorLink>
  );
}
