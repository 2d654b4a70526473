import {apiMentions} from '@site/scripts/lib/proseMentions';
import {describe, expect, it} from 'vitest';

const page = [
  'Call `$getRoot()` inside an update, or dispatch `KEY_ENTER_COMMAND`.', // 1
  'Plain `editor.update()` and `TextNode` are not checked here.', // 2
  '```ts', // 3
  'function $myHelper() {}', // 4
  'const MY_COMMAND = createCommand();', // 5
  'const x = `$notProse`;', // 6
  '```', // 7
  'Later, `$myHelper` and `MY_COMMAND` again.', // 8
].join('\n');

describe('apiMentions', () => {
  const {mentions, declared} = apiMentions(page);

  it('finds $ functions and commands written as inline code in prose, with their lines', () => {
    expect(mentions).toEqual([
      {name: '$getRoot', line: 1},
      {name: 'KEY_ENTER_COMMAND', line: 1},
      {name: '$myHelper', line: 8},
      {name: 'MY_COMMAND', line: 8},
    ]);
  });

  it('collects the names the page declares in its code blocks', () => {
    expect([...declared].sort()).toEqual(['$myHelper', 'MY_COMMAND', 'x'].sort());
  });
});
