import { Icon, type IconProps } from './icon';

export const LoaderIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a9 9 0 1 1-6.22-8.56" />
  </Icon>
);
