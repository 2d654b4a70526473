import CopyPageMenu from '@site/src/components/CopyPageMenu';
import type {Props} from '@theme/DocItem/Content';
import Content from '@theme-original/DocItem/Content';
import type {ReactNode} from 'react';

/** Wrapped: every doc (API pages included) has the Copy page control above its content. */
export default function DocItemContent(props: Props): ReactNode {
  return (
    <>
      <CopyPageMenu />
      <Content {...props} />
    </>
  );
}
