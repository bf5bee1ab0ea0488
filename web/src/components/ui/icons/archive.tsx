import { Icon, type IconProps } from './icon';

export const ArchiveIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8M10 12h4" />
  </Icon>
);
