import { Icon, type IconProps } from './icon';

export const ImageOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m2 2 20 20M10.41 10.41a2 2 0 1 1-2.83-2.83M13.5 13.5 6 21M18 12l3 3" />
    <path d="M3.59 3.59A2 2 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.05-.22 1.41-.59M21 15V5a2 2 0 0 0-2-2H9" />
  </Icon>
);
