import { Icon, type IconProps } from './icon';

export const SparklesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 10.1 8.8a2 2 0 0 1-1.3 1.3L3 12l5.8 1.9a2 2 0 0 1 1.3 1.3L12 21l1.9-5.8a2 2 0 0 1 1.3-1.3L21 12l-5.8-1.9a2 2 0 0 1-1.3-1.3z" />
    <path d="M5 3v4M19 17v4M3 5h4M17 19h4" />
  </Icon>
);
