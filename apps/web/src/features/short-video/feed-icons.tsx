import { Icon, type IconProps } from '@video/ui';

/** A filled heart: 收藏 on the feed's side rail (the ui set has none). */
export function HeartIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </Icon>
  );
}

/** A filled speech bubble: 评论. */
export function CommentIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M12 3.5c5 0 9 3.4 9 7.7s-4 7.7-9 7.7c-.9 0-1.8-.1-2.6-.3L4.5 20.5l1.2-3.9C4 15.2 3 13.3 3 11.2 3 6.9 7 3.5 12 3.5z" />
      <circle cx="8" cy="11.3" r="1.3" fill="#000" fillOpacity="0.35" />
      <circle cx="12" cy="11.3" r="1.3" fill="#000" fillOpacity="0.35" />
      <circle cx="16" cy="11.3" r="1.3" fill="#000" fillOpacity="0.35" />
    </Icon>
  );
}

/** A speaker, struck through when `muted`: the feed's sound. */
export function SoundIcon({ muted, ...props }: IconProps & { readonly muted: boolean }) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M3 9.5v5h4l5 4.5v-14L7 9.5H3z" />
      {muted ? (
        <path
          d="M16 9l5 6m0-6l-5 6"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
      )}
    </Icon>
  );
}
