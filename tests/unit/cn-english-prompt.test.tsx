import { render } from '@testing-library/react';
import { CnPromptAnswer } from '@/components/behaviours/cn-prompt-answer';
import {
  CN_PROMPT_ASKED,
  CN_PROMPT_ID,
  CN_PROMPT_OPENER,
  isChineseLanguage,
} from '@/lib/site/behaviours/cn-english-prompt';
import { COOKIES } from '@/lib/cookies';

/*
 * jsdom has <dialog> without its behaviour: showModal and returnValue are stood in for here as the
 * browser does them (open, and the value of the button that closed it). The e2e suite drives the
 * real one (story.spec.ts).
 */
type TestDialog = HTMLDialogElement & { returnValue: string };

function promptOnPage(): TestDialog {
  document.body.innerHTML = `
    <dialog id="${CN_PROMPT_ID}">
      <form method="dialog"><button value="stay">Cancel</button><button value="en">Confirm</button></form>
    </dialog>`;
  const dialog = document.getElementById(CN_PROMPT_ID) as TestDialog;
  dialog.returnValue = '';
  dialog.showModal = () => dialog.setAttribute('open', '');
  Object.defineProperty(dialog, 'open', { get: () => dialog.hasAttribute('open') });
  return dialog;
}

function closeWith(dialog: TestDialog, value: string) {
  dialog.returnValue = value;
  dialog.removeAttribute('open');
  dialog.dispatchEvent(new Event('close'));
}

const runOpener = () => new Function(CN_PROMPT_OPENER)();
const forget = () => {
  document.cookie = `${COOKIES.cnPrompt}=; max-age=0; path=/`;
};

beforeEach(forget);
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the opener (CN_PROMPT_OPENER, run as the page is parsed)', () => {
  const languages = (value: string[], language = value[0] ?? '') => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(value);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
  };

  it('asks a browser whose first language is not Chinese, with Confirm focused', () => {
    for (const first of [
      ['en-US', 'en'],
      ['th-TH', 'zh-CN'],
      ['', 'de'],
    ]) {
      languages(first);
      const dialog = promptOnPage();
      runOpener();
      expect({ first, open: dialog.open, asked: dialog.hasAttribute(CN_PROMPT_ASKED) }).toEqual({
        first,
        open: true,
        asked: true,
      });
      expect(document.activeElement).toBe(dialog.querySelector('button[value=en]'));
    }
  });

  it('reads navigator.language when the browser lists no languages', () => {
    languages([], 'fr-FR');
    const dialog = promptOnPage();
    runOpener();
    expect(dialog.open).toBe(true);
  });

  it('does not ask a Chinese browser, a browser with no language, or one that answered', () => {
    const cases: [string[], string][] = [
      [['zh-CN', 'en'], ''],
      [['zh-Hant-HK'], ''],
      [['ZH_tw'], ''],
      [[], ''],
      [['  '], ''],
      [['en-US'], `a=1; ${COOKIES.cnPrompt}=stay`],
    ];
    for (const [list, cookie] of cases) {
      forget();
      if (cookie) document.cookie = `${COOKIES.cnPrompt}=stay; path=/`;
      languages(list);
      const dialog = promptOnPage();
      runOpener();
      expect({ list, cookie, open: dialog.open }).toEqual({ list, cookie, open: false });
    }
  });

  it('does nothing on a page without the prompt (the international site)', () => {
    languages(['en-US']);
    expect(runOpener).not.toThrow();
  });

  it('knows Chinese tags in any spelling', () => {
    expect(['zh', 'ZH-cn', 'zh_TW', 'zh-Hans'].every(isChineseLanguage)).toBe(true);
    expect(['zu', 'en-ZH', '', undefined].some(isChineseLanguage)).toBe(false);
  });
});

describe('<CnPromptAnswer /> (the answer, once the page has hydrated)', () => {
  const assign = vi.fn();
  const original = window.location;

  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, pathname: '/cn/zh/book/LAX01', search: '?age=30', hash: '', assign },
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('on Confirm remembers it and opens the same page in English', () => {
    const dialog = promptOnPage();
    runOpener();
    render(<CnPromptAnswer />);
    expect(assign).not.toHaveBeenCalled();
    closeWith(dialog, 'en');
    expect(assign).toHaveBeenCalledWith('/intl/en/book/LAX01?age=30');
    expect(document.cookie).toContain(`${COOKIES.cnPrompt}=en`);
  });

  it('on Cancel or Escape remembers staying for a year, and is not asked again', () => {
    for (const value of ['stay', '']) {
      forget();
      const dialog = promptOnPage();
      runOpener();
      const view = render(<CnPromptAnswer />);
      closeWith(dialog, value);
      expect(assign).not.toHaveBeenCalled();
      expect(document.cookie).toContain(`${COOKIES.cnPrompt}=stay`);
      view.unmount();

      const again = promptOnPage();
      runOpener();
      expect(again.open).toBe(false);
    }
  });

  it('acts on an answer given before the page hydrated, once', () => {
    const dialog = promptOnPage();
    runOpener();
    closeWith(dialog, 'en');
    const view = render(<CnPromptAnswer />);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/intl/en/book/LAX01?age=30');
    view.unmount();
    render(<CnPromptAnswer />);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when the prompt was not asked', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    promptOnPage();
    runOpener();
    render(<CnPromptAnswer />);
    expect(document.cookie).not.toContain(COOKIES.cnPrompt);
    expect(assign).not.toHaveBeenCalled();
  });
});
