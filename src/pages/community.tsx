import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {supportChannels} from '@site/src/data/community';
import {links} from '@site/src/data/site';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

import styles from './community.module.css';

const title = translate({
  id: 'community.title',
  message: "We're here to help",
  description: 'Heading of the community page',
});

export default function Community(): ReactNode {
  return (
    <Layout
      title={translate({id: 'community.pageTitle', message: 'Community', description: 'Tab title'})}
      description={translate({
        id: 'community.description',
        message: 'Where to ask questions about Lexical, and how to contribute to it.',
        description: 'Community page description',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p className={styles.lead}>
          <Translate id="community.lead" description="Introduction of the community page">
            Lexical is developed in the open. Whether you are evaluating it, building on it or
            fixing it, there is a place to ask and people who will answer.
          </Translate>
        </p>

        <ul className={styles.channels}>
          {supportChannels.map((channel) => (
            <li key={channel.id} className={styles.channel}>
              <Heading as="h2" className={styles.channelName}>
                <Link to={channel.href}>{channel.name}</Link>
              </Heading>
              <p>{channel.description}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="contributors">
          <Heading as="h2" id="contributors">
            <Translate id="community.contributors.heading" description="Heading">
              Contributors
            </Translate>
          </Heading>
          <p>
            <Translate id="community.contributors.body" description="Contributors section text">
              Lexical is maintained by engineers at Meta together with hundreds of contributors from
              around the world, who have written features, fixed bugs, improved these docs and
              answered questions from other developers.
            </Translate>
          </p>
          <Link className="button button--primary" to={links.contributors}>
            <Translate id="community.contributors.link" description="Link to contributor list">
              See everyone who has contributed
            </Translate>
          </Link>
        </section>

        <section aria-labelledby="how-to-contribute" className={styles.contribute}>
          <Heading as="h2" id="how-to-contribute">
            <Translate id="community.contribute.heading" description="Heading">
              How to contribute
            </Translate>
          </Heading>
          <ol className="prose">
            <li>
              <Translate
                id="community.contribute.conduct"
                description="Contribution step about the code of conduct"
                values={{
                  codeOfConduct: (
                    <Link to={links.codeOfConduct}>
                      <Translate id="community.contribute.conductLink" description="Link text">
                        code of conduct
                      </Translate>
                    </Link>
                  ),
                  covenant: (
                    <Link to={links.contributorCovenant}>
                      <Translate id="community.contribute.covenantLink" description="Link text">
                        Contributor Covenant
                      </Translate>
                    </Link>
                  ),
                }}>
                {
                  'Read the {codeOfConduct}. Lexical follows the {covenant}, and we expect everyone who takes part to do the same.'
                }
              </Translate>
            </li>
            <li>
              <Translate
                id="community.contribute.guidelines"
                description="Contribution step about the contributing guidelines"
                values={{
                  guidelines: (
                    <Link to={links.contributing}>
                      <Translate id="community.contribute.guidelinesLink" description="Link text">
                        contributing guidelines
                      </Translate>
                    </Link>
                  ),
                }}>
                {
                  'Follow the {guidelines}: how to set up the repository, run the tests, and open a pull request that is easy to review.'
                }
              </Translate>
            </li>
            <li>
              <Translate
                id="community.contribute.firstIssue"
                description="Contribution step about first issues"
                values={{
                  goodFirstIssues: (
                    <Link to={links.goodFirstIssues}>
                      <Translate id="community.contribute.firstIssueLink" description="Link text">
                        good first issues
                      </Translate>
                    </Link>
                  ),
                }}>
                {
                  'Pick one of the {goodFirstIssues}, or an issue you ran into yourself, and say in the issue that you are working on it.'
                }
              </Translate>
            </li>
          </ol>
        </section>
      </main>
    </Layout>
  );
}
