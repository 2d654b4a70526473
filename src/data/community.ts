import {translate} from '@docusaurus/Translate';

import {links} from './site';

/** A place where people using Lexical help each other. */
export interface SupportChannel {
  id: string;
  /** Name of the place, e.g. "Discord". */
  name: string;
  /** What to go there for. */
  description: string;
  href: string;
}

export const supportChannels = [
  {
    id: 'discord',
    name: 'Discord',
    description: translate({
      id: 'community.channel.discord',
      message:
        'Chat with maintainers and other developers: quick questions, plugin ideas, and help when you are stuck.',
      description: 'What the Discord server is for',
    }),
    href: links.discord,
  },
  {
    id: 'stack-overflow',
    name: 'Stack Overflow',
    description: translate({
      id: 'community.channel.stackOverflow',
      message:
        'Ask a question with the lexicaljs tag. Answers stay searchable for the next person with the same problem.',
      description: 'What the Stack Overflow tag is for',
    }),
    href: links.stackOverflow,
  },
  {
    id: 'github-issues',
    name: 'GitHub Issues',
    description: translate({
      id: 'community.channel.githubIssues',
      message:
        'Report a bug with steps to reproduce it (a playground link helps most), or propose a feature.',
      description: 'What GitHub issues are for',
    }),
    href: `${links.repository}/issues`,
  },
  {
    id: 'x',
    name: 'X',
    description: translate({
      id: 'community.channel.x',
      message: 'Follow @lexicaljs for release announcements and news.',
      description: 'What the X account is for',
    }),
    href: links.x,
  },
] as const satisfies readonly SupportChannel[];
