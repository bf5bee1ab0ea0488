import { Icon, type IconProps } from './icon';

export const VideoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m16 13 5.22 3.48a.5.5 0 0 0 .78-.42V7.87a.5.5 0 0 0-.76-.43L16 10.5" />
    <rect x="2" y="6" width="14" height="12" rx="2" />
  </Icon>
);
